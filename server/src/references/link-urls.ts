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

/** One page of the distinct URLs of `rows` after `after` in URL order, at most `limit`. */
async function urlPage(strapi: Core.Strapi, rows: LinkRows, after: string, limit: number): Promise<string[]> {
  const found = (await rows(strapi)
    .distinct('target_url')
    .andWhere('target_url', '>', after)
    .orderBy('target_url', 'asc')
    .limit(Math.max(1, limit))) as Array<{ target_url: string }>;
  return found.map((row) => String(row.target_url));
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
 * One page of the distinct absolute `http(s)` URLs content links to, as the reference index holds
 * them (link rows whose target is no document and names no `/uploads/` path), in URL order after
 * `after` (keyset paging: '' for the first page). Drafts and published versions alike: a broken
 * link in a draft is worth knowing before it is published. The monitor reads its targets here.
 * @param limit URLs per page (at least 1)
 * @returns at most `limit` URLs, ascending; fewer on the last page
 */
export function linkedUrls(strapi: Core.Strapi, after: string, limit: number): Promise<string[]> {
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
 * One page of the distinct URLs, absolute `http(s)` or site-relative (`/about`), that content
 * links to without naming an `/uploads/` path, links resolved to a document included, as the index
 * holds them, in URL order after `after` ('' first). Drafts and published versions alike.
 * @param limit URLs per page (at least 1)
 * @returns at most `limit` URLs as written, ascending; fewer on the last page
 */
export function linkedSiteUrls(strapi: Core.Strapi, after: string, limit: number): Promise<string[]> {
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
