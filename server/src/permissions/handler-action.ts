/**
 * A route handler and the users-permissions action it stands for, one mapping for discovery and
 * the exposure audit. Strapi registers a content-API route's handler fully qualified,
 * `<content-type or controller UID>.<action>` (`api::article.article.findOne`), and fills the
 * route's `config.auth.scope` with it (`@strapi/core` `register-routes.js`): the permission
 * `action` a role must hold is that same string.
 */

/** A qualified handler split in two: the UID before the last period and the action name after it. */
export interface HandlerAction {
  /** `api::article.article`, `plugin::upload.content-api`, ... */
  uid: string;
  /** `find`, `findOne`, `create`, a custom handler name, ... */
  action: string;
}

/**
 * Splits a qualified handler at its last period.
 * @param qualifiedHandler `api::article.article.findOne`; '' for function handlers
 * @returns `{ uid: 'api::article.article', action: 'findOne' }`, or null when there is no UID part
 */
export function handlerAction(qualifiedHandler: string): HandlerAction | null {
  const dot = qualifiedHandler.lastIndexOf('.');
  if (dot <= 0 || dot === qualifiedHandler.length - 1) return null;
  return { uid: qualifiedHandler.slice(0, dot), action: qualifiedHandler.slice(dot + 1) };
}

/**
 * The qualified handler (and permission action) of an action of a UID.
 * @returns `api::article.article.find` for (`api::article.article`, `find`)
 */
export function actionHandler(uid: string, action: string): string {
  return `${uid}.${action}`;
}
