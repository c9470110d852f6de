import type { Core } from '@strapi/strapi';
import { findingSeveritySchema, type FindingSeverity, type Summary } from '@route-discovery/contract';
import { cachedExposureReport } from '../exposure/exposure-cache';
import { isGraphqlInstalled } from '../graphql/schema-source';
import { readGraphqlSettings } from '../graphql/settings';
import { listManagedContentTypes } from '../model/content-types';
import { readFingerprint, type FingerprintInput } from '../model/table-fingerprint';
import { ACCESS_MODEL_INPUTS } from '../permissions/grants-fingerprint';
import { listRuns } from '../runs/run-store';
import { readSettings } from '../settings';

/** The counts that come from walks of the content (the part of the summary kept in the cache). */
export type WalkedCounts = Pick<Summary, 'backend' | 'frontend' | 'graphql' | 'links' | 'counted_at'>;

interface Entry {
  key: string;
  counts: WalkedCounts;
}

interface InstanceCache {
  entry: Entry | null;
  /** The build under way, by key: concurrent requests that find no entry share one walk. */
  building: Map<string, Promise<WalkedCounts>>;
  inputs: readonly FingerprintInput[] | null;
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
  if (!cache.inputs) {
    const uids = new Set([
      ...listManagedContentTypes(strapi).map((type) => type.uid),
      'plugin::upload.file',
      'plugin::i18n.locale',
    ]);
    cache.inputs = [
      ...[...uids].map((uid): FingerprintInput => ({ kind: 'rows', uid })),
      ...ACCESS_MODEL_INPUTS,
    ];
  }
  return cache.inputs;
}

/**
 * The summary (`GET v1/summary`, docs/api.md, "Summary"). The walked counts of `GET v1/summary` (docs/api.md, "Summary"). The walked counts
 * (URLs, GraphQL operations, content links) are kept per instance under a key made of the
 * fingerprint of the tables they read (`summaryInputs`, one statement) and the settings and
 * origin they depend on: a repeat visit costs that statement; any change through Strapi
 * (a document saved, published or deleted, a file, a permission) makes the next visit walk
 * again. Findings come from the exposure audit's own cache, the last run from the runs table.
 */
export async function cachedSummary(
  strapi: Core.Strapi,
  origin: string,
  walk: () => Promise<WalkedCounts>,
): Promise<Omit<Summary, 'files'>> {
  let cache = caches.get(strapi);
  if (!cache) caches.set(strapi, (cache = { entry: null, building: new Map(), inputs: null }));
  const inputs = summaryInputs(strapi, cache);
  const settings = JSON.stringify([
    readSettings(strapi).config,
    origin,
    isGraphqlInstalled(strapi) && readGraphqlSettings(strapi),
  ]);
  const keyNow = async () => `${await readFingerprint(strapi, inputs)}#${settings}`;
  const key = await keyNow();
  let counts = cache.entry?.key === key ? cache.entry.counts : null;
  if (!counts) {
    let build = cache.building.get(key);
    if (!build) {
      const owner = cache;
      build = walk().then(async (walked) => {
        // Kept only when nothing changed during the walk (read half before, half after).
        if ((await keyNow()) === key) owner.entry = { key, counts: walked };
        return walked;
      });
      cache.building.set(key, build);
      void build.finally(() => owner.building.delete(key)).catch(() => undefined);
    }
    counts = await build;
  }
  const [{ report }, runs] = await Promise.all([cachedExposureReport(strapi), listRuns(strapi, 1)]);
  const findings = Object.fromEntries(
    findingSeveritySchema.options.map((severity) => [severity, 0]),
  ) as Record<FindingSeverity, number>;
  for (const finding of report.findings) findings[finding.severity] += 1;
  const { counted_at: countedAt, ...walked } = counts;
  return { ...walked, findings, last_run: runs[0] ?? null, counted_at: countedAt };
}
