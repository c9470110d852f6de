import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { rowsWithValues, tableNames, tableQuery } from '../model/table-query';
import type { ContentTypeInfo } from '../model/content-types';
import type { DocumentRef } from './document-paths';
import { RunCache } from './run-cache';
import { SeenPublished } from './seen-published';
import type { LinkStatus } from './types';

/** A link whose status the database decides: a document of this CMS, or an upload file. */
export type OfflineQuestion =
  | { kind: 'document'; ref: DocumentRef; locale: string | null }
  | { kind: 'media'; path: string };
// `path` is a local provider path (`/uploads/a.png`) or a provider's absolute file URL without
// query or fragment (`https://bucket.s3.amazonaws.com/a.png`): both are matched to the upload
// table's `url` exactly.

/** Values per `IN (...)` list: under SQLite's and every driver's bound-parameter limits. */
export const IN_CHUNK = 500;

/** `<format>_` that `@strapi/upload` puts before a file's hash in each format's name (`thumbnail_abc.png`). */
const FORMAT_PREFIX = /^([a-z0-9]+)_/i;

/**
 * Whether the upload table has each URL (as a file's `url`), remembered per run by
 * `decideOffline` (`RunCache`): a page names the same few files as the pages before it (a shared
 * cover, an image used across articles).
 */
export class KnownFileUrls extends RunCache<string, boolean> {
  /** @param limit URLs remembered at most (10,000 by default, as `MEDIA_FILE_CACHE`) */
  constructor(limit = 10000) {
    super(limit);
  }
}

/** One version row of a document, as the status rule reads it. */
export interface VersionRow {
  documentId: string;
  locale?: string | null;
  publishedAt?: unknown;
}

/** The upload-table URLs that would make a file path or URL exist: itself, and the original of a format. */
function fileUrlCandidates(path: string): string[] {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const original = name.replace(FORMAT_PREFIX, '');
  return original === name ? [path] : [path, `${path.slice(0, slash + 1)}${original}`];
}

/**
 * Decides links to this CMS from the database alone, a batch at a time: one query per content
 * type named in the batch (its versions' `documentId`, `locale`, `publishedAt`, `rowsWithValues`)
 * and one for upload files, side by side, whatever the number of links (no query per link).
 * Rules (docs/api.md, "Link status"): no row -> `deleted`; a type the Public role may not read
 * -> `private`; no published row -> `draft-only`; a localized type without a published row in the
 * wanted locale -> `locale-missing`; else `ok` (`versionStatus`). A media path or provider URL is
 * `deleted` when no upload file has it as `url` (or as its original's).
 * @param publicUids content types whose read route the Public role may call
 * @param knownFiles upload URLs already read in this run (`KnownFileUrls`): only the others are read
 * @param seen published versions scanned in this run (`SeenPublished`): a link to one of them, of
 *   a public type, is `ok` without a read (what `versionStatus` gives its versions)
 */
export async function decideOffline(
  strapi: Core.Strapi,
  questions: readonly OfflineQuestion[],
  publicUids: ReadonlySet<string>,
  knownFiles = new KnownFileUrls(),
  seen = new SeenPublished(),
): Promise<LinkStatus[]> {
  const versionsByType = new Map<string, Map<string, VersionRow[]>>();
  const idsByType = new Map<string, { ref: DocumentRef; ids: Set<string> }>();
  const filePaths = new Set<string>();
  // A page names the same few files many times (a shared cover, its formats): each path's
  // candidates are worked out once per batch.
  const candidatesByPath = new Map<string, string[]>();
  const candidates = (path: string) => {
    let urls = candidatesByPath.get(path);
    if (!urls) {
      urls = fileUrlCandidates(path);
      candidatesByPath.set(path, urls);
      urls.forEach((url) => filePaths.add(url));
    }
    return urls;
  };
  const seenOk = (question: OfflineQuestion) =>
    question.kind === 'document' &&
    question.ref.documentId !== null &&
    publicUids.has(question.ref.type.uid) &&
    seen.has(
      question.ref.type.uid,
      question.ref.documentId,
      question.ref.type.localized ? question.locale : null,
    );
  // Asked once, before any read: a page prepared meanwhile may empty `seen`.
  const okBySeen = questions.map(seenOk);
  questions.forEach((question, index) => {
    if (question.kind === 'media') {
      candidates(question.path);
      return;
    }
    if (okBySeen[index]) return;
    const entry = idsByType.get(question.ref.type.uid) ?? { ref: question.ref, ids: new Set<string>() };
    if (question.ref.documentId !== null) entry.ids.add(question.ref.documentId);
    idsByType.set(question.ref.type.uid, entry);
  });
  /** The versions of the linked documents of one type, by documentId. */
  const readType = async (uid: string, ref: DocumentRef, ids: Set<string>) => {
    // Straight through knex (no query-engine row mapping): only whether `published_at` is null
    // and the locale code are compared.
    const { table, column } = tableNames(strapi, uid);
    const select: Record<string, string> = {
      documentId: column('documentId'),
      publishedAt: column('publishedAt'),
    };
    if (ref.type.localized) select.locale = column('locale');
    const rows: Array<Record<string, unknown>> = [];
    if (ref.type.kind === 'singleType') rows.push(...(await tableQuery(strapi, table).select(select)));
    for (const part of chunked([...ids], IN_CHUNK)) {
      rows.push(...(await rowsWithValues(strapi, table, select, column('documentId'), part)));
    }
    const byDocument = new Map<string, VersionRow[]>();
    for (const row of rows) {
      // The driver's row is the version (no copy per row): its documentId made a string in place.
      const documentId = String(row.documentId);
      row.documentId = documentId;
      const version = row as unknown as VersionRow;
      const versions = byDocument.get(documentId);
      if (versions) versions.push(version);
      else byDocument.set(documentId, [version]);
    }
    versionsByType.set(uid, byDocument);
  };
  const files = tableNames(strapi, 'plugin::upload.file');
  /** Whether the upload table has each URL (as a file's `url`). */
  const readFileUrls = async (missing: string[]) => {
    const exists = new Map(missing.map((url) => [url, false]));
    for (const part of chunked(missing, IN_CHUNK)) {
      const rows = await tableQuery(strapi, files.table)
        .select({ url: files.column('url') })
        .whereIn(files.column('url'), part);
      for (const row of rows) exists.set(String(row.url), true);
    }
    return exists;
  };
  // Independent reads: on a database server they run side by side, on pool connections of their own.
  const typeReads = [...idsByType].map(([uid, { ref, ids }]) => readType(uid, ref, ids));
  const fileReads = knownFiles.page(filePaths, readFileUrls);
  await Promise.all([...typeReads, fileReads]);
  const existingFiles = await fileReads;

  return questions.map((question, index): LinkStatus => {
    if (question.kind === 'media') {
      return candidates(question.path).some((url) => existingFiles.get(url) === true) ? 'ok' : 'deleted';
    }
    if (okBySeen[index]) return 'ok';
    const { type, documentId } = question.ref;
    const byDocument = versionsByType.get(type.uid) ?? new Map<string, VersionRow[]>();
    const versions =
      documentId === null ? [...byDocument.values()].flat() : (byDocument.get(documentId) ?? []);
    return versionStatus(type, versions, question.locale, publicUids);
  });
}

/**
 * The status rule of a link to a document (docs/api.md, "Link status"), from the version rows
 * the link names: none -> `deleted`; a type the Public role may not read -> `private`; none
 * published -> `draft-only`; a localized type without a published row in `locale` ->
 * `locale-missing`; else `ok`. One rule for API paths, site URL patterns and bare documentIds.
 * @param locale the locale the link wants, or null for any
 */
export function versionStatus(
  type: ContentTypeInfo,
  versions: readonly VersionRow[],
  locale: string | null,
  publicUids: ReadonlySet<string>,
): LinkStatus {
  if (versions.length === 0) return 'deleted';
  if (!publicUids.has(type.uid)) return 'private';
  const published = type.draftAndPublish ? versions.filter((row) => row.publishedAt != null) : versions;
  if (published.length === 0) return 'draft-only';
  if (type.localized && locale && !published.some((row) => row.locale === locale)) return 'locale-missing';
  return 'ok';
}
