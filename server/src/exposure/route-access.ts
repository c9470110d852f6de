import { routeScopes } from '../discovery/public-access';
import type { RegisteredRoute } from '../discovery/types';
import { tokenMayCall, type ApiTokenGrants } from './api-tokens';
import type { ExposureRoute, RouteAccess } from './contract';
import type { RoleGrants } from './role-permissions';

/** A content-API route with its access decision and the scopes Strapi checks for it. */
export interface AuditedRoute extends ExposureRoute {
  scopes: string[];
  /** Types of the roles in `roles` (`public`, `authenticated`, custom types). */
  roleTypes: string[];
}

/**
 * Whether a role may call a route, as the users-permissions strategy's `verify` decides
 * (`@strapi/plugin-users-permissions` `server/src/strategies/users-permissions.js`): the role must
 * hold every scope of the route (`config.auth.scope`); a route without scopes is open to any
 * authenticated user and closed to Public.
 */
function roleMayCall(role: RoleGrants, scopes: readonly string[]): boolean {
  if (scopes.length === 0) return role.type !== 'public';
  return scopes.every((scope) => role.actions.has(scope));
}

/**
 * Decides who may call one content-API route. A route with `auth: false` skips authentication and
 * the permission check (`@strapi/core` `src/services/auth/index.ts`: `config === false` returns early), so it is public for
 * every role; otherwise the users-permissions strategy lets a role through when it holds the
 * route's scopes, and the API-token strategy applies its token types.
 * @returns the route's audit row; `access` is the widest audience that may call it
 */
export function auditRoute(
  route: RegisteredRoute,
  roles: RoleGrants[],
  tokens: ApiTokenGrants,
): AuditedRoute {
  const scopes = routeScopes(route);
  const authDisabled = route.auth === false;
  const allowed = authDisabled ? roles : roles.filter((role) => roleMayCall(role, scopes));
  let access: RouteAccess;
  if (authDisabled || allowed.some((role) => role.type === 'public')) access = 'public';
  else if (allowed.some((role) => role.type === 'authenticated')) access = 'authenticated';
  else if (allowed.length > 0 || tokenMayCall(tokens, scopes)) access = 'restricted';
  else access = 'disabled';
  return {
    method: route.method,
    route: route.path,
    handler: route.qualifiedHandler,
    access,
    auth_disabled: authDisabled,
    roles: allowed.map((role) => role.name),
    scopes,
    roleTypes: allowed.map((role) => role.type),
  };
}

/** The action name of a qualified handler (`api::article.article.findOne` -> `findOne`). */
export function actionName(qualifiedHandler: string): string {
  return qualifiedHandler.slice(qualifiedHandler.lastIndexOf('.') + 1);
}

/** The response row of an audited route, without the audit's internal fields. */
export function toExposureRoute(route: AuditedRoute): ExposureRoute {
  const { method, route: path, handler, access, auth_disabled, roles } = route;
  return { method, route: path, handler, access, auth_disabled, roles };
}
