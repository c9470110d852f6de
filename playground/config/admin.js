const { URLSearchParams } = require('node:url');

/**
 * Strapi's preview (`admin.preview`, Strapi 5) when PLAYGROUND_PREVIEW_ORIGIN names the frontend
 * (e.g. `http://localhost:3000`): articles and the homepage preview on that origin, categories and
 * guestbook entries on the CMS's own content API (a relative URL, which the admin's iframe
 * resolves on its own origin), other types have no preview (null). PLAYGROUND_PREVIEW_FAIL names a content type whose preview
 * throws, as a broken handler would; PLAYGROUND_PREVIEW_SECRET puts a `secret` in the homepage's
 * preview URL, as Strapi's preview guide does (tests of the plugin's preview rows,
 * docs/decisions/0154-preview-urls.md). Without PLAYGROUND_PREVIEW_ORIGIN the playground has no
 * preview, so its recorded answers stay as they were.
 */
function previewConfig(env) {
  const origin = env('PLAYGROUND_PREVIEW_ORIGIN', '');
  if (!origin) return undefined;
  const failing = env('PLAYGROUND_PREVIEW_FAIL', '');
  // As Strapi's preview guide builds its URLs: the frontend's preview secret in the query.
  const secret = env('PLAYGROUND_PREVIEW_SECRET', '');
  return {
    enabled: true,
    config: {
      allowedOrigins: [origin],
      async handler(uid, { documentId, locale, status }) {
        if (uid === failing) throw new Error(`no preview route for ${uid}`);
        const query = new URLSearchParams({ status, ...(locale ? { locale } : {}) });
        switch (uid) {
          case 'api::article.article':
            return `${origin}/preview/articles/${documentId}?${query}`;
          case 'api::homepage.homepage':
            if (secret) query.set('secret', secret);
            return `${origin}/preview/home?${query}`;
          case 'api::category.category':
            return `/api/categories/${documentId}`;
          case 'api::guestbook-entry.guestbook-entry':
            return `/api/guestbook-entries/${documentId}`;
          default:
            return null;
        }
      },
    },
  };
}

module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  // Strapi limits admin logins per e-mail (5 in 5 minutes, @strapi/admin middlewares/rateLimit); the
  // browser tests log the same super admin in more often than that, so they turn it off.
  rateLimit: { enabled: env.bool('ADMIN_RATE_LIMIT', true) },
  flags: { nps: false, promoteEE: false },
  preview: previewConfig(env),
});
