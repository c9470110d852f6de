import { samplePages } from '../site/sample';
import { pageRowsWithSiteUrl, rewriteOrigin } from '../site/site-checks';
import type { FrontendRow } from '../types';

/** The formats of `route-discovery urls --format` (docs/ci.md, "URL lists for page tools"). */
export const URL_LIST_FORMATS = ['text', 'pa11y-ci', 'unlighthouse', 'lighthouse-ci'] as const;

/** One URL-list format. */
export type UrlListFormat = (typeof URL_LIST_FORMATS)[number];

/** Which published pages go into the list. */
export interface UrlSelection {
  /** Keep only these locales (`null`-locale pages, of types without i18n, are always kept). */
  locales: string[];
  /** The first N pages per content type and locale (`samplePages`), or all. */
  sample?: number;
  /** Another host for the same paths (`--site-origin`, a staging or preview deployment). */
  origin?: string;
}

/**
 * The distinct website URLs of the published pages in `rows` (page rows with a `site_url`), in
 * the server's order, after `--locale`, `--sample` and `--site-origin`. Pure.
 */
export function siteUrls(rows: readonly FrontendRow[], selection: UrlSelection): string[] {
  const pages = pageRowsWithSiteUrl(rows).filter(
    (row) => selection.locales.length === 0 || row.locale == null || selection.locales.includes(row.locale),
  );
  const urls = samplePages(pages, selection.sample).map((row) =>
    rewriteOrigin(row.site_url as string, selection.origin),
  );
  return [...new Set(urls)];
}

/**
 * The URL list in one tool's own config shape. Pure; the text ends with a newline.
 * - `text`: one URL a line (pa11y-ci `--sitemap`-less input, unlighthouse `--urls`, any shell loop).
 * - `pa11y-ci`: its JSON config, `{ "defaults": {...}, "urls": [...] }` (pa11y-ci README,
 *   "Configuration"); `defaults` holds a timeout only: Chrome options are the job's to add.
 * - `unlighthouse`: a config of `site` (the first URL's origin) and `urls` as paths, with the
 *   crawler and the sitemap scan off, so exactly these pages are scanned (unlighthouse.dev,
 *   "Manually providing URLs"). Unlighthouse reads one origin: URLs on another origin are left out.
 * - `lighthouse-ci`: a `lighthouserc.json`, `{ "ci": { "collect": { "url": [...] } } }`
 *   (GoogleChrome/lighthouse-ci docs/configuration.md, "collect.url").
 */
export function formatUrlList(urls: readonly string[], format: UrlListFormat): string {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  switch (format) {
    case 'text':
      return urls.map((url) => `${url}\n`).join('');
    case 'pa11y-ci':
      return json({ defaults: { timeout: 30000 }, urls });
    case 'lighthouse-ci':
      return json({ ci: { collect: { url: urls } } });
    case 'unlighthouse': {
      const site = urls.length > 0 ? new URL(urls[0]).origin : '';
      const paths = urls
        .map((url) => new URL(url))
        .filter((url) => url.origin === site)
        .map((url) => `${url.pathname}${url.search}`);
      return json({ site, urls: paths, scanner: { crawler: false, sitemap: false } });
    }
  }
}
