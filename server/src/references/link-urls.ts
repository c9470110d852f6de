import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { indexTable, REFERENCES_TABLE, UPLOAD_PATH } from './tables';

/** documentIds per `IN (...)` list of `linkedUrlsOf`. */
const DOCUMENTS_PER_QUERY = 500;

/**
 * Link rows of the reference index to an absolute `http(s)` URL that is no document and names no
 * `/uploads/` path: the links `linkedUrls` and `linkedUrlsOf` answer.
 */
const urlLinks = (strapi: Core.Strapi) =>
  indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
    .where({ reference_kind: 'link', target_kind: 'url', [UPLOAD_PATH]: '' })
    .andWhere((query) =>
      query.where('target_url', 'like', 'http://%').orWhere('target_url', 'like', 'https://%'),
    );

/**
 * Link rows of the reference index naming no `/uploads/` path whose URL is absolute `http(s)` or
 * site-relative (`/about`, not `//host`), to a URL or to a document (a content-API path the index
 * resolved): the links `linkedSiteUrls` and `linkedSiteUrlsOf` answer, among which the monitor's
 * `internal` targets are.
 */
const siteLinks = (strapi: Core.Strapi) =>
  indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
    .where({ reference_kind: 'link', [UPLOAD_PATH]: '' })
    .whereIn('target_kind', ['url', 'document'])
    .andWhere((query) =>
      query
        .where('target_url', 'like', 'http://%')
        .orWhere('target_url', 'like', 'https://%')
        .orWhere((relative) =>
          relative.where('target_url', 'like', '/%').andWhere('target_url', 'not like', '//%'),
        ),
    );

/** Which link rows a reader answers: `urlLinks` or `siteLinks`. */
type LinkRows = typeof urlLinks;

/** One page of URLs and the cursor of the page after it (null after the last page). */
export interface LinkUrlPage {
  urls: string[];
  next: string | null;
}

/**
 * One page of the URLs of `rows` after the cursor `after` ('' first; then the page's `next`): at
 * most `limit` link rows in the index's row order, so a URL linked from several places comes once
 * per row. Paged on the row key, not on the URL: a distinct, URL-ordered page sorted the whole
 * table again for every page, 12 s for 100,000 links on SQLite (docs/benchmarks.md, "Monitor").
 */
async function urlPage(
  strapi: Core.Strapi,
  rows: LinkRows,
  after: string,
  limit: number,
): Promise<LinkUrlPage> {
  const size = Math.max(1, limit);
  const found = (await rows(strapi)
    .andWhere('id', '>', Number(after || 0))
    .orderBy('id', 'asc')
    .limit(size)
    .select('id', 'target_url')) as Array<{ id: number | string; target_url: string }>;
  const next = found.length < size ? null : String(found[found.length - 1].id);
  return { urls: found.map((row) => String(row.target_url)), next };
}

/** The content types with at least one of `rows` (their UIDs). */
async function typesOf(strapi: Core.Strapi, rows: LinkRows): Promise<string[]> {
  const found = (await rows(strapi).distinct('source_uid')) as Array<{ source_uid: string }>;
  return found.map((row) => String(row.source_uid));
}

/** The distinct URLs of `rows` that the given documents of `uid` link from. */
async function urlsOf(
  strapi: Core.Strapi,
  rows: LinkRows,
  uid: string,
  documentIds: readonly string[],
): Promise<string[]> {
  const urls = new Set<string>();
  for (const part of chunked(documentIds, DOCUMENTS_PER_QUERY)) {
    const found = (await rows(strapi)
      .distinct('target_url')
      .andWhere({ source_uid: uid })
      .whereIn('source_document_id', part)) as Array<{ target_url: string }>;
    for (const row of found) urls.add(String(row.target_url));
  }
  return [...urls];
}

/**
 * One page of the absolute `http(s)` URLs content links to, as the reference index holds them
 * (link rows whose target is no document and names no `/uploads/` path), after the cursor `after`
 * (`urlPage`). Drafts and published versions alike: a broken link in a draft is worth knowing
 * before it is published. The monitor reads its targets here.
 * @param limit link rows per page (at least 1)
 */
export function linkedUrls(strapi: Core.Strapi, after: string, limit: number): Promise<LinkUrlPage> {
  return urlPage(strapi, urlLinks, after, limit);
}

/** The content types that hold at least one link row of the index (their UIDs). */
export function linkingTypes(strapi: Core.Strapi): Promise<string[]> {
  return typesOf(strapi, urlLinks);
}

/** The distinct URLs (as `linkedUrls` reads them) that the given documents of `uid` link to. */
export function linkedUrlsOf(
  strapi: Core.Strapi,
  uid: string,
  documentIds: readonly string[],
): Promise<string[]> {
  return urlsOf(strapi, urlLinks, uid, documentIds);
}

/**
 * One page of the URLs, absolute `http(s)` or site-relative (`/about`), that content links to
 * without naming an `/uploads/` path, links resolved to a document included, as the index holds
 * them, after the cursor `after` (`urlPage`). Drafts and published versions alike.
 * @param limit link rows per page (at least 1)
 */
export function linkedSiteUrls(strapi: Core.Strapi, after: string, limit: number): Promise<LinkUrlPage> {
  return urlPage(strapi, siteLinks, after, limit);
}

/** The content types holding a link `linkedSiteUrls` reads (their UIDs). */
export function siteLinkingTypes(strapi: Core.Strapi): Promise<string[]> {
  return typesOf(strapi, siteLinks);
}

/** The distinct URLs (as `linkedSiteUrls` reads them) that the given documents of `uid` link to. */
export function linkedSiteUrlsOf(
  strapi: Core.Strapi,
  uid: string,
  documentIds: readonly string[],
): Promise<string[]> {
  return urlsOf(strapi, siteLinks, uid, documentIds);
}
