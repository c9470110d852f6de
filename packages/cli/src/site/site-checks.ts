import type { Check, FrontendRow } from '../types';

/**
 * The same page on another host (`--site-origin`): the origin (and base path, if any) of `origin`,
 * the path and query of `siteUrl`. Hash fragments are dropped (never sent in a request).
 * @param origin an absolute http(s) URL, e.g. `https://staging.example.com`
 */
export function rewriteOrigin(siteUrl: string, origin: string | undefined): string {
  if (!origin) return siteUrl;
  const page = new URL(siteUrl);
  const host = new URL(origin);
  return `${host.origin}${host.pathname.replace(/\/+$/, '')}${page.pathname}${page.search}`;
}

/** Page rows that name a website page: `source: page` with a non-empty `site_url`. */
export function pageRowsWithSiteUrl(rows: readonly FrontendRow[]): FrontendRow[] {
  return rows.filter(
    (row) => row.source === 'page' && typeof row.site_url === 'string' && row.site_url !== '',
  );
}

/**
 * One `site` check per distinct website page (docs/ci.md, "The website"): a GET of the row's
 * `site_url` (on `--site-origin` when given) that must answer 2xx; a redirect passes and is
 * reported with its target unless `--no-redirects`. The JUnit class name is the content type;
 * `pageType` and `locale` group the Markdown report.
 * @returns the checks and a note for rows whose `site_url` is empty, with their reasons
 */
export function siteChecks(
  rows: readonly FrontendRow[],
  origin: string | undefined,
): { checks: Check[]; notes: string[] } {
  const checks: Check[] = [];
  const seen = new Set<string>();
  for (const row of pageRowsWithSiteUrl(rows)) {
    const target = rewriteOrigin(row.site_url as string, origin);
    if (seen.has(target)) continue;
    seen.add(target);
    checks.push({
      scope: 'site',
      method: 'GET',
      path: row.site_url as string,
      target,
      handler: row.page_type,
      expect: 'success',
      withAdminToken: false,
      pageType: row.page_type,
      locale: row.locale ?? null,
    });
  }
  const empty = rows.filter((row) => row.source === 'page' && !row.site_url);
  const notes: string[] = [];
  if (empty.length > 0) {
    const reasons = [...new Set(empty.map((row) => row.site_url_reason || 'no siteUrl configured'))].slice(
      0,
      5,
    );
    notes.push(`${empty.length} page row(s) have no site_url and were not requested: ${reasons.join('; ')}.`);
  }
  return { checks, notes };
}
