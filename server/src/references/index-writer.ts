import type { Core } from '@strapi/strapi';
import { findContentType, listManagedContentTypes } from '../model/content-types';
import { documentVersions, type VersionRow } from '../model/document-versions';
import { replaceRows } from './document-rows';
import { referenceReader, versionReferences, type DocumentKey } from './extract';
import { indexTable, REFERENCES_TABLE, UPLOAD_PATH, type Knex, type ReferenceRecord } from './tables';
import { storedUploadPath } from './upload-path';

/**
 * Rows per insert statement: 12 columns and `upload_path` each, 6,500 bound parameters, under the
 * bounds of SQLite (32,766 since 3.32; Strapi 5's better-sqlite3 bundles a later one), PostgreSQL
 * and MySQL (65,535). A document's rows usually go in one statement: 50 rows a statement cost the
 * benchmark's article (142 rows) three (docs/decisions/0158-publish-index-cost.md).
 */
const INSERT_ROWS = 500;

/** Whether a content type's documents are index sources: the types the Content Manager edits. */
export function isIndexedType(strapi: Core.Strapi, uid: string): boolean {
  return listManagedContentTypes(strapi).some((type) => type.uid === uid);
}

/**
 * Inserts index rows, up to `INSERT_ROWS` per statement, each with its `upload_path` (`storedUploadPath`):
 * every index write (the document service middleware, a rebuild step) inserts through here.
 */
export async function insertReferences(strapi: Core.Strapi, trx: Knex, rows: readonly ReferenceRecord[]) {
  for (let at = 0; at < rows.length; at += INSERT_ROWS) {
    await indexTable(strapi, trx, REFERENCES_TABLE).insert(
      rows.slice(at, at + INSERT_ROWS).map((row) => ({ ...row, [UPLOAD_PATH]: storedUploadPath(row) })),
    );
  }
}

/**
 * The documents whose index rows name `target` (a document) as a relation or link target: a
 * change of `target` (unpublished, deleted, published again) may rewrite their relations
 * (Strapi drops and restores the join rows of the versions it replaces).
 */
export async function documentsReferencing(
  strapi: Core.Strapi,
  trx: Knex,
  target: DocumentKey,
): Promise<DocumentKey[]> {
  const rows = await indexTable(strapi, trx, REFERENCES_TABLE)
    .distinct('source_uid', 'source_document_id')
    .where({ target_kind: 'document', target_uid: target.uid, target_id: target.documentId });
  return (rows as Array<{ source_uid: string; source_document_id: string }>).map((row) => ({
    uid: row.source_uid,
    documentId: row.source_document_id,
  }));
}

/** The index rows of the versions given (a keyset page of a rebuild), extracted. */
export function versionsReferences(strapi: Core.Strapi, uid: string, versions: readonly VersionRow[]) {
  const type = findContentType(strapi, uid);
  if (!type) return [];
  const reader = referenceReader(strapi);
  return versions.flatMap((version) => versionReferences(strapi, reader, type, version));
}

/**
 * A document whose index rows to replace; `publishedOnly`: only its published versions' rows (a
 * publish leaves the drafts' rows as they were: docs/decisions/0158-publish-index-cost.md).
 */
export interface ReplacedDocument extends DocumentKey {
  publishedOnly?: boolean;
}

/**
 * Replaces the index rows of each document given (every version, every locale; or every published
 * version, `publishedOnly`) with what its versions hold now, read on the transaction `trx` (so its
 * own writes are seen); documents of types that are no index source are skipped, and a document
 * that no longer exists leaves no row. A document given twice is replaced once (the first time).
 * @returns the documents the versions' inverse relations name (their own rows may have changed too)
 */
export async function replaceDocuments(
  strapi: Core.Strapi,
  trx: Knex,
  documents: readonly ReplacedDocument[],
): Promise<DocumentKey[]> {
  const reader = referenceReader(strapi);
  const related: DocumentKey[] = [];
  const done = new Set<string>();
  for (const { uid, documentId, publishedOnly = false } of documents) {
    const key = `${uid}\u0000${documentId}`;
    if (done.has(key)) continue;
    done.add(key);
    const type = isIndexedType(strapi, uid) ? findContentType(strapi, uid) : null;
    if (!type) continue;
    const versions = await documentVersions(strapi, uid, documentId, reader.populate(uid), publishedOnly);
    const rows = versions.flatMap((version) => versionReferences(strapi, reader, type, version, related));
    const where = { source_uid: uid, source_document_id: documentId };
    await replaceRows(strapi, trx, publishedOnly ? { ...where, source_published: 1 } : where, rows, (added) =>
      insertReferences(strapi, trx, added),
    );
  }
  return related.filter(({ uid, documentId }) => !done.has(`${uid}\u0000${documentId}`));
}
