/**
 * A route middleware that answers 401 unless the request carries a Bearer token, as an app's
 * "pages-by-component" routes do with `auth: false` plus a middleware requiring an admin login
 * (issue 35). Only the guarded route (`02-guarded-article.js`, `PLAYGROUND_GUARDED_ROUTE=1`) uses it.
 */
module.exports = () => async (ctx, next) => {
  const header = ctx.request.header.authorization ?? '';
  if (!/^Bearer \S+$/.test(header)) return ctx.unauthorized('An admin login is required');
  return next();
};
