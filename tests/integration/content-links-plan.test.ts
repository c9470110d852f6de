import type { Knex } from 'knex';
import type { Client as PgClient } from 'pg';
import { serveBarePipeline } from '../../scripts/bench/bare-pipeline';
import { seedLinkArticles } from '../../scripts/bench/links-seed';
import { appRequire } from '../helpers/app';
import { startPlayground, type Playground } from '../helpers/playground';
import {
  decideOffline,
  KnownFileUrls,
  type OfflineQuestion,
} from '../../server/src/content-links/offline-decider';
import { pageExtras } from '../../server/src/content-links/page-extras';
import { SeenPublished } from '../../server/src/content-links/seen-published';
import { listManagedContentTypes } from '../../server/src/model/content-types';
import { modelLookup } from '../../server/src/content-links/schema-walk';
import type { ScannedRow } from '../../server/src/model/document-scan';

/** Link articles bulk-loaded (draft and published rows, a cover each): several keyset pages. */
const DOCUMENTS = 3000;
const ENDPOINT = '/api/route-discovery/v1/content-links';
/** The tables whose rows content links reads by owner or documentId: never read whole. */
const READ_BY_KEY = ['articles', 'files_related_mph', 'articles_cmps'];

const client = process.env.DATABASE_CLIENT ?? 'sqlite';
/** Plans are checked on PostgreSQL, whose planner falls back to sequential scans without statistics. */
const itOnPostgres = client === 'postgres' ? it : it.skip;

/** A statement sent to PostgreSQL through the `pg` driver (knex's and the raw lookups'), by connection. */
interface SentQuery {
  sql: string;
  bindings: unknown[];
  connection: unknown;
}

/**
 * Records every statement the `pg` clients send while `work` runs, calling through: knex's
 * queries and the lookups that go to a pool connection directly (`database/without-jit.ts`).
 */
async function recordStatements<T>(work: () => PromiseLike<T>): Promise<{ result: T; sent: SentQuery[] }> {
  const sent: SentQuery[] = [];
  // The driver the app loaded (Node's own loader, docs/decisions/0109-one-strapi-load-per-test-worker.md),
  // not jest's copy of it.
  const { Client } = appRequire('pg') as typeof import('pg');
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function record(
    this: PgClient,
    ...args: unknown[]
  ) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    const sql = typeof config === 'string' ? config : config.text;
    const bindings = typeof config === 'string' ? values : config.values;
    sent.push({ sql, bindings: Array.isArray(bindings) ? bindings : [], connection: this });
    return (original as (...call: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    return { result: await work(), sent };
  } finally {
    spy.mockRestore();
  }
}

/** PostgreSQL's plan of a query, one line per plan node. */
async function explain(knex: Knex, query: SentQuery): Promise<string> {
  // knex hands PostgreSQL `$1`-style placeholders; `raw` takes them back as `?` in the same order.
  const sql = `EXPLAIN ${query.sql.replace(/\$\d+/g, '?')}`;
  const result = (await knex.raw(sql, query.bindings as Knex.RawBinding[])) as {
    rows: Array<{ 'QUERY PLAN': string }>;
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe(`content links on ${client} tables bulk-loaded and never analysed`, () => {
  let playground: Playground;
  let knex: Knex;

  beforeAll(async () => {
    playground = await startPlayground();
    knex = playground.strapi.db.connection as unknown as Knex;
    if (client === 'postgres') {
      // The server must not analyse the tables behind the test's back (autovacuum).
      for (const table of READ_BY_KEY)
        await knex.raw(`ALTER TABLE ?? SET (autovacuum_enabled = false)`, [table]);
    }
    await seedLinkArticles(knex, client, 0, DOCUMENTS, DOCUMENTS);
  });

  afterAll(async () => {
    await playground?.stop();
  });

  itOnPostgres('reads media, components and linked documents by index, not by sequential scans', async () => {
    const stats = await knex.raw(
      `SELECT count(*)::int AS n FROM pg_stats WHERE tablename IN ('articles', 'files_related_mph')`,
    );
    expect(stats.rows[0].n).toBe(0);
    const recorded = await recordStatements(() =>
      playground.http
        .get(ENDPOINT)
        .query({ content_type: 'api::article.article' })
        .set('Authorization', `Bearer ${playground.apiKey}`),
    );
    const response = recorded.result;
    const readByKey = new RegExp(`\\b(${READ_BY_KEY.join('|')})\\b`);
    const sent = recorded.sent.filter((query) => readByKey.test(query.sql));
    expect(response.status).toBe(200);
    // 10 links in the body, the cover and its thumbnail: 12 rows per published article.
    expect(response.body.count).toBeGreaterThanOrEqual(DOCUMENTS * 12);
    // Media, components and linked documents (by documentId, not the keyset scan's pages) of
    // more than one page.
    const kinds = {
      media: sent.filter((query) => query.sql.includes('files_related_mph')),
      components: sent.filter((query) => query.sql.includes('articles_cmps')),
      documents: sent.filter((query) => /document_id/.test(query.sql) && !/order by/i.test(query.sql)),
    };
    for (const queries of Object.values(kinds)) expect(queries.length).toBeGreaterThan(1);
    // Each lookup by documentId runs with JIT off, in a transaction of its own on its connection:
    // without statistics it is costed above jit_above_cost (database/without-jit.ts).
    const lookups = kinds.documents.filter((query) => query.sql.includes('unnest('));
    expect(lookups.length).toBeGreaterThan(1);
    for (const lookup of lookups) {
      const onConnection = recorded.sent.filter((query) => query.connection === lookup.connection);
      const at = onConnection.indexOf(lookup);
      expect([onConnection[at - 1]?.sql, onConnection[at + 1]?.sql]).toEqual([
        'begin; set local jit = off',
        'commit',
      ]);
    }
    for (const query of sent) {
      const plan = await explain(knex, query);
      expect({ sql: query.sql, plan }).toEqual({
        sql: query.sql,
        plan: expect.not.stringMatching(new RegExp(`Seq Scan on (${READ_BY_KEY.join('|')})\\b`)),
      });
    }
  });

  it('lists every link of every published article once', async () => {
    const response = await playground.http
      .get(ENDPOINT)
      .query({ content_type: 'api::article.article', kind: 'document' })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    const bench = (
      response.body.links as Array<{ document_id: string; field_path: string; status: string }>
    ).filter((row) => row.document_id.startsWith('bench'));
    // 5 links to other benchmark articles per article, all published.
    expect(bench).toHaveLength(DOCUMENTS * 5);
    expect(new Set(bench.map((row) => `${row.document_id} ${row.field_path}`)).size).toBe(bench.length);
    expect(bench.every((row) => row.status === 'ok')).toBe(true);
  });

  // The benchmark's bare pipeline (scripts/bench/bare-pipeline.js) is a floor only while it does
  // the endpoint's work: the same occurrences, places, texts and document parts, on both threads.
  it.each([1, 2] as const)(
    "benchmark: the bare pipeline on %i thread(s) answers the endpoint's links",
    async (threads) => {
      type Row = Record<string, unknown> & { document_id: string };
      const place = (row: Row) =>
        JSON.stringify([
          row.document_id,
          row.locale,
          row.field_path,
          row.url,
          row.link_text,
          row.edit_url,
          row.content_type,
        ]);
      const ours = await playground.http
        .get(ENDPOINT)
        .query({ content_type: 'api::article.article' })
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(ours.status).toBe(200);
      const bare = await serveBarePipeline(knex, { threads });
      try {
        const answer = await fetch(`http://127.0.0.1:${bare.port}/`);
        const body = (await answer.json()) as { links: Row[]; count: number };
        expect(body.count).toBe(body.links.length);
        const benchPlaces = (rows: Row[]) =>
          rows
            .filter((row) => row.document_id.startsWith('bench'))
            .map(place)
            .sort();
        const expected = benchPlaces(ours.body.links as Row[]);
        // 10 links in the body, the cover and its thumbnail per published article.
        expect(expected).toHaveLength(DOCUMENTS * 12);
        expect(benchPlaces(body.links)).toEqual(expected);
      } finally {
        await bare.close();
      }
    },
  );

  it('loads the same media with a file cache of one as with the default (eviction keeps each page whole)', async () => {
    const uid = 'api::article.article';
    const models = modelLookup(playground.strapi);
    const model = models.model(uid) ?? {};
    const scan = async () =>
      (await knex('articles').select('id', { documentId: 'document_id' }).orderBy('id')) as ScannedRow[];
    const load = async (fileCache?: number) => {
      const rows = await scan();
      const extras = pageExtras(playground.strapi, models, uid, model, fileCache);
      // Pages of 100 rows, as a content-links run reads them.
      for (let start = 0; start < rows.length; start += 100) await extras(rows.slice(start, start + 100));
      return rows.map((row) => ({ id: row.id, cover: row.cover ?? null }));
    };
    // Pages loaded side by side, each a turn of the event loop after the one before (a run
    // prepares two ahead): one emptying the cache must not lose another's files.
    const loadSideBySide = async (fileCache: number) => {
      const rows = await scan();
      const extras = pageExtras(playground.strapi, models, uid, model, fileCache);
      const turn = () => new Promise((next) => setImmediate(next));
      const pages = Array.from({ length: Math.ceil(rows.length / 100) }, (_, at) =>
        rows.slice(at * 100, at * 100 + 100),
      );
      await Promise.all(
        pages.map(async (page, index) => {
          for (let wait = 0; wait < index % 4; wait += 1) await turn();
          await extras(page);
        }),
      );
      return rows.map((row) => ({ id: row.id, cover: row.cover ?? null }));
    };
    const cached = await load();
    const evicting = await load(1);
    expect(evicting).toEqual(cached);
    expect(await loadSideBySide(1)).toEqual(cached);
    // The playground's own articles and the benchmark's: more than one file, so a cache of one evicts.
    const urls = new Set(cached.map((row) => (row.cover as { url?: string } | null)?.url).filter(Boolean));
    expect(urls.size).toBeGreaterThan(1);
  });

  it('reads each upload URL once per run, and decides media links alike with a cache of one', async () => {
    const filesByUrl = /files\W{0,3} where \W{0,3}url\W{0,3} in \(/i;
    const sent: string[] = [];
    const record = (query: { sql: string }) => {
      if (filesByUrl.test(query.sql)) sent.push(query.sql);
    };
    knex.on('query', record);
    let response;
    try {
      response = await playground.http
        .get(ENDPOINT)
        .query({ content_type: 'api::article.article', kind: 'media' })
        .set('Authorization', `Bearer ${playground.apiKey}`);
    } finally {
      knex.off('query', record);
    }
    expect(response.status).toBe(200);
    const rows = response.body.links as Array<{ url: string; status: string }>;
    // Every benchmark article's body names the shared cover and a file that is gone.
    const statuses = (url: string) => new Set(rows.filter((row) => row.url === url).map((row) => row.status));
    expect(statuses('/uploads/bench_cover.png')).toEqual(new Set(['ok']));
    expect(statuses('/uploads/bench_missing.png')).toEqual(new Set(['deleted']));
    // Some 30 pages name the same URLs: read on the first page that names them, not on every page.
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(DOCUMENTS / 100 / 2);

    const page: OfflineQuestion[] = [
      '/uploads/bench_cover.png',
      '/uploads/bench_missing.png',
      '/uploads/thumbnail_bench_cover.png',
    ].map((path) => ({ kind: 'media', path }));
    const decide = async (knownFiles: KnownFileUrls) => {
      const decided = [];
      for (let run = 0; run < 3; run += 1)
        decided.push(await decideOffline(playground.strapi, page, new Set(), knownFiles));
      return decided;
    };
    const expected = Array(3).fill(['ok', 'deleted', 'ok']);
    expect(await decide(new KnownFileUrls())).toEqual(expected);
    expect(await decide(new KnownFileUrls(1))).toEqual(expected);

    // Pages decided side by side (a run prepares two ahead) share the run's URLs: one page emptying
    // them must not unsettle another's decisions. A document question gives each a second read.
    const article = listManagedContentTypes(playground.strapi).find(
      (type) => type.uid === 'api::article.article',
    );
    if (!article) throw new Error('no article type');
    const sideBySide: OfflineQuestion[] = [
      ...page,
      { kind: 'document', ref: { type: article, documentId: 'bench0000000000000000001' }, locale: null },
    ];
    const shared = new KnownFileUrls(1);
    // Each page starts a turn of the event loop after the one before, between others' reads.
    const turn = () => new Promise((next) => setImmediate(next));
    const pages = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        for (let wait = 0; wait < index; wait += 1) await turn();
        return decideOffline(playground.strapi, sideBySide, new Set([article.uid]), shared);
      }),
    );
    expect(pages).toEqual(Array(20).fill(['ok', 'deleted', 'ok', 'ok']));
  });

  it('decides a link to a published version scanned in this run without reading it again', async () => {
    const article = listManagedContentTypes(playground.strapi).find(
      (type) => type.uid === 'api::article.article',
    );
    if (!article) throw new Error('no article type');
    const question = (documentId: string, locale: string | null): OfflineQuestion => ({
      kind: 'document',
      ref: { type: article, documentId },
      locale,
    });
    const seen = new SeenPublished();
    // A documentId no row has: only the scanned page can make it `ok`.
    seen.add(article.uid, article.localized, [{ documentId: 'scanned-not-in-table', locale: 'en' }]);
    const ask = (questions: OfflineQuestion[], publicUids = new Set([article.uid])) =>
      decideOffline(playground.strapi, questions, publicUids, undefined, seen);
    expect(
      await ask([
        question('scanned-not-in-table', 'en'),
        question('scanned-not-in-table', null),
        // Another locale, or a type the Public role may not read: read from the database as before.
        question('scanned-not-in-table', 'fr'),
      ]),
    ).toEqual(['ok', 'ok', 'deleted']);
    expect(await ask([question('scanned-not-in-table', 'en')], new Set())).toEqual(['deleted']);

    const evicting = new SeenPublished(1);
    evicting.add(article.uid, article.localized, [{ documentId: 'first', locale: 'en' }]);
    evicting.add(article.uid, article.localized, [{ documentId: 'second', locale: 'en' }]);
    expect([evicting.has(article.uid, 'first', 'en'), evicting.has(article.uid, 'second', 'en')]).toEqual([
      false,
      true,
    ]);
  });
});
