import type { Core } from '@strapi/strapi';
import { databaseClient, tableNames, tableQuery, type TableQuery, type TableRow } from './table-query';
import type { ContentTypeInfo } from './content-types';

/**
 * Rows read per keyset page from a database server (PostgreSQL, MySQL/MariaDB): big enough to
 * amortise a round trip, small enough to stream (docs/decisions/0031-keyset-pages.md).
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
  return databaseClient(strapi) === 'sqlite' ? SQLITE_SCAN_BATCH_ROWS : SCAN_BATCH_ROWS;
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

/**
 * More columns read in a keyset page's own statement, through left joins or subqueries (the
 * `urlPatterns` dot paths: `site-pages/path-join.ts`, `path-subquery.ts`). A joined source may give
 * an id several rows: they come in `tieOrder` after the id, and the scan keeps each id's first.
 */
export interface PageJoin {
  /**
   * Joins one page's query, whose rows' ids lie in (`after`, `until`], and selects the joined
   * columns under plain aliases.
   * @param idColumn the scanned table's id, qualified (`articles.id`)
   */
  join(query: TableQuery, idColumn: string, after: number, until: number): TableQuery;
  /** Qualified columns that order the joined rows of one id, first row first. */
  tieOrder: string[];
}

/** The page's rows with only the first of each id's consecutive rows (ids ascending). */
function firstOfEachId(rows: TableRow[]): TableRow[] {
  for (let index = 1; index < rows.length; index += 1) {
    if (rows[index].id !== rows[index - 1].id) continue;
    // Rare (a to-one relation with two links): copy once, only then.
    return rows.filter((row, at) => at === 0 || row.id !== rows[at - 1].id);
  }
  return rows;
}

/**
 * Ids one keyset window spans, per row of a page: two, so a type with draft and publish (a draft
 * and a published row per document) still fills its pages.
 */
const WINDOW_IDS_PER_ROW = 2;

/** One keyset page: its rows, and the id the next page starts after. */
interface KeysetPage {
  rows: TableRow[];
  resumeAfter: number;
}

/**
 * Every published row of a content type (with `allVersions`, every row: drafts too, each with its
 * `publishedAt`, null for a draft), in id order, in keyset pages of at most `batchSize` rows.
 * Each page reads a window of ids bounded on both sides, `WHERE id > last AND id <= last + span
 * ORDER BY id LIMIT n`, so its only sensible plan walks the primary key whatever the planner's
 * statistics: with `id > last` alone, PostgreSQL plans a table never analysed (right after a bulk
 * load) as a sequential scan and a sort of the whole table on every page (docs/decisions/0032-keyset-windows.md,
 * "Keyset windows"). The highest id is read first (`max(id)`, the index's last entry); an empty
 * window (a gap of ids, or drafts only) jumps to the next published id (`min(id)`, the index
 * again). Each page costs the same however deep, unlike OFFSET.
 * Reads only `id`, `document_id`, `locale` and the asked attributes' columns, straight through
 * knex: no Document Service, no query-engine row mapping, no populate. Column names come from
 * Strapi's own metadata (`strapi.db.metadata`, which shortens long identifiers). One page is read
 * ahead of the one being consumed. Rows added after the scan started beyond the highest id are
 * not read.
 * @param fields scalar attribute names (e.g. the title field)
 * @param pageJoin more columns read in each page's statement (`PageJoin`), e.g. the
 *   `urlPatterns` dot paths (`site-pages/path-join.ts`); the page's own columns are then qualified
 * @param readAhead false for a reader that asks for its next pages ahead itself (content links,
 *   `PAGES_AHEAD`): a page read ahead here would wait, bodies and all, behind those
 * @param afterId the scan starts after this id (a keyset page's cursor: `paging/`, a content-links page): the rows
 *   before it are not read at all
 * @param allVersions read draft rows too, and each row's `publishedAt` (preview URLs: a draft has a
 *   preview as much as a published version)
 * @throws the database driver's error (connection refused, ...) on the page that failed
 */
export async function* scanPublishedRows(
  strapi: Core.Strapi,
  type: ContentTypeInfo,
  fields: string[],
  batchSize = scanBatchRows(strapi),
  pageJoin?: PageJoin,
  readAhead = true,
  afterId = 0,
  allVersions = false,
): AsyncGenerator<ScannedRow[]> {
  const { table: tableName, column } = tableNames(strapi, type.uid);
  const idColumn = column('id');
  // With joined tables, the page's own columns are named with their table.
  const own = (attribute: string) => (pageJoin ? `${tableName}.${column(attribute)}` : column(attribute));
  const pageId = own('id');
  const select: Record<string, string> = { id: pageId, documentId: own('documentId') };
  if (type.localized) select.locale = own('locale');
  // An asked `documentId` or `locale` names the column already selected under that name.
  for (const field of fields) select[field] = own(field);
  if (allVersions) select.publishedAt = own('publishedAt');
  const published = (query: TableQuery, name = column) =>
    type.draftAndPublish && !allVersions ? query.whereNotNull(name('publishedAt')) : query;
  const table = () => tableQuery(strapi, tableName);
  /** The single value of a one-row aggregate, as a number; null on an empty table. */
  const idOf = async (query: TableQuery) => {
    const rows: TableRow[] = await query;
    const value = rows[0]?.id;
    return value === null || value === undefined ? null : Number(value);
  };

  const lastId = await idOf(table().max({ id: idColumn }));
  if (lastId === null) return;
  const span = batchSize * WINDOW_IDS_PER_ROW;
  /** One page's statement: its window of ids, in id order, joined rows in `tieOrder`. */
  const pageQuery = (from: number, until: number) => {
    let query = published(
      table().select(select).where(pageId, '>', from).where(pageId, '<=', until),
      own,
    ).orderBy(pageId, 'asc');
    if (!pageJoin) return query;
    query = pageJoin.join(query, `${tableName}.${idColumn}`, from, until);
    for (const tie of pageJoin.tieOrder) query = query.orderBy(tie, 'asc');
    return query;
  };
  const pageAfter = async (after: number): Promise<KeysetPage> => {
    for (let from = after; from < lastId; ) {
      const until = Math.min(from + span, lastId);
      const read: TableRow[] = await pageQuery(from, until).limit(batchSize);
      // A full page resumes after its last id, whose first joined row it holds (`tieOrder`).
      const rows = pageJoin?.tieOrder.length ? firstOfEachId(read) : read;
      if (read.length === batchSize) return { rows, resumeAfter: Number(rows[rows.length - 1].id) };
      if (rows.length > 0) return { rows, resumeAfter: until };
      const following = await idOf(
        published(table().min({ id: idColumn }).where(idColumn, '>', until).where(idColumn, '<=', lastId)),
      );
      if (following === null) break;
      from = following - 1;
    }
    return { rows: [], resumeAfter: lastId };
  };
  let next = pageAfter(Math.max(0, afterId));
  try {
    for (;;) {
      const page = await next;
      if (page.rows.length === 0) return;
      const more = page.resumeAfter < lastId;
      // The next page is asked for before this one is handed on, so the database works on it
      // while this one is encoded and written (knex runs a query when it is awaited).
      if (more && readAhead) next = pageAfter(page.resumeAfter);
      // The driver's rows are the scanned rows: `document_id`, `locale` and the attributes' columns
      // are selected under the names ScannedRow gives them, so no object is built per row.
      yield page.rows as ScannedRow[];
      if (!more) return;
      if (!readAhead) next = pageAfter(page.resumeAfter);
    }
  } finally {
    // A reader that stopped early (client gone) leaves the read-ahead page unread: its failure,
    // if any, must not become an unhandled rejection.
    next.catch(() => undefined);
  }
}
