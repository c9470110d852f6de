import type { FrontendRow } from '../types';
import { pageRowsWithSiteUrl, rewriteOrigin } from './site-checks';
import type { SitemapEntry } from './sitemap-read';

/** One disagreement between the sitemap and the published pages. */
export interface SitemapFinding {
  /** `missing`: a published page not in the sitemap; `stale`: a sitemap URL no published page has; `hreflang`: alternates that disagree with the published locales. */
  kind: 'missing' | 'stale' | 'hreflang';
  url: string;
  message: string;
  /** Whether it fails the run: missing and stale entries with `--fail-on sitemap`; hreflang never. */
  fails: boolean;
}

/** The sitemap cross-check of a run (`--sitemap`). */
export interface SitemapSummary {
  url: string;
  sitemaps: number;
  entries: number;
  pages: number;
  findings: SitemapFinding[];
}

/**
 * The comparable form of a URL: on `origin` when given (`rewriteOrigin`), without fragment and
 * without a trailing slash (`/blog/a/` and `/blog/a` name one page; the root stays `/`).
 */
export function comparableUrl(url: string, origin: string | undefined): string | null {
  try {
    const parsed = new URL(rewriteOrigin(url, origin));
    const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
    return `${parsed.origin}${path}${parsed.search}`;
  } catch {
    return null;
  }
}

/** hreflang alternates of one sitemap entry against the locales its document is published in. */
function hreflangFindings(
  entry: SitemapEntry,
  published: Map<string, { key: string; url: string }>,
  origin: string | undefined,
): string[] {
  const messages: string[] = [];
  const listed = new Set<string>();
  for (const { hreflang, href } of entry.alternates) {
    if (hreflang.toLowerCase() === 'x-default') continue;
    const locale = [...published.keys()].find((code) => code.toLowerCase() === hreflang.toLowerCase());
    if (!locale) {
      messages.push(`hreflang ${hreflang} -> ${href}, but the document is not published in ${hreflang}`);
      continue;
    }
    listed.add(locale);
    const expected = published.get(locale);
    if (expected && comparableUrl(href, origin) !== expected.key) {
      messages.push(`hreflang ${hreflang} -> ${href}, but the published ${locale} page is ${expected.url}`);
    }
  }
  for (const locale of published.keys()) {
    if (!listed.has(locale)) messages.push(`no hreflang alternate for the published locale ${locale}`);
  }
  return messages;
}

/**
 * Compares a sitemap with the published pages (`site_url` of every page row): pages missing from
 * the sitemap, sitemap URLs that match no published page (stale: unpublished, deleted, wrong
 * locale), and, for entries that list `xhtml:link` alternates, alternates that disagree with the
 * locales the document is published in. Both sides go through `comparableUrl`.
 * @param rows every page row of the discovery (not a sample: a sample would make entries stale)
 */
export function compareSitemap(
  entries: readonly SitemapEntry[],
  rows: readonly FrontendRow[],
  origin: string | undefined,
  failOnSitemap: boolean,
): Omit<SitemapSummary, 'url' | 'sitemaps'> {
  const pages = pageRowsWithSiteUrl(rows);
  const pageUrls = new Map<string, FrontendRow>();
  // A document's published locales: content type + content-API path name one document.
  const documents = new Map<string, Map<string, { key: string; url: string }>>();
  for (const row of pages) {
    const url = comparableUrl(row.site_url as string, origin);
    if (!url) continue;
    pageUrls.set(url, row);
    if (row.locale) {
      const key = `${row.page_type} ${row.resolved_url}`;
      if (!documents.has(key)) documents.set(key, new Map());
      documents.get(key)?.set(row.locale, { key: url, url: row.site_url as string });
    }
  }
  const listed = new Set<string>();
  const findings: SitemapFinding[] = [];
  for (const entry of entries) {
    const url = comparableUrl(entry.loc, origin);
    if (!url) continue;
    listed.add(url);
    const page = pageUrls.get(url);
    if (!page) {
      findings.push({
        kind: 'stale',
        url: entry.loc,
        message: 'in the sitemap, but no published page has this URL',
        fails: failOnSitemap,
      });
      continue;
    }
    const published = documents.get(`${page.page_type} ${page.resolved_url}`);
    if (published && entry.alternates.length > 0) {
      for (const message of hreflangFindings(entry, published, origin)) {
        findings.push({ kind: 'hreflang', url: entry.loc, message, fails: false });
      }
    }
  }
  for (const [url, row] of pageUrls) {
    if (!listed.has(url)) {
      const where = `${row.page_type}${row.locale ? ` (${row.locale})` : ''}`;
      findings.push({
        kind: 'missing',
        url: row.site_url as string,
        message: `published ${where}, but not in the sitemap`,
        fails: failOnSitemap,
      });
    }
  }
  const order = { missing: 0, stale: 1, hreflang: 2 };
  findings.sort((a, b) => order[a.kind] - order[b.kind]);
  return { entries: entries.length, pages: pageUrls.size, findings };
}
