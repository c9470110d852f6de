import type { FrontendUrlRow } from '@route-discovery/contract';
import { rowsOfDocuments, type FindManyQuery } from '../../server/src/model/documents-by-id';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * `pagesPerType` above a database's bind-parameter limit (SQLite 32,766; PostgreSQL 65,535) once
 * put every selected documentId into one `IN` list and answered 500 (issue 18, item 7).
 */

const CATEGORY = 'api::category.category';
const ARTICLE = 'api::article.article';

/** More documents than the test database binds in one statement. */
function documentsOverTheLimit(strapi: Playground['strapi']): number {
  const client = (strapi.db as unknown as { dialect: { client: string } }).dialect.client;
  return client === 'sqlite' ? 33_000 : 66_000;
}

interface Metadata {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

interface Knex {
  batchInsert(table: string, rows: Array<Record<string, unknown>>, chunkSize: number): Promise<unknown>;
}

/** Inserts published categories straight through knex (the Document Service would take minutes). */
async function seedCategories(playground: Playground, count: number): Promise<void> {
  const meta = playground.strapi.db.metadata.get(CATEGORY) as unknown as Metadata;
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const now = new Date();
  const rows = Array.from({ length: count }, (_, i) => ({
    [column('documentId')]: `bulk${String(i).padStart(20, '0')}`,
    [column('name')]: `Bulk category ${i}`,
    [column('slug')]: `bulk-category-${i}`,
    [column('createdAt')]: now,
    [column('updatedAt')]: now,
    [column('publishedAt')]: now,
  }));
  const knex = playground.strapi.db.connection as unknown as Knex;
  await knex.batchInsert(meta.tableName, rows, 500);
}

let playground: Playground;

beforeAll(async () => {
  playground = await startPlayground();
  await seedCategories(playground, documentsOverTheLimit(playground.strapi));
});

afterAll(async () => {
  await playground?.stop();
});

it('lists every document when pagesPerType exceeds the bind-parameter limit, in id order', async () => {
  const stored = (await playground.strapi.db.query(CATEGORY).findMany({
    select: ['documentId'],
    orderBy: { id: 'asc' },
  })) as Array<{ documentId: string }>;
  expect(stored.length).toBeGreaterThan(documentsOverTheLimit(playground.strapi));
  playground.strapi.config.set('plugin::route-discovery.pagesPerType', stored.length);
  try {
    const response = await playground.http
      .get('/api/route-discovery/v1/frontend-urls')
      .query({ filter: 'pages' })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    const categories = (response.body.urls as FrontendUrlRow[]).filter((row) => row.page_type === CATEGORY);
    expect(categories.map((row) => row.url)).toEqual(
      stored.map((row) => `/api/categories/${row.documentId}`),
    );
    expect(categories.every((row) => row.page_title !== '')).toBe(true);
  } finally {
    playground.strapi.config.set('plugin::route-discovery.pagesPerType', 1);
  }
});

it('reads documents in several chunks with the rows and order of one query', async () => {
  const query = playground.strapi.db.query(ARTICLE) as unknown as FindManyQuery;
  const where = { publishedAt: { $notNull: true } };
  const published = (await query.findMany({
    select: ['documentId'],
    where,
    orderBy: { id: 'asc' },
  })) as Array<{
    documentId: string;
  }>;
  const documentIds = [...new Set(published.map((row) => row.documentId))];
  expect(documentIds.length).toBeGreaterThan(2);
  const select = ['documentId', 'locale', 'title'];
  const oneQuery = await query.findMany({
    select: ['id', ...select],
    where: { ...where, documentId: { $in: documentIds } },
    orderBy: { id: 'asc' },
  });
  // Chunks are asked in the order of the ids given (here the reverse of id order): their rows
  // must still come back in id order, as one query returns them.
  const chunked = await rowsOfDocuments(query, select, where, [...documentIds].reverse(), 1);
  expect(chunked).toEqual(oneQuery);
  const inOneChunk = await rowsOfDocuments(query, select, where, documentIds);
  expect(inOneChunk).toEqual(oneQuery);
});
