import type { Core } from '@strapi/strapi';
import { findContentType, listManagedContentTypes } from '../model/content-types';
import { documentVersions, versionsAfter } from '../model/document-versions';
import { referenceReader, typesReferencing, versionReferences } from './extract';
import { isIndexedType } from './index-writer';
import { rebuildIfReplaced } from './index-on-boot';
import { readRebuildState, REBUILD_PAGE } from './rebuild';
import { indexTable, RECORD_COLUMNS, REFERENCES_TABLE, type ReferenceRecord } from './tables';
import { staleContentTypes } from './watermarks';

/** What `GET v1/references` asks: one document (one locale, or all) and a direction. */
export interface ReferenceQuery {
  uid: string;
  documentId: string;
  /** A locale code, or null for every locale. */
  locale: string | null;
  /** `out`: what the document references; `in`: what references it. */
  direction: 'in' | 'out';
}

/** Whether the index can be read: `current`, or why the answer comes from a scan instead. */
export type IndexState = 'current' | 'stale' | 'building';

/**
 * The index's state for one query and the content types found stale
 * (docs/decisions/0183-reference-index-staleness.md): for `out` only the document's own type
 * matters, for `in` the types that may reference the document's type (`typesReferencing`). Content
 * replaced by Strapi's data transfer starts a rebuild first (`rebuildIfReplaced`, 0205).
 */
export async function indexState(
  strapi: Core.Strapi,
  query: ReferenceQuery,
): Promise<{ state: IndexState; stale: string[] }> {
  await rebuildIfReplaced(strapi);
  const rebuild = await readRebuildState(strapi);
  if (!rebuild || rebuild.status === 'building') return { state: 'building', stale: [] };
  const uids = listManagedContentTypes(strapi).map((type) => type.uid);
  const relevant =
    query.direction === 'out' ? new Set([query.uid]) : typesReferencing(strapi, uids, query.uid);
  const stale = await staleContentTypes(strapi, relevant);
  return { state: stale.length ? 'stale' : 'current', stale };
}

/** Whether a stored or scanned row answers the query. */
function matches(query: ReferenceQuery, row: ReferenceRecord): boolean {
  if (query.direction === 'out') {
    return (
      row.source_uid === query.uid &&
      row.source_document_id === query.documentId &&
      (query.locale === null || row.source_locale === query.locale)
    );
  }
  return (
    row.target_kind === 'document' &&
    row.target_uid === query.uid &&
    row.target_id === query.documentId &&
    (query.locale === null || row.target_locale === query.locale || row.target_locale === '')
  );
}

/** The rows from the index table. */
async function fromIndex(strapi: Core.Strapi, query: ReferenceQuery): Promise<ReferenceRecord[]> {
  const table = indexTable(strapi, strapi.db.connection, REFERENCES_TABLE);
  if (query.direction === 'out') {
    table.where({ source_uid: query.uid, source_document_id: query.documentId });
    if (query.locale !== null) table.where({ source_locale: query.locale });
  } else {
    table.where({ target_kind: 'document', target_uid: query.uid, target_id: query.documentId });
    if (query.locale !== null) table.whereIn('target_locale', [query.locale, '']);
  }
  const rows = (await table.select(...RECORD_COLUMNS)) as ReferenceRecord[];
  return rows.map((row) => ({ ...row, source_published: Number(row.source_published) }));
}

/**
 * The rows read from the content itself, while the index is stale or building: the document's own
 * versions for `out`, every indexed type's versions in keyset pages for `in` (only the matching
 * rows are kept).
 */
async function fromScan(strapi: Core.Strapi, query: ReferenceQuery): Promise<ReferenceRecord[]> {
  const reader = referenceReader(strapi);
  if (query.direction === 'out') {
    const type = isIndexedType(strapi, query.uid) ? findContentType(strapi, query.uid) : null;
    if (!type) return [];
    const versions = await documentVersions(strapi, query.uid, query.documentId, reader.populate(query.uid));
    return versions
      .flatMap((version) => versionReferences(strapi, reader, type, version))
      .filter((row) => matches(query, row));
  }
  const found: ReferenceRecord[] = [];
  for (const type of listManagedContentTypes(strapi)) {
    for (let after = 0; ; ) {
      const versions = await versionsAfter(strapi, type.uid, after, REBUILD_PAGE, reader.populate(type.uid));
      if (!versions.length) break;
      for (const version of versions) {
        for (const row of versionReferences(strapi, reader, type, version))
          if (matches(query, row)) found.push(row);
      }
      after = Number(versions[versions.length - 1].id);
    }
  }
  return found;
}

/** Sort order of answered rows: by source (type, documentId, locale, draft first), then field path and target. */
function compareRows(a: ReferenceRecord, b: ReferenceRecord): number {
  const keys = (row: ReferenceRecord) => [
    row.source_uid,
    row.source_document_id,
    row.source_locale,
    String(row.source_published),
    row.field_path,
    row.target_kind,
    row.target_uid,
    row.target_id,
    row.target_locale,
    row.target_url,
  ];
  const left = keys(a);
  const right = keys(b);
  for (let at = 0; at < left.length; at += 1) {
    if (left[at] !== right[at]) return left[at] < right[at] ? -1 : 1;
  }
  return 0;
}

/**
 * The references of one document (docs/api.md, "References"): from the index when it is current,
 * else from a scan of the content (the answer says which: `state`), sorted (`compareRows`).
 */
export async function readReferences(strapi: Core.Strapi, query: ReferenceQuery) {
  const { state, stale } = await indexState(strapi, query);
  const rows = state === 'current' ? await fromIndex(strapi, query) : await fromScan(strapi, query);
  return { rows: rows.sort(compareRows), state, stale };
}
