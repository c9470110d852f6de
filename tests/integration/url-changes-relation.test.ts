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
 * Issue 46 item 6, a relation changed in the edit form (docs/decisions/0249): the article's URL
 * pattern `/blog/[category.slug]/[slug]` reads through `category`, so the panel sends the form's
 * unsaved category (`relations`) and `POST /route-discovery/url-changes` says before Save or
 * Publish where the article moves and who links to its URL, writing nothing.
 */
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

let app: Playground;
let token: string;

/** The documentId of the category an article's draft links to in the database. */
async function savedCategory(documentId: string) {
  const found: unknown = await app.strapi
    .documents(ARTICLE as never)
    .findOne({ documentId, locale: 'en', populate: ['category'] } as never);
  return (found as { category?: { documentId?: string } | null } | null)?.category?.documentId ?? null;
}

beforeAll(async () => {
  app = await startDemoPlayground();
  token = await app.adminToken();
});

afterAll(async () => {
  await app?.stop();
});

describe(`the edit view's warning from an unsaved relation on ${client}`, () => {
  it('names the relations the pattern reads through, and none for a type that reads none', async () => {
    const category = await createCategory(app, 'rel-names');
    const article = await publishedArticle(app, 'rel-names-a', category);
    expect((await urlChanges(app, token, ARTICLE, article)).unsaved_relations).toEqual(['category']);
    expect((await urlChanges(app, token, CATEGORY, category, null)).unsaved_relations).toEqual([]);
  });

  it("says an unsaved category moves the article to the new category's URL, and who links to it", async () => {
    const [from, to] = await Promise.all(['rel-from', 'rel-to'].map((slug) => createCategory(app, slug)));
    const article = await publishedArticle(app, 'rel-a', from);
    const linking = await publishedArticle(app, 'rel-linking', from, 'See [a](/blog/rel-from/rel-a).');
    expect((await urlChanges(app, token, ARTICLE, article)).moves).toEqual([]);
    const response = await askUrlChanges(app, token, ARTICLE, article, 'en', {
      values: {},
      relations: { category: { document_id: to } },
    });
    expect(response.status).toBe(200);
    expect(response.body.moves).toEqual([
      expect.objectContaining({
        document_id: article,
        locale: 'en',
        old_url: `${SITE}/blog/rel-from/rel-a`,
        new_url: `${SITE}/blog/rel-to/rel-a`,
        linked_from: 1,
        linking: [expect.objectContaining({ document_id: linking, document_title: 'rel-linking' })],
      }),
    ]);
    // With an unsaved slug too, both apply.
    const both = await askUrlChanges(app, token, ARTICLE, article, 'en', {
      values: { slug: 'rel-b' },
      relations: { category: { document_id: to, locale: null } },
    });
    expect(both.body.moves.map((move: { new_url: string }) => move.new_url)).toEqual([
      `${SITE}/blog/rel-to/rel-b`,
    ]);
    // Nothing was written: the draft still links to the saved category, the saved answer is unchanged.
    expect(await savedCategory(article)).toBe(from);
    expect((await urlChanges(app, token, ARTICLE, article)).moves).toEqual([]);
  });

  it('gives what the URL rule gives without a category when the form disconnects it', async () => {
    const category = await createCategory(app, 'rel-cut');
    const article = await publishedArticle(app, 'rel-cut-a', category);
    const response = await askUrlChanges(app, token, ARTICLE, article, 'en', {
      values: {},
      relations: { category: null },
    });
    expect(response.status).toBe(200);
    // `[category.slug]` cannot be filled without a category: the article has no URL then.
    expect(response.body.moves).toEqual([
      expect.objectContaining({ old_url: `${SITE}/blog/rel-cut/rel-cut-a`, new_url: null }),
    ]);
    expect(await savedCategory(article)).toBe(category);
  });

  it("leaves the article's URL as saved when the form reconnects its saved category", async () => {
    const category = await createCategory(app, 'rel-same');
    const article = await publishedArticle(app, 'rel-same-a', category);
    const response = await askUrlChanges(app, token, ARTICLE, article, 'en', {
      values: {},
      relations: { category: { document_id: category } },
    });
    expect([response.status, response.body.moves]).toEqual([200, []]);
  });

  it('refuses a relation the URL pattern does not read through, and a malformed target', async () => {
    const category = await createCategory(app, 'rel-refuse');
    const article = await publishedArticle(app, 'rel-refuse-a', category);
    for (const [uid, id, locale, relations, accepted] of [
      [ARTICLE, article, 'en', { relatedArticles: null }, ['category']],
      [ARTICLE, article, 'en', { slug: { document_id: 'x' } }, ['category']],
      [CATEGORY, category, null, { category: null }, []],
    ] as const) {
      const response = await askUrlChanges(app, token, uid, id, locale, { values: {}, relations });
      expect([response.status, response.body.error?.name]).toEqual([400, 'ValidationError']);
      expect(response.body.error.details).toEqual({ refused: Object.keys(relations), accepted });
    }
    for (const relations of [
      { category: 'abc' },
      { category: { documentId: 'abc' } },
      { category: { document_id: '' } },
      { category: { document_id: 'x'.repeat(500) } },
      { category: { document_id: 'abc', extra: 1 } },
      'category',
    ]) {
      const response = await askUrlChanges(app, token, ARTICLE, article, 'en', { values: {}, relations });
      expect([response.status, response.body.error?.name]).toEqual([400, 'ValidationError']);
      expect(response.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d/);
    }
  });
});
