import { maskSignedUrl, maskSignedUrlsIn } from '@route-discovery/contract';
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
    body.links.map(maskLinkRow),
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

/**
 * A row (or a link result) with a signed URL's signature masked in `url`, `target` and `link_text`
 * (`maskSignedUrl`, decision 0157), before anything else reads it: a server before 0157 sends the
 * signature, and no line or report of this CLI may hold it. From 0151 on such a row is broken
 * offline (`signed-media-url`) and never requested, so the mask changes no outcome.
 */
export function maskLinkRow<Row extends Pick<LinkRow, 'url' | 'target' | 'link_text'>>(row: Row): Row {
  const url = maskSignedUrl(row.url);
  if (url.masked.length === 0) return row;
  const shown = { url: url.url, target: maskSignedUrl(row.target).url };
  return { ...row, ...shown, link_text: maskSignedUrlsIn(row.link_text) };
}
