import { listManagedContentTypes } from '../../server/src/model/content-types';
import { SeenPublished } from '../../server/src/content-links/seen-published';
import {
  decideOffline,
  KnownFileUrls,
  type OfflineQuestion,
} from '../../server/src/content-links/offline-decider';
import { DOCUMENTS, ENDPOINT, client, playground, knex } from '../helpers/content-links-plan-suite';

/**
 * Content links on tables bulk-loaded and never analysed: each upload URL read once per run, and a
 * link to a version scanned in this run decided without reading it again. The rest:
 * content-links-plan.test.ts.
 */
describe(`content links on ${client} tables bulk-loaded and never analysed`, () => {
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
