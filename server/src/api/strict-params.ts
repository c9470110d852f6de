import type { Core } from '@strapi/strapi';
import { PLUGIN_ID } from '@route-discovery/contract';

/**
 * The query parameters this plugin's endpoints read (docs/api.md) that Strapi does not already
 * allow: `locale`, `status`, `limit` and `sort` are Strapi's own keys (`@strapi/utils`
 * `content-api-constants.js`, `ALLOWED_QUERY_PARAM_KEYS`), which `addQueryParams` refuses.
 * allow: `locale`, `status` and `limit` are Strapi's own keys (`@strapi/utils`
 * `content-api-constants.js`, `ALLOWED_QUERY_PARAM_KEYS`), which `addQueryParams` refuses; so
 * is `sort`, which the paged lists read too (docs/api.md, "Pages").
 */
export const PLUGIN_QUERY_PARAMS = [
  'filter',
  'format',
  'kind',
  'content_type',
  'scope',
  'document_id',
  'direction',
  'page_size',
  'cursor',
  'q',
  'testable',
  'counts',
  'list',
  'access',
  'ticket',
  'state',
  'since',
] as const;

/** A zod namespace as Strapi hands it to a schema factory (only what is used here). */
interface ZodFactory {
  string(): { optional(): unknown };
}

interface ContentApiWithParams {
  addQueryParams?: (
    options: Record<
      string,
      { schema: (z: ZodFactory) => unknown; matchRoute: (route: RouteInfo) => boolean }
    >,
  ) => void;
}

interface RouteInfo {
  info?: { pluginName?: string };
  /** The query parameters Strapi has merged into the route so far. */
  request?: { query?: Record<string, unknown> };
}

/**
 * Declares the plugin's query parameters to Strapi (`strapi.contentAPI.addQueryParams`, Strapi
 * 5.37 and later: strapi/strapi#25528), each an optional string on this plugin's routes only
 * (`matchRoute` reads `route.info.pluginName`, which `@strapi/core`
 * `services/server/register-routes.js` sets before it merges them), so an app with
 * `api.rest.strictParams: true` allows them wherever Strapi checks a route's query. The schemas
 * come from Strapi's own zod (the factory form), so its checks recognise them. Does nothing on a
 * Strapi without `addQueryParams`.
 * @returns whether the parameters were declared
 */
export function declarePluginQueryParams(strapi: Core.Strapi): boolean {
  const contentApi = (strapi as unknown as { contentAPI?: ContentApiWithParams }).contentAPI;
  if (typeof contentApi?.addQueryParams !== 'function') return false;
  // Strapi merges the parameters into the route objects themselves (`applyExtraParamsToRoutes`
  // sets `route.request.query`), and throws when one is already there. The plugin's route
  // definitions are module objects, so a second Strapi booted in the same process (tests, the
  // benchmark server) finds them merged: a route that already declares the parameter is left out.
  const matchRoute = (param: string) => (route: RouteInfo) =>
    route.info?.pluginName === PLUGIN_ID && !Object.hasOwn(route.request?.query ?? {}, param);
  contentApi.addQueryParams(
    Object.fromEntries(
      PLUGIN_QUERY_PARAMS.map((param) => [
        param,
        { schema: (z: ZodFactory) => z.string().optional(), matchRoute: matchRoute(param) },
      ]),
    ),
  );
  return true;
}
