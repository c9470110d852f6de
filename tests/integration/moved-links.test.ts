import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentLinkRow, MovedUrlRow } from '@route-discovery/contract';
import { buildCli, runCli } from '../helpers/cli';
import { ARTICLE, SITE, createCategory, publishedArticle, startDemoPlayground } from '../helpers/demo-moves';
import type { Playground } from '../helpers/playground';

/**
 * Issue 46's demo, item 7: the seed (PLAYGROUND_DEMO_MOVES=1, the demo's URL patterns) moves an
 * article and renames a category, and `v1/moved-urls` has the records; content that links to a
 * moved URL is `moved` with the new URL in `v1/content-links` and a `redirect` in the CLI's
 * `--links`. The edit view's warning before a move is tests/integration/url-changes.test.ts.
 */
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

let app: Playground;

beforeAll(async () => {
  buildCli();
  app = await startDemoPlayground();
});

afterAll(async () => {
  await app?.stop();
});

describe(`the demo's moves on ${client}`, () => {
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
    const category = await createCategory(app, 'lnk');
    const live = await publishedArticle(app, 'lnk-live', category);
    const gone = await publishedArticle(app, 'lnk-gone', category);
    await publishedArticle(
      app,
      'lnk-source',
      category,
      `[live](/blog/lnk/lnk-live) [gone](${SITE}/blog/lnk/lnk-gone) [demo](${SITE}/blog/announcements/moving-day)`,
    );
    await app.strapi.documents(ARTICLE as never).unpublish({ documentId: gone, locale: 'en' } as never);
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
