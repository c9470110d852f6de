import type { Core } from '@strapi/strapi';

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

/** Files read per statement. */
const BATCH = 1000;

/**
 * Every upload file of the Media Library, by id ascending, read `BATCH` rows a statement through
 * the query engine (keyset on id, never an `OFFSET`). Empty without the upload plugin.
 */
export async function readUploadFiles(strapi: Core.Strapi): Promise<UploadFile[]> {
  if (!strapi.db.metadata.has(UPLOAD_FILE_UID)) return [];
  const files: UploadFile[] = [];
  let after = 0;
  for (;;) {
    const rows = (await strapi.db.query(UPLOAD_FILE_UID as never).findMany({
      select: ['id', 'name', 'url', 'size', 'mime'],
      where: { id: { $gt: after } },
      orderBy: { id: 'asc' },
      limit: BATCH,
    } as never)) as Array<Record<string, unknown>>;
    for (const row of rows) {
      files.push({
        id: Number(row.id),
        name: String(row.name ?? ''),
        url: String(row.url ?? ''),
        size: Number(row.size ?? 0),
        mime: String(row.mime ?? ''),
      });
    }
    if (rows.length < BATCH) return files;
    after = files[files.length - 1].id;
  }
}
