import type { RegisteredRoute } from '../model/route-types';
import { decideAccess } from '../permissions/decide-access';
import type { RoleGrants } from '../permissions/role-grants';
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
