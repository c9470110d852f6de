import { request as httpRequest } from 'node:http';
import type { FrontendUrlRow, UrlEnvelope } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

/** Published articles seeded on top of the playground's own: enough for several keyset pages. */
const SEEDED = 40_000;
/** Long titles make the answer (~20 MB) outgrow what loopback socket buffers absorb. */
const PADDING = 'x'.repeat(200);
const PAGES = '/api/route-discovery/v1/frontend-urls?filter=pages';

let playground: Playground;
/** SQL of every query knex ran, as they run. */
const queries: string[] = [];

/** Inserts SEEDED published articles (a draft row and a published row each) straight through knex. */
async function seedArticles(strapi: Playground['strapi']) {
  const now = new Date();
  const rows = [];
  for (let i = 0; i < SEEDED; i += 1) {
    const base = {
      document_id: `stream${String(i).padStart(18, '0')}`,
      title: `Streamed article ${i} ${PADDING}`,
      slug: `streamed-${i}`,
      locale: 'en',
      created_at: now,
      updated_at: now,
    };
    rows.push({ ...base, published_at: null }, { ...base, published_at: now });
  }
  const knex = strapi.db.connection;
  for (let i = 0; i < rows.length; i += 500) await knex('articles').insert(rows.slice(i, i + 500));
}

/** Keyset page reads of the articles table so far. */
const articlePageReads = () =>
  queries.filter((sql) => /\barticles\b/.test(sql) && /\blimit\b/i.test(sql) && /published_at/.test(sql))
    .length;

/** Resolves once `done()` holds, checking on every event-loop turn. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Holds a lock that stops every read of the articles table until `release()`: on SQLite the
 * pool's only connection (knex's better-sqlite3 pool is min 1, max 1), on PostgreSQL an
 * `ACCESS EXCLUSIVE` table lock, on MySQL/MariaDB `LOCK TABLES ... WRITE`.
 */
async function lockArticles(strapi: Playground['strapi']): Promise<{ release: () => Promise<void> }> {
  const trx = await strapi.db.connection.transaction();
  const client = process.env.DATABASE_CLIENT ?? 'sqlite';
  if (client === 'postgres') await trx.raw('LOCK TABLE articles IN ACCESS EXCLUSIVE MODE');
  if (client === 'mysql') await trx.raw('LOCK TABLES articles WRITE');
  return {
    release: async () => {
      if (client === 'mysql') await trx.raw('UNLOCK TABLES');
      await trx.commit();
    },
  };
}

beforeAll(async () => {
  playground = await startPlayground({ env: { ROUTE_DISCOVERY_CONFIG: '{"pagesPerType":0}' } });
  await seedArticles(playground.strapi);
  playground.strapi.db.connection.on('query', (data: { sql: string }) => queries.push(data.sql));
}, 180_000);

afterAll(async () => {
  await playground?.stop();
});

const get = (path: string) => playground.http.get(path).set('Authorization', `Bearer ${playground.apiKey}`);

describe('streamed URL envelopes', () => {
  it('lists every published row, writing count and metadata after urls', async () => {
    const response = await get(PAGES)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = response.body as string;
    expect(text.indexOf('"urls"')).toBeLessThan(text.indexOf('"count"'));
    expect(text.indexOf('"count"')).toBeLessThan(text.indexOf('"metadata"'));
    const envelope = JSON.parse(text) as UrlEnvelope<FrontendUrlRow>;
    const published = await playground.strapi.db
      .query('api::article.article')
      .count({ where: { publishedAt: { $notNull: true } } });
    const articles = envelope.urls.filter((row) => row.page_type === 'api::article.article');
    expect(articles).toHaveLength(Number(published));
    expect(envelope.count).toBe(envelope.urls.length);
    expect(envelope.metadata.total_count).toBe(envelope.urls.length);
    expect(new Set(articles.map((row) => `${row.url}?${row.query_params.locale ?? ''}`)).size).toBe(
      articles.length,
    );
    expect(articles.find((row) => row.url.endsWith('/stream000000000000039999'))?.page_title).toBe(
      `Streamed article 39999 ${PADDING}`,
    );
  });

  it('runs one scan for identical concurrent requests (single flight)', async () => {
    const before = articlePageReads();
    await get(PAGES);
    const alone = articlePageReads() - before;
    expect(alone).toBeGreaterThan(3);

    // The articles table stays locked until every request has reached the server, so no request's
    // scan can finish (or even start reading) before the last one arrives, whatever the driver.
    const gate = await lockArticles(playground.strapi);
    const start = articlePageReads();
    let arrived = 0;
    const countArrival = () => (arrived += 1);
    playground.strapi.server.httpServer.on('request', countArrival);
    const pending = Promise.all([get(PAGES), get(PAGES), get(PAGES), get(PAGES)]);
    try {
      await until(() => arrived === 4);
      // The requests reach the discovery service without I/O (the key check reads no database);
      // one more turn lets the last one get there before the lock is released.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      playground.strapi.server.httpServer.off('request', countArrival);
      await gate.release();
    }
    const answers = await pending;
    const together = articlePageReads() - start;
    for (const answer of answers) expect(answer.status).toBe(200);
    const bodies = answers.map((answer) => JSON.stringify(answer.body.urls));
    expect(new Set(bodies).size).toBe(1);
    expect(together).toBe(alone);
  });

  it('stops reading the database when the client disconnects mid-stream', async () => {
    const before = articlePageReads();
    await get(PAGES);
    const whole = articlePageReads() - before;

    const start = articlePageReads();
    const url = new URL(PAGES, playground.baseUrl);
    await new Promise<void>((done, fail) => {
      const req = httpRequest(url, { headers: { Authorization: `Bearer ${playground.apiKey}` } }, (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          req.destroy();
          done();
        });
      });
      req.on('error', (error) =>
        (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? done() : fail(error),
      );
      req.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const partial = articlePageReads() - start;
    expect(partial).toBeLessThan(whole);
  });
});
