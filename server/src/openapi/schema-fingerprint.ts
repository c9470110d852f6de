import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import pkg from '../../../package.json';

type Schemas = Record<string, { uid?: string; __schema__?: unknown; attributes?: unknown }>;
type Routers = Record<string, { routes?: unknown }>;

/** A content type's or component's schema as its file says (`__schema__`), else its attributes. */
const schemasOf = (models: Schemas) =>
  Object.keys(models)
    .sort()
    .map((uid) => [uid, models[uid].__schema__ ?? models[uid].attributes ?? null]);

/** Every route's method, path and handler, by API and plugin, in Strapi's order. */
function routesOf(owners: Record<string, { routes?: Routers | unknown[] }>) {
  const found: unknown[] = [];
  for (const [name, owner] of Object.entries(owners)) {
    const routers = owner.routes ?? {};
    const lists = Array.isArray(routers)
      ? [{ prefix: undefined, routes: routers }]
      : Object.values(routers as Record<string, { prefix?: string; routes?: unknown[] }>);
    for (const router of lists) {
      for (const route of (router.routes ?? []) as Array<Record<string, unknown>>) {
        const config = (route.config ?? {}) as Record<string, unknown>;
        found.push([
          name,
          router.prefix,
          route.method,
          route.path,
          String(route.handler),
          route.info,
          config.prefix,
        ]);
      }
    }
  }
  return found;
}

/**
 * A fingerprint (SHA-256, hex) of what Strapi's OpenAPI generator reads and what changes only with
 * a restart: the content types' and components' schemas, the routes of every API and plugin, the
 * generator's config (`openapi`, `server.url`, `info`), and this plugin's version (a new release
 * may build a different document). Costs one JSON encoding of the schemas (decision 0193).
 * @param strapi the running app
 * @returns 64 hex characters
 */
export function schemaFingerprint(strapi: Core.Strapi): string {
  const text = JSON.stringify({
    plugin: pkg.version,
    contentTypes: schemasOf(strapi.contentTypes as unknown as Schemas),
    components: schemasOf(strapi.components as unknown as Schemas),
    apis: routesOf(strapi.apis as unknown as Record<string, { routes?: Routers }>),
    plugins: routesOf(strapi.plugins as unknown as Record<string, { routes?: Routers }>),
    config: [strapi.config.get('openapi'), strapi.config.get('server.url'), strapi.config.get('info')],
  });
  return createHash('sha256').update(text).digest('hex');
}
