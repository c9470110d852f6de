import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentLinkRow, MovedUrlRow, UrlChangesResponse } from '@route-discovery/contract';
import { DEMO_SITE_CONFIG } from '../../playground/lib/demo-site';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Issue 46's demo, items 6 and 7: the seed (PLAYGROUND_DEMO_MOVES=1, the demo's URL patterns)
 * moves an article and renames a category, and `v1/moved-urls` has the records; the edit view's
 * `GET /route-discovery/url-changes` says before publishing which URLs the draft moves and who links
 * to them, and which URLs unpublishing or deleting takes away; content that links to a moved URL
 * is `moved` with the new URL in `v1/content-links` and a `redirect` in the CLI's `--links`.
 */
const SITE = DEMO_SITE_CONFIG.siteUrl;
const ARTICLE = 'api::article.article';
const CATEGORY = 'api::category.category';
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

let app: Playground;
let token: string;
const articles = () => app.strapi.documents(ARTICLE as never);
const categories = () => app.strapi.documents(CATEGORY as never);

/** The url-changes answer of a document in `en`, as the super admin's edit view asks it. */
async function urlChanges(contentType: string, documentId: string, locale: string | null = 'en') {
  const query: Record<string, string> = { content_type: contentType, document_id: documentId };
  if (locale) query.locale = locale;
  const response = await app.http
    .get('/route-discovery/url-changes')
    .query(query)
    .set('Authorization', `Bearer ${token}`);
  expect(response.status).toBe(200);
  return response.body as UrlChangesResponse;
}

/** A published `en` article in `category` (its documentId), with optional Markdown notes. */
async function publishedArticle(slug: string, category: string, notes?: string) {
  const doc = (await articles().create({
    locale: 'en',
    data: { title: slug, slug, category, ...(notes ? { notes } : {}) },
  } as never)) as { documentId: string };
  await articles().publish({ documentId: doc.documentId, locale: 'en' } as never);
  return doc.documentId;
}

beforeAll(async () => {
  buildCli();
  app = await startPlayground({
    env: { ROUTE_DISCOVERY_CONFIG: JSON.stringify(DEMO_SITE_CONFIG), PLAYGROUND_DEMO_MOVES: '1' },
  });
  token = await app.adminToken();
});

afterAll(async () => {
  await app?.stop();
});

describe(`the demo's moves and the edit view's warning on ${client}`, () => {
  it('seeds a moved article and a renamed category, recorded with who links to the old URL', async () => {
    const response = await app.http
      .get('/api/route-discovery/v1/moved-urls')
      .set('Authorization', `Bearer ${app.apiKey}`);
    expect(response.status).toBe(200);
    const rows = response.body.moved_urls as MovedUrlRow[];
    const pairs = rows.map((row) => [row.old_url, row.recorded_url, row.new_url]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        [
          `${SITE}/blog/announcements/moving-day`,
          `${SITE}/blog/announcements/we-moved`,
          `${SITE}/blog/company-news/we-moved`,
        ],
        [`${SITE}/topics/announcements`, `${SITE}/topics/company-news`, `${SITE}/topics/company-news`],
        [
          `${SITE}/blog/announcements/we-moved`,
          `${SITE}/blog/company-news/we-moved`,
          `${SITE}/blog/company-news/we-moved`,
        ],
        [
          `${SITE}/blog/announcements/read-about-our-move`,
          `${SITE}/blog/company-news/read-about-our-move`,
          `${SITE}/blog/company-news/read-about-our-move`,
        ],
      ]),
    );
    const moved = rows.find((row) => row.old_url === `${SITE}/blog/announcements/moving-day`);
    expect(moved?.linked_from).toBe(1);
  });

  it("says before publishing that a draft's slug moves its URL, and who links to the old one", async () => {
    const category = (
      (await categories().create({ data: { name: 'Warn', slug: 'warn' } } as never)) as {
        documentId: string;
      }
    ).documentId;
    const target = await publishedArticle('warn-a', category);
    const linking = await publishedArticle('warn-linking', category, 'See [a](/blog/warn/warn-a).');
    expect((await urlChanges(ARTICLE, target)).moves).toEqual([]);
    await articles().update({ documentId: target, locale: 'en', data: { slug: 'warn-b' } } as never);
    const answer = await urlChanges(ARTICLE, target);
    expect(answer.moves).toEqual([
      {
        content_type: ARTICLE,
        document_id: target,
        locale: 'en',
        old_url: `${SITE}/blog/warn/warn-a`,
        new_url: `${SITE}/blog/warn/warn-b`,
        linked_from: 1,
        linking: [
          {
            content_type: ARTICLE,
            content_type_name: 'Article',
            document_id: linking,
            document_title: 'warn-linking',
            locale: 'en',
            edit_url: `/admin/content-manager/collection-types/${ARTICLE}/${linking}?plugins[i18n][locale]=en`,
          },
        ],
      },
    ]);
    // Unpublishing or deleting takes the published URL away.
    expect(answer.published_urls).toEqual([
      expect.objectContaining({ url: `${SITE}/blog/warn/warn-a`, linked_from: 1, document_id: target }),
    ]);
    // Nothing was recorded: the warning only reads.
    const recorded = await app.http
      .get('/api/route-discovery/v1/moved-urls')
      .set('Authorization', `Bearer ${app.apiKey}`);
    expect((recorded.body.moved_urls as MovedUrlRow[]).some((row) => row.document_id === target)).toBe(false);
  });

  it("says a draft moved to another category moves the article's URL", async () => {
    const [from, to] = await Promise.all(
      ['cat-from', 'cat-to'].map(
        async (slug) =>
          ((await categories().create({ data: { name: slug, slug } } as never)) as { documentId: string })
            .documentId,
      ),
    );
    const article = await publishedArticle('recategorized', from);
    await articles().update({ documentId: article, locale: 'en', data: { category: to } } as never);
    const { moves } = await urlChanges(ARTICLE, article);
    expect(moves.map((move) => [move.old_url, move.new_url])).toEqual([
      [`${SITE}/blog/cat-from/recategorized`, `${SITE}/blog/cat-to/recategorized`],
    ]);
  });

  it("lists a category's URL and its articles' URLs as what deleting it takes away", async () => {
    const category = (
      (await categories().create({ data: { name: 'Gone', slug: 'gone-cat' } } as never)) as {
        documentId: string;
      }
    ).documentId;
    await publishedArticle('gone-article', category);
    const answer = await urlChanges(CATEGORY, category, null);
    expect(answer.moves).toEqual([]);
    expect(answer.published_urls.map((row) => row.url).sort()).toEqual([
      `${SITE}/blog/gone-cat/gone-article`,
      `${SITE}/topics/gone-cat`,
    ]);
  });

  it('answers 400 without a document', async () => {
    const response = await app.http
      .get('/route-discovery/url-changes')
      .query({ content_type: ARTICLE })
      .set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(400);
  });
});

describe(`links to moved URLs on ${client}`, () => {
  /** Every content-link row of a query (the paged list, all pages). */
  async function contentLinks(query: Record<string, string>) {
    const rows: ContentLinkRow[] = [];
    let cursor: string | null = null;
    do {
      const response: {
        status: number;
        body: { links: ContentLinkRow[]; metadata: { page: { next_cursor: string | null } } };
      } = await app.http
        .get('/api/route-discovery/v1/content-links')
        .query({ ...query, page_size: '500', ...(cursor ? { cursor } : {}) })
        .set('Authorization', `Bearer ${app.apiKey}`);
      expect(response.status).toBe(200);
      rows.push(...response.body.links);
      cursor = response.body.metadata.page.next_cursor;
    } while (cursor);
    return rows;
  }

  it("lists a link to a moved URL as moved, with the page's URL now, and no other", async () => {
    const category = (
      (await categories().create({ data: { name: 'Lnk', slug: 'lnk' } } as never)) as {
        documentId: string;
      }
    ).documentId;
    const live = await publishedArticle('lnk-live', category);
    const gone = await publishedArticle('lnk-gone', category);
    await publishedArticle(
      'lnk-source',
      category,
      `[live](/blog/lnk/lnk-live) [gone](${SITE}/blog/lnk/lnk-gone) [demo](${SITE}/blog/announcements/moving-day)`,
    );
    await articles().unpublish({ documentId: gone, locale: 'en' } as never);
    expect(live).toBeTruthy();
    const moved = await contentLinks({ status: 'moved' });
    expect(moved.map((row) => [row.url, row.status, row.moved_to, row.kind])).toEqual(
      expect.arrayContaining([
        ['/blog/announcements/moving-day', 'moved', `${SITE}/blog/company-news/we-moved`, 'site'],
        [`${SITE}/blog/announcements/moving-day`, 'moved', `${SITE}/blog/company-news/we-moved`, 'site'],
      ]),
    );
    expect(moved).toHaveLength(2);
    const all = await contentLinks({ content_type: ARTICLE });
    const of = (url: string) => all.filter((row) => row.url === url);
    // A live page's link and a gone URL's link are not moved, and carry no moved_to.
    expect(of('/blog/lnk/lnk-live').map((row) => row.status)).not.toContain('moved');
    expect(of(`${SITE}/blog/lnk/lnk-gone`).map((row) => [row.status, 'moved_to' in row])).toEqual([
      [null, false],
    ]);
    // `status=broken` leaves moved links out.
    const broken = await contentLinks({ status: 'broken' });
    expect(broken.some((row) => row.status === 'moved')).toBe(false);
  });

  it('reports a link to a moved URL as a redirect with the new URL in the CLI, without a request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rd-moved-links-'));
    try {
      const json = join(dir, 'report.json');
      const run = await runCli([
        'smoke',
        '--url',
        app.baseUrl,
        '--key',
        app.apiKey,
        '--include',
        '/api/homepage',
        '--quiet',
        '--links',
        'internal',
        '--exclude-host',
        new URL(SITE).host,
        '--report',
        `json=${json}`,
      ]);
      expect(run.stderr).toBe('');
      const report = JSON.parse(readFileSync(json, 'utf8')) as {
        links: { results: Array<Record<string, unknown>> };
      };
      const results = report.links.results.filter((row) => row.url === '/blog/announcements/moving-day');
      expect(results.map((row) => [row.outcome, row.decided_by, row.passed, row.reason])).toEqual([
        [
          'redirect',
          'offline',
          true,
          `moved to ${SITE}/blog/company-news/we-moved: update the link (decided offline)`,
        ],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
