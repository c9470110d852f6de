import { CouldNotRunError } from '../exit-codes';
import type { DiscoveryTarget } from '../discovery';
import type { Check, Discovery } from '../types';
import { movedChecks } from './moved-checks';
import { siteChecks } from './site-checks';
import { compareSitemap, type SitemapSummary } from './sitemap-compare';
import { readSitemap } from './sitemap-read';

/** The website options of `smoke` (docs/ci.md, "The website"). */
export interface SiteStageOptions {
  site: boolean;
  /** `--moved`: also one `moved` check per recorded old URL with a redirect rule. */
  moved: boolean;
  siteOrigin?: string;
  sitemap?: string;
  failOn: string[];
  timeout: number;
  /** Whether this run does the run-wide work (the sitemap): unsharded, or shard 1. */
  firstShard: boolean;
}

/** What the website stage adds to a run. */
export interface SiteStage {
  checks: Check[];
  notes: string[];
  sitemap: SitemapSummary | null;
}

/** Sitemap bytes read at most (the sitemaps.org protocol caps a sitemap at 50 MB uncompressed). */
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

/**
 * GETs a sitemap (redirects followed) and returns its body.
 * @throws CouldNotRunError on a network error, a non-2xx answer or an oversized body
 */
async function fetchSitemapBytes(url: string, timeoutMs: number): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new CouldNotRunError(`--sitemap: ${url} could not be read (${cause}).`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CouldNotRunError(`--sitemap: ${url} answered HTTP ${response.status}.`);
  }
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.length > MAX_SITEMAP_BYTES) throw new CouldNotRunError(`--sitemap: ${url} is larger than 50 MB.`);
  return body;
}

/**
 * The website part of a run: `site` checks for the (sampled) page rows with `--site`, and the
 * sitemap cross-check with `--sitemap` against every page row, done once per run (in shard 1 of a
 * sharded run, so merged shards report it once). With `--moved`, one `moved` check per recorded
 * old URL (`movedChecks`), read from the server's `v1/moved-urls`.
 * @param sampled the page rows this run tests (`--sample`)
 * @param all every page row the server listed
 */
export async function siteStage(
  sampled: Discovery['frontend'],
  all: Discovery['frontend'],
  options: SiteStageOptions,
  target: DiscoveryTarget,
): Promise<SiteStage> {
  const stage: SiteStage = { checks: [], notes: [], sitemap: null };
  if (options.site) {
    const planned = siteChecks(sampled, options.siteOrigin);
    stage.checks = planned.checks;
    stage.notes.push(...planned.notes);
    if (planned.checks.length === 0 && !all.some((row) => row.site_url !== undefined)) {
      stage.notes.push(
        '--site: the server lists no site_url (set siteUrl and urlPatterns in the plugin config).',
      );
    }
  }
  if (options.site && options.moved) {
    const moved = await movedChecks(target, options.siteOrigin);
    stage.checks.push(...moved.checks);
    stage.notes.push(...moved.notes);
  }
  if (options.sitemap && options.firstShard) {
    const { entries, sitemaps } = await readSitemap(options.sitemap, (url) =>
      fetchSitemapBytes(url, options.timeout),
    );
    const compared = compareSitemap(entries, all, options.siteOrigin, options.failOn.includes('sitemap'));
    stage.sitemap = { url: options.sitemap, sitemaps, ...compared };
  }
  return stage;
}
