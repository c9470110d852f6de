import { CouldNotRunError } from '../exit-codes';
import { hasCredentials } from '../redact';
import type { Shard } from './shard';

/** The website and scale-out options of `smoke` (docs/ci.md). */
export interface SiteOptions {
  site: boolean;
  siteOrigin?: string;
  /** `--moved`: check the recorded old URLs (suite `moved`). */
  moved: boolean;
  /** The codes a `moved` check accepts for a redirect and for a gone page. */
  redirectStatus: number[];
  goneStatus: number[];
  sitemap?: string;
  shard?: Shard;
  /** `--timings FILE`: a JSON report whose check durations split the shards by time. */
  timings?: string;
  sample?: number;
  /** Requests in flight to one website host at once. */
  siteHostConcurrency: number;
  /** Milliseconds between two request starts to one website host. */
  siteHostInterval: number;
}

/** The `--fail-on` values: routes removed since the baseline, sitemap missing/stale entries, integrity findings. */
export const FAIL_ON_VALUES = ['removed', 'sitemap', 'integrity'] as const;

/** An absolute http(s) URL without credentials, or a CouldNotRunError naming the option. */
export function httpUrl(option: string, value: string): void {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new CouldNotRunError(`${option} ${JSON.stringify(value)} is not an absolute URL.`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    throw new CouldNotRunError(`${option} must start with http:// or https://.`);
  if (hasCredentials(parsed))
    throw new CouldNotRunError(`${option} must not carry credentials (user:password@).`);
}

/**
 * Checks the website options commander cannot: `--site-origin` and `--sitemap` URLs, the
 * `--fail-on` values, `--site-origin` only with `--site` or `--sitemap`.
 * @throws CouldNotRunError naming the option to fix
 */
export function validateSiteOptions(options: SiteOptions & { failOn: string[] }): void {
  if (options.siteOrigin) httpUrl('--site-origin', options.siteOrigin);
  if (options.sitemap) httpUrl('--sitemap', options.sitemap);
  if (options.siteOrigin && !options.site && !options.sitemap) {
    throw new CouldNotRunError('--site-origin goes with --site or --sitemap.');
  }
  for (const value of options.failOn) {
    if (!(FAIL_ON_VALUES as readonly string[]).includes(value)) {
      throw new CouldNotRunError(
        `--fail-on ${JSON.stringify(value)}: the values are ${FAIL_ON_VALUES.join(', ')}.`,
      );
    }
  }
  if (options.moved && !options.site) throw new CouldNotRunError('--moved goes with --site.');
  if (options.timings && !options.shard) {
    throw new CouldNotRunError('--timings goes with --shard i/n.');
  }
  if (options.failOn.includes('sitemap') && !options.sitemap) {
    throw new CouldNotRunError('--fail-on sitemap goes with --sitemap URL.');
  }
}
