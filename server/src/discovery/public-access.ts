import type { Core } from '@strapi/strapi';
import type { RegisteredRoute } from './types';

/**
 * Actions the users-permissions Public role may call (`plugin::users-permissions.permission` rows
 * of the role whose `type` is `public`). An empty set when the plugin is not installed.
 */
export async function loadPublicActions(strapi: Core.Strapi): Promise<Set<string>> {
  const permissionUid = 'plugin::users-permissions.permission';
  if (!strapi.db.metadata.has(permissionUid)) return new Set();
  const rows = (await strapi.db.query(permissionUid as never).findMany({
    select: ['action'],
    where: { role: { type: 'public' } },
  })) as Array<{ action: string }>;
  return new Set(rows.map((row) => row.action));
}

/**
 * The actions Strapi checks for a content-API route: `config.auth.scope`, which Strapi fills with
 * the qualified handler at registration (`@strapi/core` `register-routes.js`).
 */
export function routeScopes(route: RegisteredRoute): string[] {
  const auth = route.auth as { scope?: unknown } | undefined;
  if (auth && Array.isArray(auth.scope) && auth.scope.length) return auth.scope.map(String);
  return route.qualifiedHandler ? [route.qualifiedHandler] : [];
}

/**
 * Whether an anonymous visitor may call the route: `auth: false`, or every one of its scopes
 * granted to Public (users-permissions checks `every` scope:
 * `@strapi/plugin-users-permissions` `server/strategies/users-permissions.js`, `verify`).
 */
export function isPublicRoute(route: RegisteredRoute, publicActions: ReadonlySet<string>): boolean {
  if (route.auth === false) return true;
  const scopes = routeScopes(route);
  return scopes.length > 0 && scopes.every((scope) => publicActions.has(scope));
}

/** The content-type UID a handler belongs to (`api::article.article.findOne` -> `api::article.article`), or null. */
export function contentTypeOfHandler(strapi: Core.Strapi, qualifiedHandler: string): string | null {
  const dot = qualifiedHandler.lastIndexOf('.');
  if (dot <= 0) return null;
  const uid = qualifiedHandler.slice(0, dot);
  return uid in (strapi.contentTypes as Record<string, unknown>) ? uid : null;
}
