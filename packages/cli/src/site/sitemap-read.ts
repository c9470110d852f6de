import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { CouldNotRunError } from '../exit-codes';

/** One `<url>` of a sitemap (sitemaps.org protocol 0.9): its `<loc>` and its `xhtml:link rel="alternate"` entries. */
export interface SitemapEntry {
  loc: string;
  /** hreflang -> href (Google's localized versions: `<xhtml:link rel="alternate" hreflang href>`). */
  alternates: Array<{ hreflang: string; href: string }>;
}

/** Sitemaps read from one index at most (the protocol allows 50,000; this bounds a run). */
export const MAX_SITEMAPS = 1000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Every repeatable element as an array, whether the document has one or many.
  isArray: (name) => ['url', 'sitemap', 'link'].includes(name),
  // No entity expansion beyond XML's own: a sitemap is data from a website.
  processEntities: true,
  htmlEntities: false,
});

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Body bytes as XML text: gunzipped when gzip's magic bytes (RFC 1952 section 2.3.1: 1f 8b) start it. */
export function sitemapText(body: Uint8Array): string {
  const bytes = Buffer.from(body);
  const xml = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  return xml.toString('utf8');
}

/**
 * Parses one sitemap document (fast-xml-parser): a `<urlset>` gives entries, a `<sitemapindex>`
 * gives the child sitemaps' URLs.
 * @throws CouldNotRunError when the document is neither
 */
export function parseSitemap(xml: string, source: string): { entries: SitemapEntry[]; children: string[] } {
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw new CouldNotRunError(`--sitemap: ${source} is not well-formed XML.`);
  }
  const index = document.sitemapindex as { sitemap?: Array<{ loc?: unknown }> } | undefined;
  if (index)
    return {
      entries: [],
      children: asArray(index.sitemap)
        .map((s) => text(s.loc))
        .filter(Boolean),
    };
  const urlset = document.urlset as { url?: Array<{ loc?: unknown; link?: unknown }> } | undefined;
  if (!urlset) throw new CouldNotRunError(`--sitemap: ${source} has neither <urlset> nor <sitemapindex>.`);
  const entries = asArray(urlset.url)
    .map((url) => ({
      loc: text(url.loc),
      alternates: asArray(url.link as Array<Record<string, unknown>> | undefined)
        .filter((link) => link.rel === 'alternate' && text(link.hreflang) && text(link.href))
        .map((link) => ({ hreflang: text(link.hreflang), href: text(link.href) })),
    }))
    .filter((entry) => entry.loc);
  return { entries, children: [] };
}

/**
 * Reads a sitemap or sitemap index and every sitemap it lists (one level, as the protocol
 * allows: an index lists sitemaps, not indexes), gzip or not.
 * @param fetchBytes GETs a URL and returns its body, or throws CouldNotRunError
 * @throws CouldNotRunError when a sitemap cannot be read or parsed
 */
export async function readSitemap(
  url: string,
  fetchBytes: (url: string) => Promise<Uint8Array>,
): Promise<{ entries: SitemapEntry[]; sitemaps: number }> {
  const top = parseSitemap(sitemapText(await fetchBytes(url)), url);
  const entries = [...top.entries];
  const children = top.children.slice(0, MAX_SITEMAPS);
  for (const child of children) {
    const parsed = parseSitemap(sitemapText(await fetchBytes(child)), child);
    entries.push(...parsed.entries);
  }
  return { entries, sitemaps: 1 + children.length };
}
