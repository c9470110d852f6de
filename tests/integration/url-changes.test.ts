import type { MovedUrlRow } from '@route-discovery/contract';
import {
  ARTICLE,
  CATEGORY,
  SITE,
  askUrlChanges,
  createCategory,
  publishedArticle,
  startDemoPlayground,
  urlChanges,
} from '../helpers/demo-moves';
import type { Playground } from '../helpers/playground';

/**
 * Issue 46 item 6: the edit view's `/route-discovery/url-changes` says before publishing (saving,
 * for a type without draft and publish) which URLs the document moves and who links to them, and
 * which URLs unpublishing or deleting takes away: from the saved draft (`GET`) or from the edit
 * form's unsaved values (`POST`, docs/decisions/0246), never writing anything. The demo's moves
 * and links to moved URLs are tests/integration/moved-links.test.ts.
 */
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

let app: Playground;
let token: string;
const articles = () => app.strapi.documents(ARTICLE as never);

/** Whether `v1/moved-urls` holds a record of a document: the warning must never record one. */
async function recorded(documentId: string) {
  const response = await app.http
    .get('/api/route-discovery/v1/moved-urls')
    .set('Authorization', `Bearer ${app.apiKey}`);
  return (response.body.moved_urls as MovedUrlRow[]).some((row) => row.document_id === documentId);
}

/** The slug a document's draft (or only version) holds in the database. */
async function savedSlug(uid: string, documentId: string, locale?: string) {
  const found: unknown = await app.strapi.documents(uid as never).findOne({ documentId, locale } as never);
  return (found as { slug?: string } | null)?.slug;
}

beforeAll(async () => {
  app = await startDemoPlayground();
  token = await app.adminToken();
});

afterAll(async () => {
  await app?.stop();
});

describe(`the edit view's warning from saved values on ${client}`, () => {
  it("says before publishing that a draft's slug moves its URL, and who links to the old one", async () => {
    const category = await createCategory(app, 'warn');
    const target = await publishedArticle(app, 'warn-a', category);
    const linking = await publishedArticle(app, 'warn-linking', category, 'See [a](/blog/warn/warn-a).');
    expect((await urlChanges(app, token, ARTICLE, target)).moves).toEqual([]);
    await articles().update({ documentId: target, locale: 'en', data: { slug: 'warn-b' } } as never);
    const answer = await urlChanges(app, token, ARTICLE, target);
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
    expect(await recorded(target)).toBe(false);
  });

  it("says a draft moved to another category moves the article's URL", async () => {
    const [from, to] = await Promise.all(['cat-from', 'cat-to'].map((slug) => createCategory(app, slug)));
    const article = await publishedArticle(app, 'recategorized', from);
    await articles().update({ documentId: article, locale: 'en', data: { category: to } } as never);
    const { moves } = await urlChanges(app, token, ARTICLE, article);
    expect(moves.map((move) => [move.old_url, move.new_url])).toEqual([
      [`${SITE}/blog/cat-from/recategorized`, `${SITE}/blog/cat-to/recategorized`],
    ]);
  });

  it("lists a category's URL and its articles' URLs as what deleting it takes away", async () => {
    const category = await createCategory(app, 'gone-cat');
    await publishedArticle(app, 'gone-article', category);
    const answer = await urlChanges(app, token, CATEGORY, category, null);
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

describe(`the edit view's warning from unsaved form values on ${client}`, () => {
  it('says before any save that an unsaved slug moves the URL, and writes nothing', async () => {
    const category = await createCategory(app, 'typed');
    const target = await publishedArticle(app, 'typed-a', category);
    const linking = await publishedArticle(app, 'typed-linking', category, 'See [a](/blog/typed/typed-a).');
    const saved = await urlChanges(app, token, ARTICLE, target);
    expect([saved.moves, saved.unsaved_fields, saved.draft_and_publish]).toEqual([[], ['slug'], true]);
    const answer = await urlChanges(app, token, ARTICLE, target, 'en', { slug: 'typed-b' });
    expect(answer.moves).toEqual([
      expect.objectContaining({
        document_id: target,
        old_url: `${SITE}/blog/typed/typed-a`,
        new_url: `${SITE}/blog/typed/typed-b`,
        linked_from: 1,
        linking: [expect.objectContaining({ document_id: linking, document_title: 'typed-linking' })],
      }),
    ]);
    // The draft keeps its saved slug, the saved answer is unchanged, and no move is recorded.
    expect(await savedSlug(ARTICLE, target, 'en')).toBe('typed-a');
    expect((await urlChanges(app, token, ARTICLE, target)).moves).toEqual([]);
    expect(await recorded(target)).toBe(false);
  });

  it("says saving a category's unsaved slug moves its URL and its articles' published URLs", async () => {
    const category = await createCategory(app, 'renamed');
    const first = await publishedArticle(app, 'ren-one', category);
    const second = await publishedArticle(app, 'ren-two', category);
    // An article's own unpublished edit is not published by saving the category.
    await articles().update({ documentId: second, locale: 'en', data: { slug: 'ren-two-draft' } } as never);
    const saved = await urlChanges(app, token, CATEGORY, category, null);
    expect([saved.moves, saved.unsaved_fields, saved.draft_and_publish]).toEqual([[], ['slug'], false]);
    const answer = await urlChanges(app, token, CATEGORY, category, null, { slug: 'renamed-new' });
    expect(answer.moves.map((move) => [move.document_id, move.old_url, move.new_url]).sort()).toEqual(
      [
        [category, `${SITE}/topics/renamed`, `${SITE}/topics/renamed-new`],
        [first, `${SITE}/blog/renamed/ren-one`, `${SITE}/blog/renamed-new/ren-one`],
        [second, `${SITE}/blog/renamed/ren-two`, `${SITE}/blog/renamed-new/ren-two`],
      ].sort(),
    );
    expect(await savedSlug(CATEGORY, category)).toBe('renamed');
    expect(await recorded(category)).toBe(false);
  });

  it('refuses an unsaved value of an attribute the URL patterns do not read', async () => {
    const category = await createCategory(app, 'refuse');
    const article = await publishedArticle(app, 'refuse-a', category);
    for (const [uid, id, locale, values] of [
      [ARTICLE, article, 'en', { title: 'New title' }],
      [ARTICLE, article, 'en', { slug: 'x', category: 'elsewhere' }],
      [CATEGORY, category, null, { name: 'New name' }],
    ] as const) {
      const response = await askUrlChanges(app, token, uid, id, locale, { values });
      expect([response.status, response.body.error?.name]).toEqual([400, 'ValidationError']);
      expect(response.body.error.details.accepted).toEqual(['slug']);
    }
  });

  it('answers 400 without a stack for a body that is not { values }, and 401 without a session', async () => {
    const category = await createCategory(app, 'bad-body');
    const article = await publishedArticle(app, 'bad-body-a', category);
    const bodies: unknown[] = [
      {},
      { values: 'slug' },
      { values: { slug: { nested: true } } },
      { values: { slug: 'x'.repeat(5000) } },
      { values: { slug: 'ok' }, extra: 1 },
      [1, 2],
    ];
    for (const body of bodies) {
      const response = await askUrlChanges(app, token, ARTICLE, article, 'en', body);
      expect([response.status, response.body.error?.name]).toEqual([400, 'ValidationError']);
      expect(response.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d/);
    }
    const text = await app.http
      .post('/route-discovery/url-changes')
      .query({ content_type: ARTICLE, document_id: article, locale: 'en' })
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{"values": {');
    expect(text.status).toBe(400);
    expect(text.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d/);
    const anonymous = await app.http
      .post('/route-discovery/url-changes')
      .query({ content_type: ARTICLE, document_id: article, locale: 'en' })
      .send({ values: { slug: 'x' } });
    expect(anonymous.status).toBe(401);
  });
});
