import type { Core } from '@strapi/strapi';
import type { ExposureReport } from '@route-discovery/contract';
import { readFingerprintOffThread, type FingerprintInput } from '../model/table-fingerprint';
import { ACCESS_MODEL_INPUTS } from '../permissions/grants-fingerprint';
import { BackgroundBuilds, UnfinishedBuildError, type BuildSubject } from '../runtime';
import { readSettings } from '../settings';
import { SingleFlight } from '../streaming/shared-batches';
import { localFactsKey, PLUGIN_FACT_INPUTS } from './plugin-facts';
import { REGISTRATION_INPUTS } from './registration';
import { buildExposureReport } from './report';

/** An audit as served: the report and its JSON bytes (the response body without `metadata`). */
export interface CachedExposure {
  /** Shared by every caller: read it, never change it. */
  report: ExposureReport;
  /**
   * `JSON.stringify(report)` without its closing `}`, as UTF-8 bytes: encoded once per build, so an
   * answer copies bytes instead of encoding the whole report again per request (decision 0256).
   */
  head: Buffer;
  /** `Date.now()` value from which the report is stale (the first counted API token expires). */
  validUntil: number;
}

/** How the audit's unfinished builds are named (answers and logs). */
export const EXPOSURE_BUILD: BuildSubject = {
  what: 'The exposure audit',
  builder: 'The exposure audit',
  setting: 'exposure',
};

/**
 * Every database input of the audit: the access model's, the registration setting, the admin
 * roles. With `localFactsKey`, what the report depends on (`v1/openapi`'s answer key reads them).
 */
export const AUDIT_INPUTS: readonly FingerprintInput[] = [
  ...ACCESS_MODEL_INPUTS,
  ...REGISTRATION_INPUTS,
  ...PLUGIN_FACT_INPUTS,
];

/** Reads of the inputs key per instance: requests that arrive before a read starts share it. */
const keyReads = new WeakMap<Core.Strapi, SingleFlight<string>>();
const builds = new BackgroundBuilds<CachedExposure>(EXPOSURE_BUILD);

/**
 * What the audit depends on, as text: the fingerprint of its database inputs (read in one
 * statement, so every instance on the database sees a change at once; on SQLite in the
 * fingerprint worker thread, decision 0252) and this process's facts.
 */
async function inputsKey(strapi: Core.Strapi): Promise<string> {
  return `${await readFingerprintOffThread(strapi, AUDIT_INPUTS)}#${localFactsKey(strapi)}`;
}

/** One value as a one-batch producer (a flight's source). */
async function* once<T>(value: () => Promise<T>): AsyncGenerator<T> {
  yield await value();
}

/** `inputsKey`, read once for every request that arrived before the read began. */
async function currentKey(strapi: Core.Strapi): Promise<string> {
  let reads = keyReads.get(strapi);
  if (!reads) keyReads.set(strapi, (reads = new SingleFlight<string>(1, { joinBeforeStart: true })));
  for await (const key of reads.read('inputs', () => once(() => inputsKey(strapi)))) return key;
  throw new Error('The exposure audit read no fingerprint');
}

/** One build of the report, with its JSON bytes. */
async function build(strapi: Core.Strapi): Promise<CachedExposure> {
  const { report, validUntil } = await buildExposureReport(strapi);
  return { validUntil, report, head: Buffer.from(JSON.stringify(report).slice(0, -1)) };
}

/**
 * The exposure audit, built only when one of its inputs changed (decision 0120), off the request
 * path (decision 0245): on every call the fingerprint of roles, permissions, API tokens and their
 * links, the users-permissions advanced settings and the admin roles and permissions is read from
 * the database in one statement, beside this process's plugin settings; an unchanged fingerprint,
 * before the first counted API token expires, answers the report built last. Calls that arrive
 * before a fingerprint read begins share it. A new fingerprint starts one build per instance
 * (`BackgroundBuilds`), which a call waits for at most the plugin's `exposure.firstBuildWaitMs`;
 * a report is never answered for other inputs than the ones just read.
 * @throws UnfinishedBuildError while the report for the current inputs is being built, or when
 *   its build passed `exposure.buildTimeoutMs`
 * @throws the database error when the database is unreachable (answered 503 by the API guard)
 */
export async function cachedExposureReport(strapi: Core.Strapi): Promise<CachedExposure> {
  const key = await currentKey(strapi);
  const limits = readSettings(strapi).config.exposure;
  const fresh = (held: CachedExposure) => Date.now() < held.validUntil;
  const answer = await builds.answer(strapi, key, limits, () => build(strapi), fresh);
  if (answer.state !== 'ready') throw new UnfinishedBuildError(answer, EXPOSURE_BUILD);
  return answer.value;
}

/** Stops this instance's build of the audit (the plugin's `destroy`). */
export function stopExposureBuild(strapi: Core.Strapi): void {
  builds.stop(strapi);
}
