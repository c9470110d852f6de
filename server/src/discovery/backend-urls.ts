import type { Core } from '@strapi/strapi';
import type { BackendUrlRow } from '../api/contract';
import { readPathShape } from './path-shape';
import { createResolverContext, type ResolverRegistry } from './resolvers/registry';
import { collectRoutes } from './route-inventory';
import { curatedSkipReason, SkipReason } from './skip-reasons';

export type { BackendUrlRow };

/**
 * Decides why a route cannot be tested with a plain GET; '' when it can.
 * Order: method, regex, curated list, unresolved parameters.
 */
export function backendSkipReason(input: {
  method: string;
  qualifiedHandler: string;
  hasRegex: boolean;
  hasParameters: boolean;
  resolvedPath: string;
}): string {
  // `ALL` routes answer GET too (koa-router `router.all`).
  if (input.method !== 'GET' && input.method !== 'ALL') return SkipReason.method(input.method);
  if (input.hasRegex) return SkipReason.regex;
  const curated = curatedSkipReason(input.method === 'ALL' ? 'GET' : input.method, input.qualifiedHandler);
  if (curated) return curated;
  if (input.hasParameters && !input.resolvedPath) return SkipReason.parameters;
  return '';
}

/**
 * Lists every admin route of the running app (core admin and plugins), one row per method and
 * path, or per content type for routes with a content-type parameter (design section 5).
 * @param strapi a Strapi instance whose routes are registered
 * @param resolvers the shared parameter resolver registry
 */
export async function discoverBackendUrls(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
): Promise<BackendUrlRow[]> {
  const context = createResolverContext(strapi);
  const seen = new Set<string>();
  const rows: BackendUrlRow[] = [];
  for (const route of collectRoutes(strapi, 'admin')) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const shape = readPathShape(route.path);
    const hasParameters = shape.params.length > 0 || shape.hasRegex;
    const variants = hasParameters
      ? await resolvers.resolveRoute(route, context)
      : [{ resolvedPath: '', pageType: null }];
    for (const variant of variants) {
      const skipReason = backendSkipReason({
        method: route.method,
        qualifiedHandler: route.qualifiedHandler,
        hasRegex: shape.hasRegex,
        hasParameters,
        resolvedPath: variant.resolvedPath,
      });
      rows.push({
        route: route.path,
        name: route.handler ?? '',
        namespace: route.namespace,
        has_parameters: hasParameters,
        view_name: route.qualifiedHandler,
        page_type: variant.pageType ?? '',
        is_testable: skipReason === '',
        skip_reason: skipReason,
        resolved_route: variant.resolvedPath,
        method: route.method,
      });
    }
  }
  return rows;
}
