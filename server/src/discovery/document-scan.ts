import type { Core } from '@strapi/strapi';
import type { ContentTypeInfo } from './content-types';

/**
 * Rows read per keyset page from a database server (PostgreSQL, MySQL/MariaDB): big enough to
 * amortise a round trip, small enough to stream (docs/decisions.md, "Keyset pages").
 */
export const SCAN_BATCH_ROWS = 5000;

/**
 * Rows per keyset page on SQLite: an embedded database has no round trip to amortise, and
 * better-sqlite3 builds a whole page at once, so a smaller page keeps less alive (peak RSS at 100k
 * documents: about +20 MiB with 2,000 rows, +47 MiB with 5,000).
 */
export const SQLITE_SCAN_BATCH_ROWS = 2000;

/**
 * The keyset page size for the app's database, from Strapi's dialect (`@strapi/database`
 * `dist/dialects/index.js`: `sqlite`, `postgres` or `mysql`).
 */
export function scanBatchRows(strapi: Core.Strapi): number {
  const dialect = (strapi.db as unknown as { dialect?: { client?: string } }).dialect;
  return dialect?.client === 'sqlite' ? SQLITE_SCAN_BATCH_ROWS : SCAN_BATCH_ROWS;
}

/**
 * One published row (one locale of a document), flat: its `documentId`, `locale` (localized types
 * only) and each asked attribute under its own name, as the database driver returned them. A scan
 * also leaves the row's `id` (Strapi reserves that name, so no attribute clashes with it).
 */
export interface ScannedRow {
  documentId: string;
  locale?: string | null;
  [attribute: string]: unknown;
}

interface TableMetadata {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

interface KnexLike {
  (table: string): KnexQuery;
}
interface KnexQuery extends PromiseLike<Array<Record<string, unknown>>> {
  select(columns: Record<string, string>): KnexQuery;
  where(column: string, operator: string, value: unknown): KnexQuery;
  whereNotNull(column: string): KnexQuery;
  orderBy(column: string, direction: 'asc'): KnexQuery;
  limit(rows: number): KnexQuery;
  withSchema(schema: string): KnexQuery;
}

/** A query on the type's table, in Strapi's schema (`@strapi/database` `Database#getConnection`). */
function tableQuery(strapi: Core.Strapi, tableName: string): KnexQuery {
  const db = strapi.db as unknown as { getConnection?: (table: string) => KnexQuery; connection: KnexLike };
  return db.getConnection ? db.getConnection(tableName) : db.connection(tableName);
}

/**
 * Every published row of a content type, in id order, in keyset pages of `batchSize` rows
 * (`WHERE id > last ORDER BY id LIMIT n`: each page costs the same however deep, unlike OFFSET).
 * Reads only `id`, `document_id`, `locale` and the asked attributes' columns, straight through
 * knex: no Document Service, no query-engine row mapping, no populate. Column names come from
 * Strapi's own metadata (`strapi.db.metadata`, which shortens long identifiers). One page is read
 * ahead of the one being consumed.
 * @param fields scalar attribute names (e.g. the title field)
 * @throws the database driver's error (connection refused, ...) on the page that failed
 */
export async function* scanPublishedRows(
  strapi: Core.Strapi,
  type: ContentTypeInfo,
  fields: string[],
  batchSize = scanBatchRows(strapi),
): AsyncGenerator<ScannedRow[]> {
  const meta = strapi.db.metadata.get(type.uid) as unknown as TableMetadata;
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const idColumn = column('id');
  const select: Record<string, string> = { id: idColumn, documentId: column('documentId') };
  if (type.localized) select.locale = column('locale');
  // An asked `documentId` or `locale` names the column already selected under that name.
  for (const field of fields) select[field] = column(field);
  const pageAfter = (lastId: unknown): Promise<Array<Record<string, unknown>>> => {
    let query = tableQuery(strapi, meta.tableName)
      .select(select)
      .where(idColumn, '>', lastId)
      .orderBy(idColumn, 'asc')
      .limit(batchSize);
    if (type.draftAndPublish) query = query.whereNotNull(column('publishedAt'));
    return Promise.resolve(query);
  };
  let next = pageAfter(0);
  try {
    for (;;) {
      const page = await next;
      if (page.length === 0) return;
      const full = page.length === batchSize;
      // The next page is asked for before this one is handed on, so the database works on it
      // while this one is encoded and written (knex runs a query when it is awaited).
      if (full) next = pageAfter(page[page.length - 1].id);
      // The driver's rows are the scanned rows: `document_id`, `locale` and the attributes' columns
      // are selected under the names ScannedRow gives them, so no object is built per row.
      yield page as ScannedRow[];
      if (!full) return;
    }
  } finally {
    // A reader that stopped early (client gone) leaves the read-ahead page unread: its failure,
    // if any, must not become an unhandled rejection.
    next.catch(() => undefined);
  }
}
