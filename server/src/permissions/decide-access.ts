import { tokenMayCall, type ApiTokenGrants } from './token-grants';
import type { RouteAccess } from '@route-discovery/contract';
import { PUBLIC_ROLE_TYPE, roleMayCall, routeScopes, type RouteAuth } from './route-permission';
import type { RoleGrants } from './role-grants';

/**
 * Who may call something the users-permissions rule guards (a content-API route or a GraphQL
 * resolver), and the roles that may. Distinct from `PluginAccessDecision` (`access/decision.ts`),
 * the allow/deny answer for one request to this plugin's own API.
 */
export interface AudienceDecision {
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
export function decideAccess(
  target: RouteAuth,
  roles: RoleGrants[],
  tokens: ApiTokenGrants,
): AudienceDecision {
  const allowed = roles.filter((role) => roleMayCall(role, target));
  let access: RouteAccess;
  if (target.auth === false || allowed.some((role) => role.type === PUBLIC_ROLE_TYPE)) access = 'public';
  else if (allowed.some((role) => role.type === 'authenticated')) access = 'authenticated';
  else if (allowed.length > 0 || tokenMayCall(tokens, routeScopes(target))) access = 'restricted';
  else access = 'disabled';
  return { access, allowed };
}
