import type { Core } from '@strapi/strapi';
import { collectRoutes } from './route-inventory';
import type { RegisteredRoute, RouteKind } from './route-types';
import type { ResolverContext } from './run-context';

const catalogs = new WeakMap<Core.Strapi, Map<RouteKind, readonly RegisteredRoute[]>>();

/**
 * The routes of one kind, collected, parsed and de-duplicated once per Strapi instance (once per
 * boot): routes are fixed once Strapi has registered them, and only data (parameter values,
 * permissions) changes between requests, so only that is read per request.
 * Routes are kept once per (method, path), the first registration winning, as koa-router answers.
 * @param strapi a Strapi instance past `register` (first use happens on a request, after mount)
 * @returns the same frozen array on every call for this instance
 */
export function routeCatalog(strapi: Core.Strapi, kind: RouteKind): readonly RegisteredRoute[] {
  let byKind = catalogs.get(strapi);
  if (!byKind) {
    byKind = new Map();
    catalogs.set(strapi, byKind);
  }
  let routes = byKind.get(kind);
  if (!routes) {
    const seen = new Set<string>();
    routes = Object.freeze(
      collectRoutes(strapi, kind).filter((route) => {
        const key = `${route.method} ${route.path}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    );
    byKind.set(kind, routes);
  }
  return routes;
}

/** Content-API routes of the running app (the boot-time catalog), as one run reads them. */
export function contentApiRoutes(context: ResolverContext): readonly RegisteredRoute[] {
  return routeCatalog(context.strapi, 'content-api');
}
