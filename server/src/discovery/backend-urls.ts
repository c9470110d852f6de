import type { Core } from '@strapi/strapi';
import type { BackendUrlRow } from '../api/contract';
import type { ResolverRegistry } from './resolvers/registry';
import { collectRoutes } from './route-inventory';
import { createRunContext } from './run-context';
import { skipReasonOf } from './testability';

export type { BackendUrlRow };

/**
 * Lists every admin route of the running app (core admin and plugins), one row per method and
 * path, or per content type for routes with a content-type parameter (docs/api.md, "backend-urls").
 * @param strapi a Strapi instance whose routes are registered
 * @param resolvers the shared parameter resolver registry
 */
export async function discoverBackendUrls(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
): Promise<BackendUrlRow[]> {
  const context = createRunContext(strapi);
  const seen = new Set<string>();
  const rows: BackendUrlRow[] = [];
  for (const route of collectRoutes(strapi, 'admin')) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const hasParameters = route.shape.params.length > 0 || route.shape.hasRegex;
    const variants = hasParameters
      ? await resolvers.resolveRoute(route, context)
      : [{ resolvedPath: '', pageType: null }];
    for (const variant of variants) {
      const skipReason = skipReasonOf({
        method: route.method,
        qualifiedHandler: route.qualifiedHandler,
        shape: route.shape,
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
