import type { GraphqlOperationRow, ExposureRoute, RouteAccess } from '@route-discovery/contract';
import { PUBLIC_ROLE_TYPE, roleMayCall } from '../permissions/route-permission';
import type { GraphqlFacts } from './graphql-facts';
import type { RoleGrants } from '../permissions/role-grants';

/** Audiences from widest to narrowest. */
const WIDEST_FIRST: readonly RouteAccess[] = ['public', 'authenticated', 'restricted', 'disabled'];

/** Methods Apollo serves operations on (GET for queries, POST for everything); others answer 405. */
const GRAPHQL_METHODS = ['GET', 'POST'];

/** Whether a role may call one operation: the operation's scopes, or every role for `auth: false`. */
function roleMayCallOperation(role: RoleGrants, operation: GraphqlOperationRow): boolean {
  if (operation.action) {
    return roleMayCall(role, { auth: { scope: operation.action.split(',') }, qualifiedHandler: '' });
  }
  // No scope: `auth: false` (public to every role) or no auth config (any authenticated user).
  return operation.access === 'public' || role.type !== PUBLIC_ROLE_TYPE;
}

/**
 * The GraphQL endpoint as rows of the route inventory (`GET` and `POST` at the plugin's
 * `endpoint`). The GraphQL plugin mounts it with `auth: false` and checks each resolver's scope
 * instead (`@strapi/plugin-graphql` `server/src/bootstrap.ts`, `wrap-resolvers.ts`), so its access
 * is the widest access of its operations, and its roles those that may call at least one of them.
 */
export function graphqlEndpointRoutes(facts: GraphqlFacts, roles: RoleGrants[]): ExposureRoute[] {
  const accesses = new Set(facts.operations.map((operation) => operation.access));
  const access = WIDEST_FIRST.find((candidate) => accesses.has(candidate)) ?? 'disabled';
  const allowed = roles
    .filter((role) => facts.operations.some((operation) => roleMayCallOperation(role, operation)))
    .map((role) => role.name);
  return GRAPHQL_METHODS.map((method) => ({
    method,
    route: facts.settings.endpoint,
    handler: '',
    access,
    auth_disabled: false,
    roles: allowed,
  }));
}
