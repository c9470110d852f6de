const { factories } = require('@strapi/strapi');

const UID = 'api::article.article';

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

  /** GET /articles/search?q=...: published articles whose title contains q. */
  async search(ctx) {
    const q = typeof ctx.query.q === 'string' ? ctx.query.q.trim() : '';
    if (!q) return ctx.badRequest('The query parameter "q" is required');
    const sort = ctx.query.sort === 'desc' ? 'desc' : 'asc';
    const data = await strapi.documents(UID).findMany({
      filters: { title: { $containsi: q } },
      status: 'published',
      sort: { title: sort },
    });
    ctx.body = { data };
  },

  /** GET /articles/feed?format=json|summary: the published articles as a feed. */
  async feed(ctx) {
    const format = ctx.query.format;
    if (format !== 'json' && format !== 'summary') return ctx.badRequest('format must be json or summary');
    const articles = await strapi.documents(UID).findMany({ status: 'published', fields: ['title', 'slug'] });
    ctx.body = { data: format === 'summary' ? articles.map((a) => a.title) : articles };
  },
}));
