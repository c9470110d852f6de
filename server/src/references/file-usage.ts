import type { FileUsageRow, ReferenceRow } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { readUploadFiles } from '../model/upload-files';
import { referenceRow } from './answers';
import { indexTable, REFERENCES_TABLE, type ReferenceRecord } from './tables';

/** Values bound per `IN (...)` list. */
const CHUNK = 500;

/**
 * The part of a URL from `/uploads/` on, without query or fragment (`https://cdn.example/uploads/a.png?x=1`
 * gives `/uploads/a.png`): how a link in content and a local upload file's `url` are matched.
 * Null when the URL names no `/uploads/` path.
 */
export function uploadPath(url: string): string | null {
  const start = url.indexOf('/uploads/');
  if (start < 0) return null;
  return url.slice(start).split(/[?#]/)[0];
}

/** The Files answer before paging: every file with its usage, and the references to missing files. */
export interface FileUsage {
  files: FileUsageRow[];
  missing: ReferenceRow[];
}

/** `SELECT <column>, COUNT(*)` of the index rows of one target kind, by that column. */
async function countsBy(
  strapi: Core.Strapi,
  kind: 'file' | 'url',
  column: 'target_id' | 'target_url',
): Promise<Map<string, number>> {
  const query = indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
    .select(column)
    .count({ n: '*' })
    .where({ target_kind: kind })
    .groupBy(column);
  if (kind === 'url') query.where('target_url', 'like', '%/uploads/%');
  const rows = (await query) as Array<Record<string, unknown>>;
  return new Map(rows.map((row) => [String(row[column]), Number(row.n)]));
}

/** The index rows of `kind` whose `column` is one of `values`, as API rows. */
async function rowsNaming(
  strapi: Core.Strapi,
  kind: 'file' | 'url',
  column: 'target_id' | 'target_url',
  values: readonly string[],
): Promise<ReferenceRow[]> {
  const rows: ReferenceRow[] = [];
  for (const chunk of chunked(values, CHUNK)) {
    const records = (await indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
      .where({ target_kind: kind })
      .whereIn(column, chunk)
      .orderBy('id')) as ReferenceRecord[];
    rows.push(...records.map(referenceRow));
  }
  return rows;
}

/**
 * Each upload file's usage from the reference index (issue 32 item 6): media references by file
 * id, plus links in content whose `/uploads/` path is the file's (`uploadPath`). `missing`: the
 * references whose file no longer exists (a media id no file has, or an `/uploads/` link no file's
 * URL matches), in index order. Reads the index as it is; a stale type counts what was indexed.
 */
export async function fileUsage(strapi: Core.Strapi): Promise<FileUsage> {
  const [uploads, byId, byUrl] = await Promise.all([
    readUploadFiles(strapi),
    countsBy(strapi, 'file', 'target_id'),
    countsBy(strapi, 'url', 'target_url'),
  ]);
  const byPath = new Map<string, number>();
  for (const [url, n] of byUrl) {
    const path = uploadPath(url);
    if (path) byPath.set(path, (byPath.get(path) ?? 0) + n);
  }
  const ids = new Set<string>();
  const paths = new Set<string>();
  const files = uploads.map((file): FileUsageRow => {
    const path = uploadPath(file.url);
    ids.add(String(file.id));
    if (path) paths.add(path);
    const usage = (byId.get(String(file.id)) ?? 0) + (path ? (byPath.get(path) ?? 0) : 0);
    return { ...file, usage_count: usage };
  });
  const missingIds = [...byId.keys()].filter((id) => !ids.has(id));
  const missingUrls = [...byUrl.keys()].filter((url) => !paths.has(uploadPath(url) ?? ''));
  const missing = [
    ...(await rowsNaming(strapi, 'file', 'target_id', missingIds)),
    ...(await rowsNaming(strapi, 'url', 'target_url', missingUrls)),
  ];
  return { files, missing };
}

/** The unused files' count and total size (kB, two decimals as Strapi stores sizes). */
export function unusedTotals(files: readonly FileUsageRow[]): { unused_count: number; unused_size: number } {
  const unused = files.filter((file) => file.usage_count === 0);
  const size = unused.reduce((sum, file) => sum + file.size, 0);
  return { unused_count: unused.length, unused_size: Math.round(size * 100) / 100 };
}

/** The summary's `files`: upload files in all, and those no reference in the index names. */
export async function fileTotals(strapi: Core.Strapi): Promise<{ total: number; unused: number }> {
  const { files } = await fileUsage(strapi);
  return { total: files.length, unused: unusedTotals(files).unused_count };
}
