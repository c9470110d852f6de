const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::guestbook-entry.guestbook-entry', () => ({
  /** POST /guestbook-entries/:id/flag: acknowledges a moderation flag (no storage). */
  async flag(ctx) {
    ctx.body = { data: { documentId: ctx.params.id, flagged: true } };
  },
}));
