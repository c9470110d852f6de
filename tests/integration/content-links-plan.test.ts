import type { ScannedRow } from '../../server/src/model/document-scan';
import { modelLookup } from '../../server/src/content-links/schema-walk';
import { pageExtras } from '../../server/src/content-links/page-extras';
import { serveBarePipeline } from '../../scripts/bench/bare-pipeline';
import { DOCUMENTS, ENDPOINT, client, playground, knex } from '../helpers/content-links-plan-suite';

/**
 * Content links on tables bulk-loaded and never analysed: every link listed once, the bare pipeline, and media with a file cache of one. Upload URLs read once and versions scanned in the run: content-links-plan-reads.test.ts.
 */
describe(`content links on ${client} tables bulk-loaded and never analysed`, () => {
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
