import type { Core } from '@strapi/strapi';
import { tableNames, tableQuery, type TableNames, type TableQuery } from './table-query';

/** The upload plugin's file content type (`@strapi/upload` `FILE_MODEL_UID`). */
export const UPLOAD_FILE_UID = 'plugin::upload.file';

/** One upload file as the Files page reads it; `size` in kB as Strapi stores it. */
export interface UploadFile {
  id: number;
  name: string;
  url: string;
  size: number;
  mime: string;
}

/** The upload files' table and columns (`strapi.db.metadata`), or null without the upload plugin. */
export function uploadFileTable(strapi: Core.Strapi): TableNames | null {
  return strapi.db.metadata.has(UPLOAD_FILE_UID) ? tableNames(strapi, UPLOAD_FILE_UID) : null;
}

/**
 * Up to `limit` upload files with an id above `after`, by id ascending (keyset on id, never an
 * `OFFSET`), in one statement. Empty without the upload plugin.
 * @param where narrows the statement further (the Files page's `unused` condition), on the
 *   table's own name as the correlation name
 */
export async function readUploadFileBatch(
  strapi: Core.Strapi,
  after: number,
  limit: number,
  where?: (query: TableQuery, files: TableNames) => void,
): Promise<UploadFile[]> {
  const files = uploadFileTable(strapi);
  if (!files) return [];
  const id = `${files.table}.${files.column('id')}`;
  const query = tableQuery(strapi, files.table)
    .select({
      id,
      name: files.column('name'),
      url: files.column('url'),
      size: files.column('size'),
      mime: files.column('mime'),
    })
    .where(id, '>', after)
    .orderBy(id, 'asc')
    .limit(limit);
  where?.(query, files);
  const rows = (await query) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name ?? ''),
    url: String(row.url ?? ''),
    size: Number(row.size ?? 0),
    mime: String(row.mime ?? ''),
  }));
}
