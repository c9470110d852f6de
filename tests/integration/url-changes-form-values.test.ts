import { askUrlChanges } from '../helpers/demo-moves';
import { pageUrlsOf, SITE, startMovedUrlsApp, type MovedUrlsApp } from '../helpers/moved-urls';
import { setRolePermission } from '../helpers/users-permissions';

/**
 * The edit view's warning from form values 0246 read as saved (issue 46, item 6;
 * docs/decisions/0260): a date, a datetime and a time typed in the form, in the text the Content
 * Manager 5.54 form holds (`@strapi/admin` `components/FormInputs`: a date `YYYY-MM-DD`, a datetime
 * `toISOString()`, a picked time `HH:mm:00.000`), and an attribute not localized, whose form value
 * is every locale's. The playground's review type (PLAYGROUND_REVIEWS=1,
 * playground/src/fixtures/reviews.js) has all four.
 */
const client = process.env.DATABASE_CLIENT ?? 'sqlite';
const REVIEW = 'api::review.review';
let app: MovedUrlsApp;
let token: string;
const reviews = () => app.playground.strapi.documents(REVIEW as never);

/** Sets the review type's URL pattern (the other types keep the moved-URL suites' patterns), and `more`. */
const reviewPattern = (pattern: string, more: Record<string, string> = {}) =>
  app.playground.strapi.config.set('plugin::route-discovery.urlPatterns', {
    'api::article.article': { default: '/blog/[category.slug]/[slug]', fr: '/fr/blogue/[slug]' },
    'api::category.category': '/topics/[slug]',
    [REVIEW]: pattern,
    ...more,
  });

/** A review published in `en` and `fr` (slugs `<name>-en`, `<name>-fr`) with `data`; its documentId. */
async function publishedReview(name: string, data: Record<string, unknown>) {
  const { documentId } = (await reviews().create({
    locale: 'en',
    data: { title: name, slug: `${name}-en`, ...data },
  } as never)) as { documentId: string };
  await reviews().publish({ documentId, locale: 'en' } as never);
  await reviews().update({
    documentId,
    locale: 'fr',
    data: { title: `${name} fr`, slug: `${name}-fr`, ...data },
  } as never);
  await reviews().publish({ documentId, locale: 'fr' } as never);
  return documentId;
}

/**
 * The warning for `review`'s English form holding `values` (and `relations`): its moves as
 * `[locale, old, new]`, sorted.
 */
async function warnedMoves(review: string, values: Record<string, unknown>, relations?: object) {
  const body = relations ? { values, relations } : { values };
  const response = await askUrlChanges(app.playground, token, REVIEW, review, 'en', body);
  expect(response.status).toBe(200);
  const moves = response.body.moves as Array<Record<string, unknown>>;
  return moves.map((move) => [move.locale, move.old_url, move.new_url]).sort();
}

/** The site URLs the page rows give a document's published locale versions, by locale. */
const pageUrls = (documentId: string) => pageUrlsOf(app.playground, documentId);

beforeAll(async () => {
  app = await startMovedUrlsApp({ env: { PLAYGROUND_REVIEWS: '1' } });
  app.playground.strapi.config.set('plugin::route-discovery.pagesPerType', 0);
  for (const uid of [REVIEW, 'api::comment.comment'])
    for (const action of ['find', 'findOne'])
      await setRolePermission(app.playground.strapi, 'public', `${uid}.${action}`, true);
  token = await app.playground.adminToken();
});

afterAll(async () => {
  await app?.playground.stop();
});

describe(`dates and times typed in the edit form on ${client}`, () => {
  const SAVED = { reviewedOn: '2026-03-01', reviewedAt: '2026-03-01T10:30:15.250Z', opensAt: '10:30:00' };
  const at = (date: string, datetime: string, time: string, slug: string) =>
    `${SITE}/events/${date}/${encodeURIComponent(datetime)}/${encodeURIComponent(time)}/${slug}`;
  beforeAll(() => reviewPattern('/events/[reviewedOn]/[reviewedAt]/[opensAt]/[slug]'));

  it('accepts them, and the saved date, datetime and time in the form give no move', async () => {
    const review = await publishedReview('form-dated', SAVED);
    const response = await askUrlChanges(app.playground, token, REVIEW, review, 'en', { values: {} });
    expect(response.body.unsaved_fields).toEqual(['opensAt', 'reviewedAt', 'reviewedOn', 'slug']);
    // What the form holds for the saved values once picked again: the time with seconds and ms.
    expect(
      await warnedMoves(review, {
        reviewedOn: '2026-03-01',
        reviewedAt: '2026-03-01T10:30:15.250Z',
        opensAt: '10:30:00.000',
      }),
    ).toEqual([]);
  });

  it('says publishing moves the page when a date, a datetime or a time is changed in the form', async () => {
    const review = await publishedReview('form-redated', SAVED);
    const old = at('2026-03-01', '2026-03-01T10:30:15.250Z', '10:30:00', 'form-redated-en');
    expect(await warnedMoves(review, { reviewedOn: '2026-03-02' })).toEqual([
      ['en', old, at('2026-03-02', '2026-03-01T10:30:15.250Z', '10:30:00', 'form-redated-en')],
    ]);
    expect(await warnedMoves(review, { reviewedAt: '2026-03-01T11:00:00.000Z' })).toEqual([
      ['en', old, at('2026-03-01', '2026-03-01T11:00:00.000Z', '10:30:00', 'form-redated-en')],
    ]);
    expect(await warnedMoves(review, { opensAt: '11:15:00.000' })).toEqual([
      ['en', old, at('2026-03-01', '2026-03-01T10:30:15.250Z', '11:15:00', 'form-redated-en')],
    ]);
    // Written nowhere: the page keeps its URL.
    expect((await pageUrls(review)).en).toBe(old);
  });
});

describe(`an attribute not localized, typed in the edit form, on ${client}`, () => {
  beforeAll(() => reviewPattern('/reviews/[edition]/[slug]'));

  it("says the change moves the document's page in every locale, as Strapi copies the value", async () => {
    const review = await publishedReview('shared', { edition: 'spring' });
    expect(await warnedMoves(review, { edition: 'summer' })).toEqual([
      ['en', `${SITE}/reviews/spring/shared-en`, `${SITE}/reviews/summer/shared-en`],
      ['fr', `${SITE}/reviews/spring/shared-fr`, `${SITE}/reviews/summer/shared-fr`],
    ]);
    // A localized attribute typed in the same form stays the open locale's.
    expect(await warnedMoves(review, { edition: 'summer', slug: 'shared-new' })).toEqual([
      ['en', `${SITE}/reviews/spring/shared-en`, `${SITE}/reviews/summer/shared-new`],
      ['fr', `${SITE}/reviews/spring/shared-fr`, `${SITE}/reviews/summer/shared-fr`],
    ]);
    // Saving the English form (the Content Manager's Save, and the first step of its Publish) gives
    // the French draft the value: the French page moves when its draft is published, if not at once.
    await reviews().update({ documentId: review, locale: 'en', data: { edition: 'summer' } } as never);
    const french = (await reviews().findOne({ documentId: review, locale: 'fr' } as never)) as unknown as {
      edition: string;
    };
    expect(french.edition).toBe('summer');
    await reviews().publish({ documentId: review, locale: 'fr' } as never);
    expect((await pageUrls(review)).fr).toBe(`${SITE}/reviews/summer/shared-fr`);
  });
});

describe(`a single component's value typed in the edit form on ${client}`, () => {
  it('says publishing moves the page when the form changes the value a dot path reads in a component', async () => {
    reviewPattern('/reviews/[seo.metaTitle]/[slug]');
    const review = await publishedReview('boxed', { seo: { metaTitle: 'spring' } });
    const response = await askUrlChanges(app.playground, token, REVIEW, review, 'en', { values: {} });
    expect(response.body.unsaved_fields).toEqual(['seo.metaTitle', 'slug']);
    expect(await warnedMoves(review, { 'seo.metaTitle': 'spring' })).toEqual([]);
    expect(await warnedMoves(review, { 'seo.metaTitle': 'summer' })).toEqual([
      ['en', `${SITE}/reviews/spring/boxed-en`, `${SITE}/reviews/summer/boxed-en`],
    ]);
  });

  it('says the change moves every locale when the component is not localized', async () => {
    reviewPattern('/reviews/[series.metaTitle]/[slug]');
    const review = await publishedReview('serial', { series: { metaTitle: 'one' } });
    expect(await warnedMoves(review, { 'series.metaTitle': 'two' })).toEqual([
      ['en', `${SITE}/reviews/one/serial-en`, `${SITE}/reviews/two/serial-en`],
      ['fr', `${SITE}/reviews/one/serial-fr`, `${SITE}/reviews/two/serial-fr`],
    ]);
  });
});

describe(`a path from the open document's draft through a draft-and-publish relation on ${client}`, () => {
  it("reads what publishing links: the draft's target's published version, not nothing", async () => {
    // Reviews and articles both have draft and publish: a review's draft links the article's draft.
    reviewPattern('/reviews/[article.slug]/[slug]');
    const { article } = await app.publishedArticle('twin', true);
    const review = await publishedReview('twin-review', { article });
    expect(await warnedMoves(review, {})).toEqual([]);
    expect(await warnedMoves(review, { slug: 'twin-review-new' })).toEqual([
      ['en', `${SITE}/reviews/twin-en/twin-review-en`, `${SITE}/reviews/twin-en/twin-review-new`],
    ]);
    // The article's own unpublished draft does not count: publishing the review links its published version.
    await app.playground.strapi
      .documents('api::article.article')
      .update({ documentId: article, locale: 'en', data: { slug: 'twin-draft' } as never });
    expect(await warnedMoves(review, {})).toEqual([]);
  });

  it("reads it at a middle hop: a comment reading the review's article, from the review's form", async () => {
    const COMMENT = 'api::comment.comment';
    reviewPattern('/reviews/[slug]', { [COMMENT]: '/comments/[review.article.slug]/[slug]' });
    const { article } = await app.publishedArticle('deep', true);
    const { article: other } = await app.publishedArticle('deep-other', true);
    const review = await publishedReview('deep-review', { article });
    const comments = app.playground.strapi.documents(COMMENT as never);
    const { documentId: comment } = (await comments.create({
      locale: 'en',
      data: { slug: 'deep-comment', review },
    } as never)) as { documentId: string };
    await comments.publish({ documentId: comment, locale: 'en' } as never);
    expect((await pageUrls(comment)).en).toBe(`${SITE}/comments/deep-en/deep-comment`);
    // The review's draft links the article's draft; publishing it links the published article.
    expect(await warnedMoves(review, {})).toEqual([]);
    expect(await warnedMoves(review, {}, { article: { document_id: other } })).toEqual([
      ['en', `${SITE}/comments/deep-en/deep-comment`, `${SITE}/comments/deep-other-en/deep-comment`],
    ]);
  });
});
