import type { RegisteredRoute } from '../model/route-types';
import { tokenMayCall, type ApiTokenGrants } from './token-grants';
import type { ExposureRoute, RouteAccess } from '../exposure/contract';
import { PUBLIC_ROLE_TYPE, roleMayCall, routeScopes, type RouteAuth } from './route-permission';
import type { RoleGrants } from './role-grants';

/** A content-API route with its access decision and the scopes Strapi checks for it. */
export interface AuditedRoute extends ExposureRoute {
  scopes: string[];
  /** Types of the roles in `roles` (`public`, `authenticated`, custom types). */
  roleTypes: string[];
}

/** Who may call something the users-permissions rule guards, and the roles that may. */
export interface AccessDecision {
  access: RouteAccess;
  allowed: RoleGrants[];
}

/**
 * The one access rule of the audit, for a content-API route or a GraphQL resolver (both checked by
 * `strapi.auth.verify` with their scopes): the roles `roleMayCall` lets through (every role for
 * `auth: false`), then the API tokens whose type allows the scopes.
 * @returns `public` (Public role or `auth: false`), `authenticated`, `restricted` (other roles or
 *   tokens only) or `disabled` (nobody)
 */
export function decideAccess(target: RouteAuth, roles: RoleGrants[], tokens: ApiTokenGrants): AccessDecision {
  const allowed = roles.filter((role) => roleMayCall(role, target));
  let access: RouteAccess;
  if (target.auth === false || allowed.some((role) => role.type === PUBLIC_ROLE_TYPE)) access = 'public';
  else if (allowed.some((role) => role.type === 'authenticated')) access = 'authenticated';
  else if (allowed.length > 0 || tokenMayCall(tokens, routeScopes(target))) access = 'restricted';
  else access = 'disabled';
  return { access, allowed };
}

/**
 * Decides who may call one content-API route (`decideAccess`).
 * @returns the route's audit row; `access` is the widest audience that may call it
 */
export function auditRoute(
  route: RegisteredRoute,
  roles: RoleGrants[],
  tokens: ApiTokenGrants,
): AuditedRoute {
  const { access, allowed } = decideAccess(route, roles, tokens);
  return {
    method: route.method,
    route: route.path,
    handler: route.qualifiedHandler,
    access,
    auth_disabled: route.auth === false,
    roles: allowed.map((role) => role.name),
    scopes: routeScopes(route),
    roleTypes: allowed.map((role) => role.type),
  };
}

/** The response row of an audited route, without the audit's internal fields. */
export function toExposureRoute(route: AuditedRoute): ExposureRoute {
  const { method, route: path, handler, access, auth_disabled, roles } = route;
  return { method, route: path, handler, access, auth_disabled, roles };
}
