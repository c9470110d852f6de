import type { Knex } from 'knex';
import { freezeStatistics, seedArticles } from '../../scripts/bench/seed';
import { startPlayground, type Playground } from '../helpers/playground';

/** Documents bulk-loaded (two rows each: draft and published), enough to outgrow one keyset page. */
const DOCUMENTS = 12000;
const PAGES = '/api/route-discovery/v1/frontend-urls?filter=pages';

const client = process.env.DATABASE_CLIENT ?? 'sqlite';
const onServer = client === 'postgres' || client === 'mysql';
/** Plans are checked on database servers: a SQLite rowid table has one way to walk ids in order. */
const itOnServer = onServer ? it : it.skip;

/** A query knex sent, as its `query` event gives it. */
interface SentQuery {
  sql: string;
  bindings: unknown[];
}

/** The server's plan of a query, one line per plan node (PostgreSQL) or table access (MariaDB). */
async function explain(knex: Knex, query: SentQuery): Promise<string[]> {
  // knex hands PostgreSQL `$1`-style placeholders; `raw` takes them back as `?` in the same order.
  const sql = `EXPLAIN ${query.sql.replace(/\$\d+/g, '?')}`;
  const result = (await knex.raw(sql, query.bindings as Knex.RawBinding[])) as unknown;
  if (client === 'postgres') {
    return (result as { rows: Array<{ 'QUERY PLAN': string }> }).rows.map((row) => row['QUERY PLAN']);
  }
  const [rows] = result as [Array<{ table: string; type: string; key: string | null; Extra: string | null }>];
  return rows.map((row) => `table=${row.table} type=${row.type} key=${row.key} extra=${row.Extra ?? ''}`);
}

describe(`the keyset scan of a ${client} table bulk-loaded and never analysed`, () => {
  let playground: Playground;
  let knex: Knex;

  beforeAll(async () => {
    playground = await startPlayground({
      env: { ROUTE_DISCOVERY_CONFIG: JSON.stringify({ pagesPerType: 0 }) },
    });
    knex = playground.strapi.db.connection as unknown as Knex;
    // The server must not analyse the table behind the test's back (autovacuum, InnoDB auto-recalc).
    await freezeStatistics(knex, client);
    await seedArticles(knex, client, 0, DOCUMENTS);
  });

  afterAll(async () => {
    await playground?.stop();
  });

  const getPages = () => playground.http.get(PAGES).set('Authorization', `Bearer ${playground.apiKey}`);

  (client === 'postgres' ? it : it.skip)(
    'starts from a table the server holds no statistics of',
    async () => {
      const stats = await knex.raw(`SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'articles'`);
      expect(stats.rows[0].n).toBe(0);
    },
  );

  itOnServer(
    'reads every page through the primary key: no sequential scan, no sort of the whole table',
    async () => {
      const sent: SentQuery[] = [];
      const record = (query: SentQuery) => {
        if (/\barticles\b/.test(query.sql)) sent.push({ sql: query.sql, bindings: query.bindings ?? [] });
      };
      knex.on('query', record);
      let response;
      try {
        response = await getPages();
      } finally {
        knex.off('query', record);
      }
      expect(response.status).toBe(200);
      const articleRows = response.body.urls.filter(
        (row: { page_type: string }) => row.page_type === 'api::article.article',
      );
      expect(articleRows.length).toBeGreaterThanOrEqual(DOCUMENTS);

      const pages = sent.filter((query) => /order by/i.test(query.sql));
      // More than one page, so the deeper pages (the slow ones before) are checked too.
      expect(pages.length).toBeGreaterThan(1);
      // The keyset scan's queries. The locale-coverage count of `metadata.site_pages`
      // (server/src/site-pages/locale-coverage.ts) is an aggregate over every published row by
      // definition (GROUP BY document_id): it is not a page of the scan, so it is left out here.
      const scan = sent.filter((query) => !/partially_published/.test(query.sql));
      expect(scan.length).toBeGreaterThan(0);
      for (const query of scan) {
        const plan = (await explain(knex, query)).join('\n');
        if (client === 'postgres') {
          expect({ sql: query.sql, plan }).toEqual({
            sql: query.sql,
            plan: expect.not.stringMatching(/Seq Scan/),
          });
          expect(plan).toMatch(/articles_pkey/);
        } else {
          expect({ sql: query.sql, plan }).toEqual({
            sql: query.sql,
            plan: expect.not.stringMatching(/type=ALL\b/),
          });
        }
      }
      for (const query of pages) {
        const plan = (await explain(knex, query)).join('\n');
        if (client === 'mysql') {
          expect(plan).toMatch(/key=PRIMARY/);
          expect(plan).not.toMatch(/filesort/);
        }
      }
    },
  );

  it('lists every published row once across a gap of ids wider than a window and a run of drafts', async () => {
    // Documents 2000-8999 gone (14,000 ids, wider than any window); 9000-11999 left as drafts only.
    const id = (index: number) => `bench${String(index).padStart(19, '0')}`;
    await knex('articles')
      .whereBetween('document_id', [id(2000), id(8999)])
      .delete();
    await knex('articles')
      .whereBetween('document_id', [id(9000), id(11999)])
      .whereNotNull('published_at')
      .delete();
    const [{ published }] = await knex('articles').whereNotNull('published_at').count({ published: '*' });

    const response = await getPages();

    expect(response.status).toBe(200);
    type PageRow = { page_type: string; url: string; query_params: Record<string, string> };
    // One row per published row: a document's locales share its URL and differ by `locale`.
    const rows: string[] = (response.body.urls as PageRow[])
      .filter((row) => row.page_type === 'api::article.article')
      .map((row) => `${row.url} ${JSON.stringify(row.query_params)}`);
    expect(rows.length).toBe(Number(published));
    expect(new Set(rows).size).toBe(rows.length);
  });
});
