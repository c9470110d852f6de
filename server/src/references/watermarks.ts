import type { Core } from '@strapi/strapi';
import { listManagedContentTypes } from '../model/content-types';
import { modelMeta } from '../model/relations';
import { contentTypeSchema } from '../model/schema';
import { readFingerprint, type FingerprintInput } from '../model/table-fingerprint';
import { indexTable, readStates, STATE_TABLE, writeState, type Knex } from './tables';
import { uploadPathsFilled } from './upload-path-column';

/** The state-row name prefix of a content type's watermark. */
const WATERMARK = 'type:';

/**
 * The state-row name prefix of a content type whose index rows a failed index write left wrong:
 * stale until a rebuild reads the type again, whatever later writes record
 * (docs/decisions/0182-reference-index-writes.md).
 */
const FAILED = 'failed:';

const inputsByType = new WeakMap<Core.Strapi, Map<string, readonly FingerprintInput[]>>();

/**
 * What a content type's watermark is read from: its table (row count, largest id, latest
 * `updatedAt`) and the join tables of the relations and components it owns (row count, largest
 * id, summed related ids). Morph join tables (media) are shared by every type and left out: a file
 * attached to one type would make every other look changed. Kept per instance, so the statement
 * is compiled once (`readFingerprint`).
 */
function watermarkInputs(strapi: Core.Strapi, uid: string): readonly FingerprintInput[] {
  let byType = inputsByType.get(strapi);
  if (!byType) inputsByType.set(strapi, (byType = new Map()));
  let inputs = byType.get(uid);
  if (!inputs) {
    const schema = contentTypeSchema(strapi, uid);
    const attributes = (schema?.attributes ?? {}) as Record<string, { mappedBy?: string }>;
    const links: FingerprintInput[] = Object.entries(modelMeta(strapi, uid).attributes)
      .filter(([name, meta]) => meta?.joinTable && !meta.joinTable.morphColumn && !attributes[name]?.mappedBy)
      .map(([attribute]) => ({ kind: 'links', uid, attribute }));
    inputs = [{ kind: 'rows', uid }, ...links];
    byType.set(uid, inputs);
  }
  return inputs;
}

/** A content type's current watermark, read on `db` (a transaction sees its own writes). */
export function currentWatermark(strapi: Core.Strapi, uid: string, db?: Knex): Promise<string> {
  return readFingerprint(strapi, watermarkInputs(strapi, uid), db);
}

/** Records the current watermarks of `uids` as the index's (after the index rows of their documents were written). */
export async function recordWatermarks(
  strapi: Core.Strapi,
  trx: Knex,
  uids: Iterable<string>,
): Promise<void> {
  for (const uid of new Set(uids)) {
    await writeState(strapi, trx, `${WATERMARK}${uid}`, await currentWatermark(strapi, uid, trx));
  }
}

/** Marks `uids` stale until a rebuild reads them again (after a failed index write). */
export async function markFailed(strapi: Core.Strapi, trx: Knex, uids: Iterable<string>): Promise<void> {
  for (const uid of new Set(uids)) await writeState(strapi, trx, `${FAILED}${uid}`, new Date().toISOString());
}

/** Clears the failure mark of `uid` (a rebuild starts reading it, under the write lock). */
export async function clearFailed(strapi: Core.Strapi, trx: Knex, uid: string): Promise<void> {
  await indexTable(strapi, trx, STATE_TABLE)
    .where({ name: `${FAILED}${uid}` })
    .delete();
}

/**
 * Of the indexed content types given (all when absent), those whose data changed since the index
 * last recorded them (written around the document service: `strapi import`, `strapi transfer`, a
 * migration, direct SQL), never recorded, or marked after a failed index write, sorted by UID
 * (docs/decisions/0183-reference-index-staleness.md). While rows written before the
 * `upload_path` column are not filled (docs/decisions/0148-upload-path-column.md), every type is.
 */
export async function staleContentTypes(strapi: Core.Strapi, uids?: ReadonlySet<string>): Promise<string[]> {
  const filled = await uploadPathsFilled(strapi);
  const recorded = await readStates<string>(strapi, strapi.db.connection, WATERMARK);
  const failed = await readStates<string>(strapi, strapi.db.connection, FAILED);
  const stale: string[] = [];
  for (const type of listManagedContentTypes(strapi)) {
    if (uids && !uids.has(type.uid)) continue;
    if (!filled || failed.has(`${FAILED}${type.uid}`)) {
      stale.push(type.uid);
      continue;
    }
    const known = recorded.get(`${WATERMARK}${type.uid}`);
    if (known === undefined || known !== (await currentWatermark(strapi, type.uid))) stale.push(type.uid);
  }
  return stale;
}
