import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { tableQuery } from '../model/table-query';
import { readUploadFileBatch, uploadFileTable, type UploadFile } from '../model/upload-files';
import { quoted, unusedFileSql, uploadPathSql } from './file-usage-sql';
import { indexTable, REFERENCES_TABLE, UPLOAD_PATH } from './tables';

/**
 * The upload files content uses, by the Files page's rule (docs/decisions/0185-files-usage-from-the-index.md):
 * a file is used when an index row names it, a media field by its id or a link by its `/uploads/`
 * path (`unusedFileSql` is the rule's other side). The monitor's `media` targets are read here.
 */

/** documentIds per `IN (...)` list of `usedFileUrlsOf`, and files' ids or paths per statement. */
const PER_QUERY = 500;

/**
 * Up to `limit` used upload files with an id above `after`, by id ascending (keyset on id, one
 * statement: the files' table narrowed by `NOT unusedFileSql`). Empty without the upload plugin.
 */
export function usedFileBatch(strapi: Core.Strapi, after: number, limit: number): Promise<UploadFile[]> {
  return readUploadFileBatch(strapi, after, limit, (query, files) => {
    void query.whereRaw(`NOT (${unusedFileSql(strapi, files)})`);
  });
}

/** Index rows that name an upload file: media rows (by id) and links to an `/uploads/` path. */
const fileRows = (strapi: Core.Strapi) =>
  indexTable(strapi, strapi.db.connection, REFERENCES_TABLE).where((query) =>
    query.where({ target_kind: 'file' }).orWhere(UPLOAD_PATH, '<>', ''),
  );

/** The content types holding an index row that names an upload file (their UIDs). */
export async function fileUsingTypes(strapi: Core.Strapi): Promise<string[]> {
  const rows = (await fileRows(strapi).distinct('source_uid')) as Array<{ source_uid: string }>;
  return rows.map((row) => String(row.source_uid));
}

/**
 * The `url` of each upload file that the given documents of `uid` use (media fields by the file's
 * id, links by its `/uploads/` path), drafts and published versions alike; none without the
 * upload plugin. One read of the index per `PER_QUERY` documents, one of the files per
 * `PER_QUERY` ids and paths.
 */
export async function usedFileUrlsOf(
  strapi: Core.Strapi,
  uid: string,
  documentIds: readonly string[],
): Promise<string[]> {
  const files = uploadFileTable(strapi);
  if (!files) return [];
  const ids = new Set<number>();
  const paths = new Set<string>();
  for (const part of chunked(documentIds, PER_QUERY)) {
    const rows = (await fileRows(strapi)
      .andWhere({ source_uid: uid })
      .whereIn('source_document_id', part)
      .select('target_kind', 'target_id', UPLOAD_PATH)) as Array<Record<string, unknown>>;
    for (const row of rows) {
      if (row.target_kind === 'file') ids.add(Number(row.target_id));
      else paths.add(String(row[UPLOAD_PATH]));
    }
  }
  const urls = new Set<string>();
  const read = async (narrow: (query: ReturnType<typeof tableQuery>) => void) => {
    const query = tableQuery(strapi, files.table).select({ url: files.column('url') });
    narrow(query);
    for (const row of (await query) as Array<{ url: unknown }>) urls.add(String(row.url ?? ''));
  };
  for (const part of chunked([...ids].filter(Number.isFinite), PER_QUERY)) {
    await read((query) => void query.whereIn(files.column('id'), part));
  }
  const path = uploadPathSql(strapi, quoted(strapi, files.column('url')));
  for (const part of chunked([...paths], PER_QUERY)) {
    await read((query) => void query.whereRaw(`${path} IN (${part.map(() => '?').join(', ')})`, part));
  }
  urls.delete('');
  return [...urls];
}
