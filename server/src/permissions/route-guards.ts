import type { RegisteredRoute } from '../model/route-types';

/**
 * Policies and middlewares Strapi itself declares on its routes that are not an extra guard
 * (docs/decisions/0110-routes-guarded-by-their-own-policies.md), each with why:
 * - `admin::isAuthenticatedAdmin`: the admin login every admin route asks for, which the admin
 *   token or session a run uses already proves (`@strapi/admin` `server/src/policies/isAuthenticatedAdmin.ts`);
 * - `admin::hasPermissions`, `plugin::content-manager.hasPermissions`: the RBAC action check a super
 *   admin always passes (`@strapi/admin` `server/src/policies/hasPermissions.ts`);
 * - `admin::rateLimit`, `plugin::users-permissions.rateLimit`, `plugin::email.rateLimit`: refuse
 *   only after many requests from one address, never the one request a check sends;
 * - `admin::data-transfer`: the data-transfer switch, read from the configuration by
 *   `discovery/disabled-features.ts` instead (`@strapi/admin` `server/src/middlewares/data-transfer.ts`).
 */
export const ORDINARY_GUARDS: ReadonlySet<string> = new Set([
  'admin::isAuthenticatedAdmin',
  'admin::hasPermissions',
  'plugin::content-manager.hasPermissions',
  'admin::rateLimit',
  'plugin::users-permissions.rateLimit',
  'plugin::email.rateLimit',
  'admin::data-transfer',
]);

/**
 * Function middlewares (named by the function, with no UID) Strapi's own plugins declare that are
 * not an extra guard, by the namespace of the route declaring them: the Content Manager's
 * `routing` finds the content type's controller and answers 404 only for an unknown content type,
 * which the rows' parameter values never are (`@strapi/content-manager` `server/src/middlewares/routing.ts`).
 */
export const ORDINARY_FUNCTION_GUARDS: Readonly<Record<string, readonly string[]>> = {
  'plugin::content-manager': ['routing'],
};

/** What the guard rule reads of a route: its namespace and its declared policies and middlewares. */
export type RouteGuardFacts = Pick<RegisteredRoute, 'namespace' | 'policies' | 'middlewares'>;

/**
 * The policies and middlewares of a route that may refuse a request its authentication lets
 * through: every declared name but the `ORDINARY_GUARDS`, policies first, each name once. Strapi
 * runs them after authentication whatever `config.auth` says (`@strapi/core`
 * `services/server/compose-endpoint.js`), so a route with one is not proven open by `auth: false`
 * or a role's permission.
 * @returns names in declared order; empty when the route has no extra guard
 */
export function routeGuards(route: RouteGuardFacts): string[] {
  const names = [...route.policies, ...route.middlewares];
  const ordinaryFunctions = ORDINARY_FUNCTION_GUARDS[route.namespace] ?? [];
  return [
    ...new Set(names.filter((name) => !ORDINARY_GUARDS.has(name) && !ordinaryFunctions.includes(name))),
  ];
}
