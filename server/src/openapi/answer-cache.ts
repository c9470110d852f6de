import type { Core } from '@strapi/strapi';
import { AUDIT_INPUTS } from '../exposure';
import { contentRowInputs } from '../model/content-inputs';
import { readFingerprintOffThread, type FingerprintInput } from '../model/table-fingerprint';
import { SingleFlight } from '../streaming/shared-batches';

/** What the answer was built from, besides the database. */
export interface AnswerSources {
  /** The generated document's build (`GeneratedAnswer.build`), compared by identity. */
  build: object;
  /** The settings and process facts the answer depends on (the exposure report's included), as text. */
  settings: string;
}

/** A built answer: its bytes, and until when the exposure report it used is valid. */
export interface BuiltAnswer {
  body: Buffer;
  validUntil: number;
}

interface Entry extends BuiltAnswer {
  key: string;
  sources: AnswerSources;
}

interface InstanceCache {
  entry: Entry | null;
  flights: SingleFlight<Entry>;
  /** Reads of the fingerprint: requests that arrive before a read starts share it. */
  keys: SingleFlight<string>;
  inputs: readonly FingerprintInput[];
}

const caches = new WeakMap<Core.Strapi, InstanceCache>();

function cacheOf(strapi: Core.Strapi): InstanceCache {
  let cache = caches.get(strapi);
  if (!cache) {
    // The list is built once: its fingerprint statement is compiled once per list.
    const inputs = [...contentRowInputs(strapi), ...AUDIT_INPUTS];
    const keys = new SingleFlight<string>(1, { joinBeforeStart: true });
    cache = { entry: null, flights: new SingleFlight<Entry>(1), keys, inputs };
    caches.set(strapi, cache);
  }
  return cache;
}

const sameSources = (a: AnswerSources, b: AnswerSources) => a.build === b.build && a.settings === b.settings;

async function* once<T>(value: () => Promise<T>): AsyncGenerator<T> {
  yield await value();
}

/**
 * The fingerprint, read once for every request that arrived before the read began; on SQLite in
 * the fingerprint worker thread (decision 0252).
 */
async function currentKey(strapi: Core.Strapi, cache: InstanceCache): Promise<string> {
  for await (const key of cache.keys.read('inputs', () =>
    once(() => readFingerprintOffThread(strapi, cache.inputs)),
  ))
    return key;
  throw new Error('The OpenAPI answer read no fingerprint');
}

/**
 * `v1/openapi`'s body, rebuilt only when what it is made of changed (decision 0193): the
 * generated document's build (by identity), the settings and process facts, the first expiry of
 * the exposure report it used, and one fingerprint of what the examples, the GraphQL part and the
 * exposure report read (the managed content types' rows, upload files, locales, and the audit's
 * inputs: one statement, shared by the requests that arrive before it starts, as decision 0120's).
 * A request served from it reads nothing else. Concurrent calls that find no such body share one
 * build; a build keeps its body only if the fingerprint read after it equals the one read before.
 * @param build makes the body (JSON bytes) from the current content, with its exposure report's
 *   `validUntil`
 * @returns the body, and whether it was built by an earlier call
 * @throws the database error when the database is unreachable
 */
export async function cachedAnswer(
  strapi: Core.Strapi,
  sources: AnswerSources,
  build: () => Promise<BuiltAnswer>,
): Promise<{ body: Buffer; cached: boolean }> {
  const cache = cacheOf(strapi);
  const key = await currentKey(strapi, cache);
  const held = cache.entry;
  if (held && held.key === key && sameSources(held.sources, sources) && Date.now() < held.validUntil)
    return { body: held.body, cached: true };
  const flightKey = `${key}#${sources.settings}`;
  const flight = cache.flights.read(flightKey, () =>
    once(async () => {
      const entry: Entry = { key, sources, ...(await build()) };
      if ((await readFingerprintOffThread(strapi, cache.inputs)) === key) cache.entry = entry;
      return entry;
    }),
  );
  for await (const entry of flight) return { body: entry.body, cached: false };
  throw new Error('The OpenAPI answer was not built');
}
