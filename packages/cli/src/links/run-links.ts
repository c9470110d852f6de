import { getJson, type DiscoveryTarget } from '../discovery';
import { CouldNotRunError } from '../exit-codes';
import { checkContentLinks } from './check-links';
import { summarizeLinks } from './summary';
import type { LinkRow, LinksMode, LinksSummary } from './types';

/**
 * The options of `route-discovery smoke` the links stage reads; `SmokeOptions` (`options.ts`)
 * extends them.
 */
export interface LinkRunOptions {
  /** `--links internal|all` (docs/ci.md, "Content links"); off when absent. */
  links?: string;
  url: string;
  concurrency: number;
  /** ms */
  timeout: number;
  retries: number;
  /** requests per second, 0 for no ceiling */
  rate: number;
  /** ms between two requests to one outside host */
  hostInterval: number;
  hostConcurrency: number;
  cache?: string;
  /** seconds */
  cacheMaxAge: number;
  excludeHost: string[];
  accept: string;
  strict: boolean;
}

/**
 * Reads `v1/content-links` and checks its rows as `--links` asks (docs/ci.md, "Content links").
 * @returns the links part of the report, or null when `--links` was not given
 * @throws CouldNotRunError when the endpoint fails (a server without it answers 404)
 */
export async function runContentLinks(
  options: LinkRunOptions,
  target: DiscoveryTarget,
): Promise<LinksSummary | null> {
  if (!options.links) return null;
  const mode = options.links as LinksMode;
  const body = await getJson<{ links: LinkRow[] }>(target, 'content-links', false);
  if (!Array.isArray(body?.links))
    throw new CouldNotRunError('discovery API content-links answered without a `links` array.');
  const results = await checkContentLinks(
    body.links,
    {
      mode,
      hostIntervalMs: options.hostInterval,
      hostConcurrency: options.hostConcurrency,
      cacheFile: options.cache,
      cacheMaxAgeSeconds: options.cacheMaxAge,
      excludeHosts: options.excludeHost,
      accept: options.accept,
      strict: options.strict,
    },
    {
      baseUrl: options.url,
      timeoutMs: options.timeout,
      maxRetries: options.retries,
      concurrency: options.concurrency,
      rate: options.rate,
    },
  );
  return summarizeLinks(mode, results);
}
