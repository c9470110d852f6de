/**
 * Content-API actions each users-permissions role may call. Internal notes stay out of Public.
 * Deliberate exposures for the exposure audit: Public may write guestbook entries, list end users
 * and upload files; Authenticated (the default role, sign-ups open) may delete guestbook entries.
 */
const GRANTS = {
  public: [
    'api::article.article.find',
    'api::article.article.findOne',
    'api::article.article.findBySlug',
    'api::article.article.search',
    'api::article.article.feed',
    'api::article.article.like',
    'api::category.category.find',
    'api::category.category.findOne',
    'api::category.category.findByInternalName',
    'api::homepage.homepage.find',
    'api::guestbook-entry.guestbook-entry.find',
    'api::guestbook-entry.guestbook-entry.findOne',
    'api::guestbook-entry.guestbook-entry.create',
    'plugin::users-permissions.user.find',
    'plugin::upload.content-api.upload',
  ],
  authenticated: [
    'api::internal-note.internal-note.find',
    'api::internal-note.internal-note.findOne',
    'api::guestbook-entry.guestbook-entry.delete',
  ],
};

/** Grants the actions above, adding only what is missing. */
async function seedPermissions(strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const [type, actions] of Object.entries(GRANTS)) {
    const role = await roles.findOne({ where: { type } });
    if (!role) continue;
    for (const action of actions) {
      const existing = await permissions.findOne({ where: { action, role: role.id } });
      if (!existing) await permissions.create({ data: { action, role: role.id } });
    }
  }
}

module.exports = { seedPermissions, GRANTS };
