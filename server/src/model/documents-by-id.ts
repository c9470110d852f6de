import { chunked } from './chunked';

/**
 * Document ids bound per `IN (...)` list: well under every driver's limit on bind parameters
 * (SQLite 32,766 since 3.32, PostgreSQL and MySQL/MariaDB 65,535 per statement), and small enough
 * that each query stays cheap (docs/decisions/0011-page-rows-pages-per-type.md).
 */
export const DOCUMENT_IDS_PER_QUERY = 1000;

/** The part of Strapi's query engine (`strapi.db.query(uid)`) this reader uses. */
export interface FindManyQuery {
  findMany(params: {
    select: string[];
    where: Record<string, unknown>;
    orderBy: Record<string, 'asc'>;
  }): Promise<unknown>;
}

/**
 * The rows (`select`, plus `id`) matching `where` of the given documents, in id order, as one
 * query with every documentId in one `$in` list would return them, but asking at most
 * `chunkSize` documentIds per query, so any number of documents reads without exceeding the
 * database's bind-parameter limit.
 * @param chunkSize documentIds per query (tests lower it to see several chunks)
 * @throws the database driver's error when a query fails
 */
export async function rowsOfDocuments(
  query: FindManyQuery,
  select: readonly string[],
  where: Record<string, unknown>,
  documentIds: readonly string[],
  chunkSize = DOCUMENT_IDS_PER_QUERY,
): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  for (const chunk of chunked(documentIds, chunkSize)) {
    const page = (await query.findMany({
      select: [...new Set(['id', ...select])],
      where: { ...where, documentId: { $in: chunk } },
      orderBy: { id: 'asc' },
    })) as Array<Record<string, unknown>>;
    rows.push(...page);
  }
  // A document's rows (its locales) need not be next to each other: chunks are merged by id.
  if (documentIds.length > chunkSize) rows.sort((a, b) => Number(a.id) - Number(b.id));
  return rows;
}
