import type { Core } from '@strapi/strapi';
import { findingSeveritySchema, type FindingSeverity, type Summary } from '@route-discovery/contract';
import { cachedExposureReport } from '../exposure';
import { isGraphqlInstalled, readGraphqlSettings } from '../graphql';
import { contentRowInputs } from '../model/content-inputs';
import { readFingerprintOffThread, type FingerprintInput } from '../model/table-fingerprint';
import { ACCESS_MODEL_INPUTS } from '../permissions/grants-fingerprint';
import { listRuns } from '../runs';
import { readSettings } from '../settings';
import { LOG_PREFIX } from '../identity';
import { emptyRecountState, readRecounted, type RecountState } from './recount';

/** The counts that come from walks of the content (the part of the summary kept in the cache). */
export type WalkedCounts = Pick<Summary, 'backend' | 'frontend' | 'graphql' | 'links' | 'counted_at'>;

interface InstanceCache {
  /** The last counts and the recount under way (one per instance: recount.ts). */
  counts: RecountState<WalkedCounts>;
  inputs: readonly FingerprintInput[] | null;
}

/**
 * Ms the first read of an instance (no counts kept yet) waits for the first walk before it
 * answers `counting` (202): a small site's walk ends well within it (tens of ms), so its first
 * visit shows counts at once; a large site's (21 s at 100,000 documents, 62 s at 1,000,000:
 * docs/benchmarks.md) does not hold the request (docs/decisions/0149-summary-recount-in-background.md).
 */
export const FIRST_COUNT_WAIT_MS = 3000;

/** The answer while the first walk of an instance runs: when it started (ISO 8601). */
export interface CountingSummary {
  counting: { started_at: string };
}

const caches = new WeakMap<Core.Strapi, InstanceCache>();

/**
 * What the walked counts read from the database (docs/decisions/0131-summary-aggregates.md): the
 * rows of every content type an admin manages (a document's update sets its `updatedAt`, its
 * components and relations included; publishing adds rows), upload files, i18n locales, and the public role's
 * permissions (which types the lists read). Built once per instance: the list is the key its
 * fingerprint statement is compiled under (`readFingerprint`).
 */
function summaryInputs(strapi: Core.Strapi, cache: InstanceCache): readonly FingerprintInput[] {
  if (!cache.inputs) cache.inputs = [...contentRowInputs(strapi), ...ACCESS_MODEL_INPUTS];
  return cache.inputs;
}

/**
 * The summary (`GET v1/summary`, docs/api.md, "Summary"). The walked counts (URLs, GraphQL
 * operations, content links) are kept per instance under a key made of the fingerprint of the
 * tables they read (`summaryInputs`, one statement) and the settings and origin they depend on.
 * A repeat visit costs that statement, run in a worker thread on SQLite (decision 0248). After a change through Strapi (a document saved,
 * published or deleted, a file, a permission) the kept counts are answered at once with
 * `counts_state: 'updating'` while one walk per instance recounts in the background
 * (docs/decisions/0149-summary-recount-in-background.md); with no counts kept yet, the first walk
 * is awaited up to `FIRST_COUNT_WAIT_MS`, then `CountingSummary` is answered. A failed recount
 * keeps the last counts and is logged (the error's name only). Findings come from the exposure
 * audit's own cache, the last run from the runs table.
 */
export async function cachedSummary(
  strapi: Core.Strapi,
  origin: string,
  walk: () => Promise<WalkedCounts>,
): Promise<Omit<Summary, 'files'> | CountingSummary> {
  let cache = caches.get(strapi);
  if (!cache) caches.set(strapi, (cache = { counts: emptyRecountState(), inputs: null }));
  const inputs = summaryInputs(strapi, cache);
  const settings = JSON.stringify([
    readSettings(strapi).config,
    origin,
    isGraphqlInstalled(strapi) && readGraphqlSettings(strapi),
  ]);
  const key = `${await readFingerprintOffThread(strapi, inputs)}#${settings}`;
  const read = await readRecounted(cache.counts, key, walk, {
    firstWaitMs: FIRST_COUNT_WAIT_MS,
    onFailure: (error) =>
      strapi.log.warn(
        `${LOG_PREFIX} the summary's recount failed (${error instanceof Error ? error.name : 'error'}); the last counts stay`,
      ),
  });
  if (read.state === 'counting') return { counting: { started_at: read.startedAt } };
  const [{ report }, runs] = await Promise.all([cachedExposureReport(strapi), listRuns(strapi, 1)]);
  const findings = Object.fromEntries(
    findingSeveritySchema.options.map((severity) => [severity, 0]),
  ) as Record<FindingSeverity, number>;
  for (const finding of report.findings) findings[finding.severity] += 1;
  const { counted_at: countedAt, ...walked } = read.value;
  return {
    ...walked,
    findings,
    last_run: runs[0] ?? null,
    counted_at: countedAt,
    counts_state: read.state,
  };
}
