import type { Core } from '@strapi/strapi';
import type { BackendUrlRow } from '@route-discovery/contract';
import type { ResolverRegistry } from './resolvers/registry';
import { routeCatalog } from '../model/route-catalog';
import { createRunContext } from '../model/run-context';
import { routeGuards } from '../permissions/route-guards';
import { dataTransferOff, disabledBy } from './disabled-features';
import { skipReasonOf } from './testability';

/** Rows gathered before a batch is handed on. */
const BATCH_ROWS = 500;

/**
 * Every admin route of the running app (core admin and plugins) as backend URL rows, in batches:
 * one row per method and path, or per content type for routes with a content-type parameter
 * (docs/api.md, "Backend rows"). Routes come from the boot-time catalog; only parameter values
 * are read per call.
 * @param strapi a Strapi instance whose routes are registered
 * @param resolvers the shared parameter resolver registry
 */
export async function* backendUrlBatches(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
): AsyncGenerator<BackendUrlRow[]> {
  const context = createRunContext(strapi);
  const transferOff = dataTransferOff(strapi);
  let rows: BackendUrlRow[] = [];
  for (const route of routeCatalog(strapi, 'admin')) {
    const guards = routeGuards(route);
    const offBy = disabledBy(route, transferOff);
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
        guards,
        disabledBy: offBy,
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
    if (rows.length >= BATCH_ROWS) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length) yield rows;
}
