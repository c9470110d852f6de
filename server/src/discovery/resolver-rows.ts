import type { FrontendUrlRow } from '@route-discovery/contract';
import { roleMayCall } from '../permissions/route-permission';
import { contentApiRoutes } from '../model/route-catalog';
import { publicRole } from '../permissions/public-role';
import { inferQueryParams } from './query-inference';
import type { ResolverRegistry, RouteResolution } from './resolvers/registry';
import type { ResolverContext } from '../model/run-context';
import { routeGuards } from '../permissions/route-guards';
import { skipReasonOf } from './testability';

const UNRESOLVED: RouteResolution = { resolvedPath: '', pageType: null };

/**
 * One `resolver` row per (method, path) of every content-API route, in registration order.
 * Parameters are resolved only for routes the Public role may call without a guard of their own
 * (`routeGuards`), so no identifier of a non-public content type is ever revealed; query parameters are inferred for every route.
 */
export async function resolverRows(
  resolvers: ResolverRegistry,
  context: ResolverContext,
): Promise<FrontendUrlRow[]> {
  const role = await publicRole(context);
  const rows: FrontendUrlRow[] = [];
  for (const route of contentApiRoutes(context)) {
    const { shape } = route;
    const isPublic = roleMayCall(role, route);
    const guards = routeGuards(route);
    const variant =
      shape.params.length && isPublic && !guards.length && !shape.hasRegex
        ? (await resolvers.resolveRoute(route, context))[0]
        : UNRESOLVED;
    const query = inferQueryParams(route.request?.query);
    const skipReason = skipReasonOf({
      method: route.method,
      qualifiedHandler: route.qualifiedHandler,
      shape,
      resolvedPath: variant.resolvedPath,
      isPublic,
      queryUnresolved: query.unresolved.length > 0,
      guards,
    });
    rows.push({
      url: route.path,
      source: 'resolver',
      page_type: '',
      page_title: '',
      name: route.qualifiedHandler,
      resolved_url: shape.params.length ? variant.resolvedPath : '',
      query_params: query.unresolved.length ? {} : query.values,
      is_testable: skipReason === '',
      skip_reason: skipReason,
      method: route.method,
    });
  }
  return rows;
}
