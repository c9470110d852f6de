/**
 * `PLAYGROUND_GUARDED_ROUTE=1` adds a content-API route declared `auth: false` that its own
 * policy and middleware guard (`policies/is-listed.js`, `middlewares/require-admin-login.js`): an
 * anonymous GET answers 401 (tests/integration/guarded-routes.test.ts). Off by default, so the
 * demo's answers stay as recorded.
 */
const guarded = {
  method: 'GET',
  path: '/articles/guarded',
  handler: 'api::article.article.find',
  config: {
    auth: false,
    policies: ['api::article.is-listed'],
    middlewares: ['api::article.require-admin-login'],
  },
};

module.exports = {
  routes: process.env.PLAYGROUND_GUARDED_ROUTE === '1' ? [guarded] : [],
};
