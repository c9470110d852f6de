import { checkLink, HostLimiter, type LinkCheckResult } from '@route-discovery/check-engine';
import { OUTSIDE_CMS_REASON } from './link-labels';
import type { ContentLinkRow } from './links';

/**
 * Tests one link from the browser with the check engine the CLI uses (HEAD then GET, retries,
 * per-host politeness). Links into this CMS are requested on the admin's own origin, as an
 * anonymous visitor (no credentials). Outside links are not requested: a browser cannot read
 * another origin's answer without CORS, so they are `not-checkable` here (the CLI's `--links all`
 * checks them; docs/decisions/0093-links-admin.md).
 */
export function createLinkTester(origin: string) {
  // The admin's own server: lychee's default 50 ms between requests to one host (lychee-lib src/ratelimit/config.rs), 4 at once.
  const limiter = new HostLimiter({ intervalMs: 50, concurrency: 4 });
  return async (row: ContentLinkRow): Promise<Pick<LinkCheckResult, 'outcome' | 'reason'>> => {
    // Outside links, site pages and files of an outside upload provider: another origin.
    if (!row.target.startsWith('/') && !row.target.startsWith(`${origin}/`)) {
      return { outcome: 'not-checkable', reason: OUTSIDE_CMS_REASON };
    }
    const url = row.target.startsWith('/') ? `${origin}${row.target}` : row.target;
    const fetchAnonymously = (input: string, init: RequestInit) =>
      fetch(input, { ...init, credentials: 'omit' });
    return checkLink(url, { fetchImpl: fetchAnonymously, limiter, timeoutMs: 10_000, maxRetries: 1 });
  };
}
