import type { MovedUrlRow } from '@route-discovery/contract';
import { askUrlChanges } from '../helpers/demo-moves';
import { pageUrlsOf, SITE, startMovedUrlsApp, type MovedUrlsApp } from '../helpers/moved-urls';
import { setRolePermission } from '../helpers/users-permissions';

/**
 * Moved URLs of pages whose URL reads a relation path through a middle hop (issue 46, items 1 and
 * 8): the playground's review type (PLAYGROUND_REVIEWS=1, playground/src/fixtures/reviews.js) has
 * the pattern `/reviews/[article.category.slug]/[article.slug]/[slug]`, so renaming a category
 * moves the reviews of its articles, in every locale. The edit view's warning for an article names
 * its reviews' moves (item 6), from a category picked in the form (a middle hop) or its saved draft.
 * And one URL form for a date, a datetime and a time read by a pattern, whatever the database
 * returns for them (docs/decisions/0255).
 */
const client = process.env.DATABASE_CLIENT ?? 'sqlite';
const ARTICLE = 'api::article.article';
const REVIEW = 'api::review.review';
const REVIEW_PATTERN = '/reviews/[article.category.slug]/[article.slug]/[slug]';
let app: MovedUrlsApp;
const reviews = () => app.playground.strapi.documents(REVIEW as never);
const articles = () => app.playground.strapi.documents(ARTICLE);
const categories = () => app.playground.strapi.documents('api::category.category');

/**
 * A category `<name>-cat` and an article in it published in `en` and `fr` (slugs `<name>-en`,
 * `<name>-fr`): the French version is given the category too (a new locale version does not take
 * the relation from the other's).
 */
async function articleInBothLocales(name: string) {
  const made = await app.publishedArticle(name, true);
  await articles().update({
    documentId: made.article,
    locale: 'fr',
    data: { category: made.category } as never,
  });
  await articles().publish({ documentId: made.article, locale: 'fr' });
  return made;
}

/** A review of `article` published in `en` and `fr` (slugs `<name>-en`, `<name>-fr`); its documentId. */
async function publishedReview(name: string, article: string, data: Record<string, unknown> = {}) {
  const created = (await reviews().create({
    locale: 'en',
    data: { title: name, slug: `${name}-en`, article, ...data },
  } as never)) as { documentId: string };
  const { documentId } = created;
  await reviews().publish({ documentId, locale: 'en' } as never);
  await reviews().update({
    documentId,
    locale: 'fr',
    data: { title: `${name} fr`, slug: `${name}-fr`, article, ...data },
  } as never);
  await reviews().publish({ documentId, locale: 'fr' } as never);
  return documentId;
}

/** The records of one document as `[locale, old_url, new_url, action, cause]`, sorted. */
async function movesOf(documentId: string) {
  const rows = (await app.movedUrls()).filter((row: MovedUrlRow) => row.document_id === documentId);
  return rows
    .map((row) => [row.locale, row.old_url, row.new_url, row.action, row.cause_document_id])
    .sort((a, b) => String(a).localeCompare(String(b)));
}

/** The site URLs the page rows give a document's published locale versions, by locale. */
const pageUrls = (documentId: string) => pageUrlsOf(app.playground, documentId);

beforeAll(async () => {
  app = await startMovedUrlsApp({
    env: { PLAYGROUND_REVIEWS: '1' },
    urlPatterns: { [REVIEW]: REVIEW_PATTERN },
  });
  // Page rows of every document, not the first of each type, of the public routes.
  app.playground.strapi.config.set('plugin::route-discovery.pagesPerType', 0);
  for (const action of ['find', 'findOne'])
    await setRolePermission(app.playground.strapi, 'public', `${REVIEW}.${action}`, true);
});

afterAll(async () => {
  await app?.playground.stop();
});

describe(`pages reading a middle hop of a relation path on ${client}`, () => {
  it("records the reviews of a renamed category's articles, per locale, with the category as cause", async () => {
    const { category, article } = await articleInBothLocales('hop');
    const review = await publishedReview('hop-review', article);
    expect(await pageUrls(review)).toEqual({
      en: `${SITE}/reviews/hop-cat/hop-en/hop-review-en`,
      fr: `${SITE}/reviews/hop-cat/hop-fr/hop-review-fr`,
    });
    await categories().update({ documentId: category, data: { slug: 'hop-renamed' } as never });
    expect(await movesOf(review)).toEqual([
      [
        'en',
        `${SITE}/reviews/hop-cat/hop-en/hop-review-en`,
        `${SITE}/reviews/hop-renamed/hop-en/hop-review-en`,
        'update',
        category,
      ],
      [
        'fr',
        `${SITE}/reviews/hop-cat/hop-fr/hop-review-fr`,
        `${SITE}/reviews/hop-renamed/hop-fr/hop-review-fr`,
        'update',
        category,
      ],
    ]);
    // The recorder's new URLs are the page rows' URLs.
    expect(await pageUrls(review)).toEqual({
      en: `${SITE}/reviews/hop-renamed/hop-en/hop-review-en`,
      fr: `${SITE}/reviews/hop-renamed/hop-fr/hop-review-fr`,
    });
  });

  it("records the reviews of an article moved to another category when the article's move is published", async () => {
    const { article } = await app.publishedArticle('hop-move', true);
    const other = await categories().create({ data: { name: 'hop other', slug: 'hop-other' } as never });
    const review = await publishedReview('hop-move-review', article);
    await articles().update({
      documentId: article,
      locale: 'en',
      data: { category: other.documentId } as never,
    });
    expect(await movesOf(review)).toEqual([]);
    await articles().publish({ documentId: article, locale: 'en' });
    const moved = await movesOf(review);
    expect(moved).toContainEqual([
      'en',
      `${SITE}/reviews/hop-move-cat/hop-move-en/hop-move-review-en`,
      `${SITE}/reviews/hop-other/hop-move-en/hop-move-review-en`,
      'publish',
      article,
    ]);
  });

  it('records the reviews of an unpublished article as gone', async () => {
    const { article } = await app.publishedArticle('hop-gone');
    const review = (await reviews().create({
      locale: 'en',
      data: { title: 'hop gone review', slug: 'hop-gone-review', article },
    } as never)) as { documentId: string };
    await reviews().publish({ documentId: review.documentId, locale: 'en' } as never);
    await articles().unpublish({ documentId: article, locale: 'en' });
    expect(await movesOf(review.documentId)).toEqual([
      ['en', `${SITE}/reviews/hop-gone-cat/hop-gone-en/hop-gone-review`, null, 'unpublish', article],
    ]);
  });
});

/** The moves of a url-changes answer (200 expected) as `[content_type, locale, old_url, new_url]`, sorted. */
function warnedMoves(response: { status: number; body: { moves: Array<Record<string, unknown>> } }) {
  expect(response.status).toBe(200);
  return response.body.moves
    .map((move) => [move.content_type, move.locale, move.old_url, move.new_url])
    .sort();
}

describe(`the edit view's warning through a middle hop on ${client}`, () => {
  it("says a category picked in an article's form moves the article's reviews too, writing nothing", async () => {
    const { article } = await articleInBothLocales('warn');
    const other = await categories().create({ data: { name: 'warn other', slug: 'warn-other' } as never });
    const review = await publishedReview('warn-review', article);
    const token = await app.playground.adminToken();
    const response = await askUrlChanges(app.playground, token, ARTICLE, article, 'en', {
      values: {},
      relations: { category: { document_id: other.documentId } },
    });
    const moves = warnedMoves(response);
    // The French versions read the French article, whose category the English form does not set.
    expect(moves).toEqual([
      [ARTICLE, 'en', `${SITE}/blog/warn-cat/warn-en`, `${SITE}/blog/warn-other/warn-en`],
      [
        REVIEW,
        'en',
        `${SITE}/reviews/warn-cat/warn-en/warn-review-en`,
        `${SITE}/reviews/warn-other/warn-en/warn-review-en`,
      ],
    ]);
    expect(await movesOf(review)).toEqual([]);
    expect(await pageUrls(review)).toMatchObject({ en: `${SITE}/reviews/warn-cat/warn-en/warn-review-en` });
  });
});

describe(`the edit view's warning compares the reading pages published to published on ${client}`, () => {
  it("says publishing an article's saved draft moves its reviews, whose own drafts do not count", async () => {
    const { article } = await articleInBothLocales('draft');
    const review = await publishedReview('draft-review', article);
    await reviews().update({
      documentId: review,
      locale: 'en',
      data: { slug: 'draft-review-edit' },
    } as never);
    await articles().update({ documentId: article, locale: 'en', data: { slug: 'draft-en-new' } as never });
    const token = await app.playground.adminToken();
    expect(warnedMoves(await askUrlChanges(app.playground, token, ARTICLE, article, 'en'))).toEqual([
      [ARTICLE, 'en', `${SITE}/blog/draft-cat/draft-en`, `${SITE}/blog/draft-cat/draft-en-new`],
      [
        REVIEW,
        'en',
        `${SITE}/reviews/draft-cat/draft-en/draft-review-en`,
        `${SITE}/reviews/draft-cat/draft-en-new/draft-review-en`,
      ],
    ]);
  });
});

describe(`dates and times in a URL pattern on ${client}`, () => {
  const set = (patterns: Record<string, string>) =>
    app.playground.strapi.config.set('plugin::route-discovery.urlPatterns', {
      [ARTICLE]: { default: '/blog/[category.slug]/[slug]', fr: '/fr/blogue/[slug]' },
      'api::category.category': '/topics/[slug]',
      [REVIEW]: REVIEW_PATTERN,
      ...patterns,
    });

  afterAll(() => set({}));

  it('gives a date as YYYY-MM-DD, a datetime in ISO 8601 UTC and a time as HH:mm:ss, on every database', async () => {
    set({ [REVIEW]: '/events/[reviewedOn]/[reviewedAt]/[opensAt]/[slug]' });
    const { article } = await articleInBothLocales('dated');
    const review = await publishedReview('dated-review', article, {
      reviewedOn: '2026-03-01',
      reviewedAt: '2026-03-01T10:30:15.250Z',
      opensAt: '10:30:15.500',
    });
    const at = (slug: string) =>
      `${SITE}/events/2026-03-01/2026-03-01T10%3A30%3A15.250Z/10%3A30%3A15/${slug}`;
    expect(await pageUrls(review)).toEqual({ en: at('dated-review-en'), fr: at('dated-review-fr') });
    await reviews().update({ documentId: review, locale: 'en', data: { slug: 'dated-later' } } as never);
    await reviews().publish({ documentId: review, locale: 'en' } as never);
    expect(await movesOf(review)).toEqual([
      ['en', at('dated-review-en'), at('dated-later'), 'publish', review],
    ]);
  });

  it("gives the same form for a datetime read through a relation path (the article's createdAt)", async () => {
    set({ [REVIEW]: '/r/[article.createdAt]/[slug]' });
    const { article } = await articleInBothLocales('dated-path');
    const review = await publishedReview('dated-path-review', article);
    const published = (await articles().findOne({
      documentId: article,
      locale: 'en',
      status: 'published',
    })) as unknown as { createdAt: string };
    const createdAt = new Date(published.createdAt).toISOString();
    expect((await pageUrls(review)).en).toBe(
      `${SITE}/r/${encodeURIComponent(createdAt)}/dated-path-review-en`,
    );
  });
});
