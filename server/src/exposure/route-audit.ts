import type { RegisteredRoute } from '../model/route-types';
import { decideAccess } from '../permissions/decide-access';
import type { RoleGrants } from '../permissions/role-grants';
import { routeGuards } from '../permissions/route-guards';
import { routeScopes } from '../permissions/route-permission';
import type { ApiTokenGrants } from '../permissions/token-grants';
import type { ExposureRoute } from '@route-discovery/contract';

/** A content-API route with its access decision and the scopes Strapi checks for it. */
export interface AuditedRoute extends ExposureRoute {
  scopes: string[];
  /** Types of the roles in `roles` (`public`, `authenticated`, custom types). */
  roleTypes: string[];
}

/**
 * Decides who may call one content-API route (`decideAccess`). A route anonymous callers get
 * past authentication but with policies or middlewares of its own (`routeGuards`) is `guarded`,
 * not `public`: what it answers them is the guards' decision.
 * @returns the route's audit row; `access` is the widest audience that may call it
 */
export function auditRoute(
  route: RegisteredRoute,
  roles: RoleGrants[],
  tokens: ApiTokenGrants,
): AuditedRoute {
  const { access, allowed } = decideAccess(route, roles, tokens);
  const guards = routeGuards(route);
  return {
    method: route.method,
    route: route.path,
    handler: route.qualifiedHandler,
    access: access === 'public' && guards.length > 0 ? 'guarded' : access,
    auth_disabled: route.auth === false,
    roles: allowed.map((role) => role.name),
    guarded_by: guards,
    scopes: routeScopes(route),
    roleTypes: allowed.map((role) => role.type),
  };
}

/** The response row of an audited route, without the audit's internal fields. */
export function toExposureRoute(route: AuditedRoute): ExposureRoute {
  const { method, route: path, handler, access, auth_disabled, roles, guarded_by, anonymous_status } = route;
  const row: ExposureRoute = { method, route: path, handler, access, auth_disabled, roles, guarded_by };
  if (anonymous_status !== undefined) row.anonymous_status = anonymous_status;
  return row;
}
