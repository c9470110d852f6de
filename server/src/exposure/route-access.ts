import type { RegisteredRoute } from '../discovery/types';
import { tokenMayCall, type ApiTokenGrants } from './api-tokens';
import type { ExposureRoute, RouteAccess } from './contract';
import { PUBLIC_ROLE_TYPE, roleMayCall, routeScopes } from '../users-permissions/route-permission';
import type { RoleGrants } from './role-permissions';

/** A content-API route with its access decision and the scopes Strapi checks for it. */
export interface AuditedRoute extends ExposureRoute {
  scopes: string[];
  /** Types of the roles in `roles` (`public`, `authenticated`, custom types). */
  roleTypes: string[];
}

/**
 * Decides who may call one content-API route: the roles the users-permissions rule lets through
 * (`roleMayCall`: every role for `auth: false`), and the API tokens whose type allows the scopes.
 * @returns the route's audit row; `access` is the widest audience that may call it
 */
export function auditRoute(
  route: RegisteredRoute,
  roles: RoleGrants[],
  tokens: ApiTokenGrants,
): AuditedRoute {
  const scopes = routeScopes(route);
  const authDisabled = route.auth === false;
  const allowed = roles.filter((role) => roleMayCall(role, route));
  let access: RouteAccess;
  if (authDisabled || allowed.some((role) => role.type === PUBLIC_ROLE_TYPE)) access = 'public';
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

/** The response row of an audited route, without the audit's internal fields. */
export function toExposureRoute(route: AuditedRoute): ExposureRoute {
  const { method, route: path, handler, access, auth_disabled, roles } = route;
  return { method, route: path, handler, access, auth_disabled, roles };
}
