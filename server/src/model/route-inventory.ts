import { PLUGIN_ID } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { readPathShape } from './path-shape';
import type { RegisteredRoute, RouteKind, RouteOrigin } from './route-types';
import { restPrefix } from './rest-prefix';

interface RawRoute {
  method?: string;
  path?: string;
  handler?: unknown;
  config?: { auth?: unknown; prefix?: unknown } & Record<string, unknown>;
  request?: RegisteredRoute['request'];
}

interface RawRouter {
  type?: string;
  prefix?: string;
  routes?: RawRoute[];
}

/**
 * Lists the routers a registry holds. A plugin may declare a bare array (Strapi mounts it as one
 * admin router) or an object of named routers (`admin`, `content-api`).
 */
function routersOf(routes: unknown, defaults: { type: string; prefix: string }): Required<RawRouter>[] {
  if (Array.isArray(routes)) return [{ ...defaults, routes: routes as RawRoute[] }];
  if (!routes || typeof routes !== 'object') return [];
  return Object.values(routes as Record<string, RawRouter>)
    .filter((router): router is RawRouter => !!router && Array.isArray(router.routes))
    .map((router) => ({
      type: router.type ?? defaults.type,
      prefix: router.prefix ?? defaults.prefix,
      routes: router.routes ?? [],
    }));
}

/** How `@koa/router` 12 prefixes a layer (`Layer#setPrefix`): a bare `/` becomes the prefix itself. */
function joinPrefix(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The names of a route's declared policies or middlewares (`config.policies`,
 * `config.middlewares`): Strapi accepts a UID string, `{ name, config }` or a function
 * (`@strapi/core` `services/server/policy.js`, `middleware.js`). Anything else is skipped.
 */
function handlerNames(declared: unknown): string[] {
  if (!Array.isArray(declared)) return [];
  const names: string[] = [];
  for (const entry of declared) {
    if (typeof entry === 'string') names.push(entry.trim());
    else if (typeof entry === 'function') names.push(entry.name || '<function>');
    else if (entry && typeof entry === 'object' && typeof (entry as { name?: unknown }).name === 'string')
      names.push((entry as { name: string }).name.trim());
  }
  return names.filter(Boolean);
}

function qualify(handler: string, origin: RouteOrigin): string {
  if (handler.includes('::')) return handler;
  if (origin.kind === 'admin') return `admin::${handler}`;
  return `${origin.kind}::${origin.name}.${handler}`;
}

/**
 * Collects every registered route of one kind with the path Strapi mounts it at. The mount rules
 * mirror `@strapi/core` 5 (`dist/services/server/register-routes.js`, `routing.js`, `api.js`):
 * admin routes mount under no API prefix, content-API routes under `api.rest.prefix`; a router's
 * prefix defaults to `/admin` (admin), `/<plugin>` (plugins) or `''` (APIs); a route whose
 * `config` has a `prefix` key is mounted without its router's prefix.
 * @param strapi a loaded Strapi instance (routes are registered during `load()`)
 * @param kind which routes to list
 * @returns routes in registration order, without this plugin's own routes
 */
export function collectRoutes(strapi: Core.Strapi, kind: RouteKind): RegisteredRoute[] {
  const mountPrefix = kind === 'content-api' ? restPrefix(strapi) : '';
  const sources: Array<{ origin: RouteOrigin; routers: Required<RawRouter>[] }> = [
    {
      origin: { kind: 'admin', name: 'admin' },
      routers: routersOf((strapi as unknown as { admin?: { routes?: unknown } }).admin?.routes, {
        type: 'admin',
        prefix: '/admin',
      }),
    },
  ];
  for (const [name, plugin] of Object.entries(strapi.plugins as Record<string, { routes?: unknown }>)) {
    if (name === PLUGIN_ID) continue; // the plugin's own routes are never listed
    sources.push({
      origin: { kind: 'plugin', name },
      routers: routersOf(plugin.routes, { type: 'admin', prefix: `/${name}` }),
    });
  }
  for (const [name, api] of Object.entries(strapi.apis as Record<string, { routes?: unknown }>)) {
    sources.push({
      origin: { kind: 'api', name },
      routers: routersOf(api.routes, { type: 'content-api', prefix: '' }).map((router) => ({
        ...router,
        type: 'content-api',
      })),
    });
  }

  const collected: RegisteredRoute[] = [];
  for (const { origin, routers } of sources) {
    for (const router of routers) {
      if (router.type !== kind) continue;
      for (const route of router.routes) {
        if (typeof route.path !== 'string' || typeof route.method !== 'string') continue;
        const ownPrefix = route.config && 'prefix' in route.config ? '' : router.prefix;
        const path = joinPrefix(mountPrefix, joinPrefix(ownPrefix, route.path.trim()));
        const handler = typeof route.handler === 'string' ? route.handler.trim() : null;
        collected.push({
          kind,
          method: route.method.trim().toUpperCase(),
          path,
          handler,
          qualifiedHandler: handler ? qualify(handler, origin) : '',
          namespace: origin.kind === 'admin' ? 'admin' : `${origin.kind}::${origin.name}`,
          origin,
          auth: route.config?.auth,
          request: route.request,
          shape: readPathShape(path),
          policies: handlerNames(route.config?.policies),
          middlewares: handlerNames(route.config?.middlewares),
        });
      }
    }
  }
  return collected;
}
