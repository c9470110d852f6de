const { factories } = require('@strapi/strapi');

const UID = 'api::category.category';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /categories/by-internal-name/:internalName: the category, sanitised for the caller; 404 when none. */
  async findByInternalName(ctx) {
    const category = await strapi.documents(UID).findFirst({
      filters: { internalName: ctx.params.internalName },
    });
    if (!category) return ctx.notFound('No category with that internal name');
    ctx.body = { data: await this.sanitizeOutput(category, ctx) };
  },
}));
