import type { Core } from '@strapi/strapi';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { readFingerprintOffThread, type FingerprintInput } from '../model/table-fingerprint';
import { ACCESS_MODEL_INPUTS } from '../permissions/grants-fingerprint';
import { encodeBatches, type EncodedBatch } from '../streaming/encoded-batches';
import { operationPlans } from './operation-plans';
import type { GraphqlSchemaSource, ServedSchema } from './schema-source';

/** The rows of `v1/graphql` as last built, encoded, and what they were built from. */
interface HeldRows {
  schema: ServedSchema;
  /** Fingerprint of the inputs and the `depthLimit` they were built for. */
  key: string;
  batch: EncodedBatch;
  /** `Date.now()` value from which the rows are stale (the first counted API token expires). */
  validUntil: number;
}

/** Rows built from fresh reads: the rows and until when their access stands. */
export interface BuiltRows {
  rows: GraphqlOperationRow[];
  /** When the first counted API token expires (ms since the epoch), Infinity when none does. */
  validUntil: number;
}

const held = new WeakMap<Core.Strapi, HeldRows>();
/** The fingerprint inputs per served schema: one list for the schema's life (compiled once). */
const inputsBySchema = new WeakMap<ServedSchema, readonly FingerprintInput[]>();

/**
 * What the rows read from the database: the access model (roles, permissions, API tokens and
 * their links) and the rows of every content type a root field works on (its sample document,
 * `samplePublishedDocument`, is one of them: a document created, published, deleted or moved to
 * another locale changes the table's count, largest id or latest `updatedAt`).
 */
function inputsOf(strapi: Core.Strapi, source: GraphqlSchemaSource): readonly FingerprintInput[] {
  let inputs = inputsBySchema.get(source.schema);
  if (!inputs) {
    const uids = new Set(operationPlans(strapi, source, null).map((plan) => plan.contentType));
    uids.delete('');
    inputs = [...ACCESS_MODEL_INPUTS, ...[...uids].sort().map((uid) => ({ kind: 'rows' as const, uid }))];
    inputsBySchema.set(source.schema, inputs);
  }
  return inputs;
}

/** Every batch `build()` yields, encoded, as one batch (the rows are a few hundred at most). */
async function encodedOnce(rows: AsyncIterable<GraphqlOperationRow[]>): Promise<EncodedBatch> {
  const merged: EncodedBatch = { chunks: [], rows: 0, testable: 0 };
  for await (const batch of encodeBatches(rows)) {
    merged.chunks.push(...batch.chunks);
    merged.rows += batch.rows;
    merged.testable += batch.testable;
  }
  return merged;
}

/**
 * The encoded rows of `v1/graphql`, rebuilt only when what they depend on changed (decision
 * 0256): on every call the fingerprint of the access model and of the content types' rows is read
 * (on SQLite in the fingerprint worker thread, decision 0248), and an unchanged fingerprint for
 * the same served schema and `depthLimit`, before the first counted API token expires, answers
 * the bytes encoded last. Otherwise `build()` runs, as it did on every request before.
 * @param build the rows from fresh reads of roles, tokens and sample documents
 * @throws the database error when the database is unreachable (answered 503 by the API guard)
 */
export async function cachedOperationBatch(
  strapi: Core.Strapi,
  source: GraphqlSchemaSource,
  depthLimit: number | null,
  build: () => Promise<BuiltRows>,
): Promise<EncodedBatch> {
  const key = `${await readFingerprintOffThread(strapi, inputsOf(strapi, source))}#${depthLimit}`;
  const last = held.get(strapi);
  if (last && last.schema === source.schema && last.key === key && Date.now() < last.validUntil) {
    return last.batch;
  }
  const { rows, validUntil } = await build();
  const batch = await encodedOnce(
    (async function* () {
      yield rows;
    })(),
  );
  held.set(strapi, { schema: source.schema, key, batch, validUntil });
  return batch;
}
