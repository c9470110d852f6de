import type { ScannedRow } from '../../server/src/model/document-scan';
import { modelLookup } from '../../server/src/content-links/schema-walk';
import { pageExtras } from '../../server/src/content-links/page-extras';
import { serveBarePipeline } from '../../scripts/bench/bare-pipeline';
import {
  DOCUMENTS,
  ENDPOINT,
  READ_BY_KEY,
  client,
  explain,
  itOnPostgres,
  knex,
  playground,
  recordStatements,
} from '../helpers/content-links-plan-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './content-links-plan-reads.part';

/**
 * Content links on tables bulk-loaded and never analysed: every link listed once, the bare
 * pipeline, and media with a file cache of one. Upload URLs read once and versions scanned in the
 * run: content-links-plan-reads.part.ts.
 */
describe(`content links on ${client} tables bulk-loaded and never analysed`, () => {
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
});
