const { factories } = require('@strapi/strapi');
const { parseQuery } = require('../../../../lib/zod');

const UID = 'api::article.article';

/**
 * Parses the request query against the zod shapes the matched route declares in
 * `request.query` (src/api/article/routes/01-custom-article.js), so the route file is the single
 * source of truth. Strapi 5 itself only checks those shapes when `api.rest.strictParams` is on,
 * and then only for keys that are present: a missing required key is never reported by Strapi.
 * Throws Strapi's ValidationError, which the `strapi::errors` middleware answers with a 400.
 * Unknown keys (e.g. `locale`) are dropped from the result.
 */
function routeQuery(ctx) {
  const shape = ctx.state.route?.request?.query ?? {};
  return parseQuery(shape, ctx.query ?? {});
}

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /articles/by-slug/:slug: the published article with that slug, 404 when none. */
  async findBySlug(ctx) {
    const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
    const article = await strapi.documents(UID).findFirst({
      filters: { slug: ctx.params.slug },
      status: 'published',
      ...(locale ? { locale } : {}),
    });
    if (!article) return ctx.notFound('No published article with that slug');
    ctx.body = { data: article };
  },

  /** POST /articles/:id/like: acknowledges a like (no storage; it only needs to be a POST). */
  async like(ctx) {
    ctx.body = { data: { documentId: ctx.params.id, liked: true } };
  },

  /** GET /articles/search?q=...[&sort=asc|desc]: published articles whose title contains q. */
  async search(ctx) {
    const { q, sort = 'asc' } = routeQuery(ctx);
    const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
    const data = await strapi.documents(UID).findMany({
      filters: { title: { $containsi: q.trim() } },
      status: 'published',
      sort: { title: sort },
      ...(locale ? { locale } : {}),
    });
    ctx.body = { data };
  },

  /**
   * GET /articles/feed?format=json|summary: the published articles as a feed.
   * `PLAYGROUND_BREAK_ROUTE=feed` makes it answer 500, so smoke-runner tests have a broken public route.
   */
  async feed(ctx) {
    if (process.env.PLAYGROUND_BREAK_ROUTE === 'feed') {
      ctx.status = 500;
      ctx.body = {
        data: null,
        error: { status: 500, name: 'InternalServerError', message: 'Broken on purpose' },
      };
      return;
    }
    const { format } = routeQuery(ctx);
    const articles = await strapi.documents(UID).findMany({ status: 'published', fields: ['title', 'slug'] });
    ctx.body = { data: format === 'summary' ? articles.map((a) => a.title) : articles };
  },
}));
