import type { Core } from '@strapi/strapi';
import type { ContentTypeInfo } from './content-types';

/** Rows read per keyset page: big enough to amortise a round trip, small enough to stream. */
export const SCAN_BATCH_ROWS = 5000;

/** One published row (one locale of a document) with the attributes asked for. */
export interface ScannedRow {
  documentId: string;
  locale: string | null;
  fields: Record<string, unknown>;
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
  batchSize = SCAN_BATCH_ROWS,
): AsyncGenerator<ScannedRow[]> {
  const meta = strapi.db.metadata.get(type.uid) as unknown as TableMetadata;
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const idColumn = column('id');
  const select: Record<string, string> = { id: idColumn, documentId: column('documentId') };
  if (type.localized) select.locale = column('locale');
  const fieldKeys = fields.map((_, index) => `f${index}`);
  fields.forEach((field, index) => (select[fieldKeys[index]] = column(field)));
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
      yield page.map((raw) => {
        // A plain loop: this runs once per row, and Object.fromEntries would allocate an array per field.
        const values: Record<string, unknown> = {};
        for (let index = 0; index < fields.length; index += 1) values[fields[index]] = raw[fieldKeys[index]];
        return {
          documentId: String(raw.documentId),
          locale: typeof raw.locale === 'string' ? raw.locale : null,
          fields: values,
        };
      });
      if (!full) return;
    }
  } finally {
    // A reader that stopped early (client gone) leaves the read-ahead page unread: its failure,
    // if any, must not become an unhandled rejection.
    next.catch(() => undefined);
  }
}
