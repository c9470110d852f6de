import type { Core } from '@strapi/strapi';
import { routeCatalog } from '../model/route-catalog';
import type { CoreRoute } from '@route-discovery/contract';
import { PUBLIC_BY_DESIGN } from './public-by-design';
import { restPrefix } from '../model/rest-prefix';
import { routeGuards } from '../permissions/route-guards';

/** What `strapi.server.listRoutes()` returns of a `@koa/router` layer. */
interface RouterLayer {
  path: string;
  methods: string[];
}

/** Strapi's MCP endpoint (`@strapi/core` `services/mcp/internal/McpConfiguration.js`: fixed path). */
export const MCP_PATH = '/mcp';
const HEALTH_PATH = '/_health';
const OPENAPI_DEFAULT_PATH = '/openapi.json';
const EVERY_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const withSlash = (value: string) => (value.startsWith('/') ? value : `/${value}`);

/**
 * The mounted path of an OpenAPI endpoint, computed as `@strapi/core` `services/server/openapi.js`
 * (`resolveEndpointConfig`) does: the configured `route.path` (default `/openapi.json`) under the
 * content API's prefix or the admin path, a configured path already under that base kept once.
 */
export function openApiPath(base: string, configured: unknown): string {
  const basePath = withSlash(base || '/').replace(/\/+$/, '');
  let path = withSlash(typeof configured === 'string' && configured ? configured : OPENAPI_DEFAULT_PATH);
  if (basePath && path === basePath) path = '/';
  else if (basePath && path.startsWith(`${basePath}/`)) path = path.slice(basePath.length);
  return `${basePath}${path}` || '/';
}

/** The layers of Strapi's root router with their methods in upper case, `HEAD` dropped. */
function liveLayers(strapi: Core.Strapi): Array<{ path: string; methods: string[] }> {
  const server = strapi.server as unknown as { listRoutes?: () => RouterLayer[] };
  const layers = typeof server.listRoutes === 'function' ? server.listRoutes() : [];
  return layers
    .filter((layer) => typeof layer.path === 'string' && Array.isArray(layer.methods))
    .map((layer) => {
      const methods = layer.methods.map((method) => method.toUpperCase()).filter((m) => m !== 'HEAD');
      return {
        path: layer.path,
        methods: EVERY_METHOD.every((m) => methods.includes(m)) ? ['ALL'] : methods,
      };
    });
}

/** The server-mounted rows: MCP, the OpenAPI endpoints and the health check, when their route is mounted. */
function serverMountedRoutes(strapi: Core.Strapi): CoreRoute[] {
  const openapi = (strapi.config.get('server.openapi', {}) ?? {}) as Record<
    string,
    { route?: { path?: unknown } }
  >;
  const contentApiDocument = openApiPath(restPrefix(strapi), openapi['content-api']?.route?.path);
  const adminDocument = openApiPath(
    String(strapi.config.get('admin.path', '/admin')),
    openapi.admin?.route?.path,
  );
  const rows: CoreRoute[] = [];
  for (const layer of liveLayers(strapi)) {
    for (const method of layer.methods) {
      const row = { method, route: layer.path, handler: '' };
      if (layer.path === MCP_PATH && method === 'POST') {
        rows.push({
          ...row,
          api: 'server',
          access: 'admin-token',
          note: "Strapi's MCP server: only an admin-kind API token is accepted, and it acts with its owner's admin permissions (`@strapi/core` services/mcp/authentication.js).",
        });
      } else if (layer.path === MCP_PATH) {
        rows.push({
          ...row,
          api: 'server',
          access: 'public-by-design',
          note: 'Answers 405 Method Not Allowed to every caller: only POST serves MCP.',
        });
      } else if (layer.path === contentApiDocument && method === 'GET') {
        rows.push({
          ...row,
          api: 'content-api',
          access: 'public',
          note: "The content API's OpenAPI document (`server.openapi['content-api'].access: 'public'`): every content-API route and schema, to anyone.",
        });
      } else if (layer.path === adminDocument && method === 'GET') {
        rows.push({
          ...row,
          api: 'admin',
          access: 'admin',
          note: "The admin API's OpenAPI document (`server.openapi.admin.access: 'authenticated'`): any authenticated admin (policy `admin::isAuthenticatedAdmin`).",
        });
      } else if (layer.path === HEALTH_PATH) {
        rows.push({
          ...row,
          api: 'server',
          access: 'public-by-design',
          note: 'Health check: 204 with no body.',
        });
      }
    }
  }
  return rows;
}

/**
 * Routes Strapi mounts without the content API's role check, each with its real access: the
 * admin-API routes declared `auth: false` (known Strapi ones `public-by-design` with a note, others
 * with policies or middlewares of their own `guarded`, any other `public`), and the routes mounted on the root router (the MCP server, the OpenAPI
 * endpoints, the health check), listed only when the running app mounts them, whatever its version.
 * @returns admin routes in registration order, then the server-mounted ones in router order
 */
export function coreRoutes(strapi: Core.Strapi): CoreRoute[] {
  const admin = routeCatalog(strapi, 'admin')
    .filter((route) => route.auth === false)
    .map((route): CoreRoute => {
      const note = PUBLIC_BY_DESIGN[route.qualifiedHandler];
      const guards = routeGuards(route);
      if (!note && guards.length) {
        return {
          method: route.method,
          route: route.path,
          handler: route.qualifiedHandler,
          api: 'admin',
          access: 'guarded',
          note: `Declared \`auth: false\` by ${route.namespace}, guarded by its own policies or middlewares: ${guards.join(', ')}.`,
        };
      }
      return {
        method: route.method,
        route: route.path,
        handler: route.qualifiedHandler,
        api: 'admin',
        access: note ? 'public-by-design' : 'public',
        note: note ?? `Declared \`auth: false\` by ${route.namespace}: anyone may call it.`,
      };
    });
  return [...admin, ...serverMountedRoutes(strapi)];
}
