import type { RegisteredRoute } from '../model/route-types';

/** The `type` of the users-permissions role of every request without a JWT. */
export const PUBLIC_ROLE_TYPE = 'public';

/** What the access rule reads of a users-permissions role: its type and its permission actions. */
export interface RoleActions {
  /** `public`, `authenticated`, or the type of a custom role. */
  type: string;
  /** Permission `action` values the role holds (qualified handlers, `api::article.article.find`). */
  actions: ReadonlySet<string>;
}

/** What the access rule reads of a route: its `config.auth` and its qualified handler. */
export type RouteAuth = Pick<RegisteredRoute, 'auth' | 'qualifiedHandler'>;

/**
 * The actions Strapi checks for a content-API route: `config.auth.scope`, which Strapi fills with
 * the qualified handler at registration (`@strapi/core` `register-routes.js`).
 */
export function routeScopes(route: RouteAuth): string[] {
  const auth = route.auth as { scope?: unknown } | undefined;
  if (auth && Array.isArray(auth.scope) && auth.scope.length) return auth.scope.map(String);
  return route.qualifiedHandler ? [route.qualifiedHandler] : [];
}

/**
 * Whether a users-permissions role may call a content-API route. A route with `auth: false` skips
 * authentication and the permission check (`@strapi/core` `src/services/auth/index.ts`:
 * `config === false` returns early), so every role may; otherwise the role must hold every scope
 * of the route, and a route without scopes is open to any authenticated user and closed to Public
 * (`@strapi/plugin-users-permissions` `server/src/strategies/users-permissions.js`, `verify`).
 */
export function roleMayCall(role: RoleActions, route: RouteAuth): boolean {
  if (route.auth === false) return true;
  const scopes = routeScopes(route);
  if (scopes.length === 0) return role.type !== PUBLIC_ROLE_TYPE;
  return scopes.every((scope) => role.actions.has(scope));
}
