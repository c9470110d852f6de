import type { Core } from '@strapi/strapi';
import type { ExposureReport } from '@route-discovery/contract';
import { readFingerprint, type FingerprintInput } from '../model/table-fingerprint';
import { ACCESS_MODEL_INPUTS } from '../permissions/grants-fingerprint';
import { SingleFlight } from '../streaming/shared-batches';
import { localFactsKey, PLUGIN_FACT_INPUTS } from './plugin-facts';
import { REGISTRATION_INPUTS } from './registration';
import { buildExposureReport } from './report';

/** An audit as served: the report and its JSON text (the response body without `metadata`). */
export interface CachedExposure {
  /** Shared by every caller: read it, never change it. */
  report: ExposureReport;
  /** `JSON.stringify(report)`. */
  json: string;
  /** `Date.now()` value from which the report is stale (the first counted API token expires). */
  validUntil: number;
}

interface Entry extends CachedExposure {
  key: string;
}

interface InstanceCache {
  entry: Entry | null;
  /** Builds of the report, by inputs key. */
  flights: SingleFlight<Entry>;
  /** Reads of the inputs key: requests that arrive before a read starts share it. */
  keys: SingleFlight<string>;
}

/**
 * Every database input of the audit: the access model's, the registration setting, the admin
 * roles. With `localFactsKey`, what the report depends on (`v1/openapi`'s answer key reads them).
 */
export const AUDIT_INPUTS: readonly FingerprintInput[] = [
  ...ACCESS_MODEL_INPUTS,
  ...REGISTRATION_INPUTS,
  ...PLUGIN_FACT_INPUTS,
];

const caches = new WeakMap<Core.Strapi, InstanceCache>();

function cacheOf(strapi: Core.Strapi): InstanceCache {
  let cache = caches.get(strapi);
  if (!cache) {
    // One batch per flight: the built entry.
    cache = {
      entry: null,
      flights: new SingleFlight<Entry>(1),
      keys: new SingleFlight<string>(1, { joinBeforeStart: true }),
    };
    caches.set(strapi, cache);
  }
  return cache;
}

/**
 * What the audit depends on, as text: the fingerprint of its database inputs (read in one
 * statement, so every instance on the database sees a change at once) and this process's facts.
 */
async function inputsKey(strapi: Core.Strapi): Promise<string> {
  return `${await readFingerprint(strapi, AUDIT_INPUTS)}#${localFactsKey(strapi)}`;
}

/** One value as a one-batch producer (a flight's source). */
async function* once<T>(value: () => Promise<T>): AsyncGenerator<T> {
  yield await value();
}

/** `inputsKey`, read once for every request that arrived before the read began. */
async function currentKey(strapi: Core.Strapi, cache: InstanceCache): Promise<string> {
  for await (const key of cache.keys.read('inputs', () => once(() => inputsKey(strapi)))) return key;
  throw new Error('The exposure audit read no fingerprint');
}

/**
 * Builds the report for `key`, and keeps it when the inputs still read `key` afterwards: a
 * change during the build (read half before, half after) leaves nothing cached behind it.
 */
async function* build(strapi: Core.Strapi, cache: InstanceCache, key: string): AsyncGenerator<Entry> {
  const { report, validUntil } = await buildExposureReport(strapi);
  const entry: Entry = { key, validUntil, report, json: JSON.stringify(report) };
  if ((await inputsKey(strapi)) === key) cache.entry = entry;
  yield entry;
}

/**
 * The exposure audit, rebuilt only when one of its inputs changed (decision 0120): on every call
 * the fingerprint of roles, permissions, API tokens and their links, the users-permissions
 * advanced settings and the admin roles and permissions is read from the database in one
 * statement, beside this process's plugin settings; an unchanged fingerprint, before the first
 * counted API token expires, answers the report built last. Calls that arrive before a
 * fingerprint read begins share it, and concurrent calls that find no such report share one
 * build (`SingleFlight`).
 * @throws the database error when the database is unreachable (answered 503 by the API guard)
 */
export async function cachedExposureReport(strapi: Core.Strapi): Promise<CachedExposure> {
  const cache = cacheOf(strapi);
  const key = await currentKey(strapi, cache);
  const held = cache.entry;
  if (held && held.key === key && Date.now() < held.validUntil) return held;
  for await (const entry of cache.flights.read(key, () => build(strapi, cache, key))) return entry;
  throw new Error('The exposure audit produced no report');
}
