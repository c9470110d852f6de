import type { FileUsageRow } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { readUploadFileBatch, uploadFileTable, type UploadFile } from '../model/upload-files';
import { readAggregateRow } from '../model/table-fingerprint';
import { tableQuery, type TableNames, type TableQuery } from '../model/table-query';
import { withPosition } from '../streaming/row-position';
import { unusedFileSql } from './file-usage-sql';
import { indexTable, REFERENCES_TABLE, UPLOAD_PATH } from './tables';
import { uploadPath } from './upload-path';

export { uploadPath } from './upload-path';

/** Files read per statement when no page size says fewer. */
const BATCH = 1000;

/** A value the driver answers for an SQL text expression: MySQL answers a binary one as a Buffer. */
const text = (value: unknown) => (Buffer.isBuffer(value) ? value.toString('utf8') : String(value));

/**
 * The usage counts of some files, from the index (two `GROUP BY` statements narrowed to these
 * files, each read through an index): media references by file id, plus index rows whose stored
 * `upload_path` is a file's (only links store one).
 */
async function usageOf(strapi: Core.Strapi, files: readonly UploadFile[]): Promise<FileUsageRow[]> {
  if (files.length === 0) return [];
  const ids = [...new Set(files.map((file) => String(file.id)))];
  const paths = [...new Set(files.map((file) => uploadPath(file.url)).filter((path) => path !== null))];
  const [byId, byPath] = await Promise.all([
    indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
      .select('target_id')
      .count({ n: '*' })
      .where({ target_kind: 'file' })
      .whereIn('target_id', ids)
      .groupBy('target_id') as Promise<Array<Record<string, unknown>>>,
    paths.length === 0
      ? Promise.resolve([])
      : (indexTable(strapi, strapi.db.connection, REFERENCES_TABLE)
          .select({ p: UPLOAD_PATH })
          .count({ n: '*' })
          .whereIn(UPLOAD_PATH, paths)
          .groupBy(UPLOAD_PATH) as Promise<Array<Record<string, unknown>>>),
  ]);
  const idCounts = new Map(byId.map((row) => [text(row.target_id), Number(row.n)]));
  const pathCounts = new Map(byPath.map((row) => [text(row.p), Number(row.n)]));
  return files.map((file) => {
    const path = uploadPath(file.url);
    const usage = (idCounts.get(String(file.id)) ?? 0) + (path ? (pathCounts.get(path) ?? 0) : 0);
    return { ...file, usage_count: usage };
  });
}

/**
 * The Files list's rows (issue 32 item 6): upload files by id ascending with their usage count,
 * read `batch` files a statement (keyset on id) with the counts of just those files. With
 * `unusedOnly` the database keeps the unused files (`unusedFileSql`). Each row carries its id
 * as its resume position, so a later page starts after the cursor's file.
 * @param after the id to resume after (0 from the start)
 */
export async function* fileUsageBatches(
  strapi: Core.Strapi,
  unusedOnly: boolean,
  after = 0,
  batch = BATCH,
): AsyncGenerator<FileUsageRow[]> {
  const unused = (query: TableQuery, files: TableNames) => void query.whereRaw(unusedFileSql(strapi, files));
  let last = after;
  for (;;) {
    const files = await readUploadFileBatch(strapi, last, batch, unusedOnly ? unused : undefined);
    if (files.length === 0) return;
    const rows = unusedOnly
      ? files.map((file): FileUsageRow => ({ ...file, usage_count: 0 }))
      : await usageOf(strapi, files);
    yield rows.map((row) => withPosition(row, row.id));
    if (files.length < batch) return;
    last = files[files.length - 1].id;
  }
}

/** Upload files in all, and the unused ones' count and total size (kB, two decimals as Strapi stores sizes). */
export interface FileTotals {
  total_count: number;
  unused_count: number;
  unused_size: number;
}

/** `fileTotals`' statement per instance, compiled once (the schema does not change while Strapi runs). */
const totalsStatements = new WeakMap<Core.Strapi, { sql: string; bindings: readonly unknown[] }>();

/**
 * `FileTotals` from one statement of aggregates (`COUNT`, `SUM` as scalar subqueries): no file row
 * leaves the database. Its cost grows with the files (a scan of the upload table and the unused
 * test per file), so on SQLite it runs in the fingerprint worker thread, and only when the
 * database changed since its last run (`readAggregateRow`, decision 0252); the summary asks for it
 * on every request.
 * @throws the database error (answered 503 by the API guard when unreachable)
 */
export async function fileTotals(strapi: Core.Strapi): Promise<FileTotals> {
  const files = uploadFileTable(strapi);
  if (!files) return { total_count: 0, unused_count: 0, unused_size: 0 };
  let statement = totalsStatements.get(strapi);
  if (!statement) {
    const unused = () => tableQuery(strapi, files.table).whereRaw(unusedFileSql(strapi, files));
    const { sql, bindings } = strapi.db.connection
      .select({
        n: tableQuery(strapi, files.table).count('*'),
        u: unused().count('*'),
        s: unused().sum(files.column('size')),
      })
      .toSQL();
    totalsStatements.set(strapi, (statement = { sql, bindings }));
  }
  const row = await readAggregateRow(strapi, statement.sql, statement.bindings);
  return {
    total_count: Number(row?.n ?? 0),
    unused_count: Number(row?.u ?? 0),
    unused_size: Math.round(Number(row?.s ?? 0) * 100) / 100,
  };
}
