import type { Core } from '@strapi/strapi';
import type { BackendUrlRow, AnyFrontendUrlRow } from '@route-discovery/contract';
import { BACKEND_FILTERS, filterBatches, FRONTEND_FILTERS } from '../api';
import { backendUrlBatches } from './backend-urls';
import { frontendPartsOf, frontendUrlBatches, type FrontendPosition } from './frontend-urls';
import type { FrontendOptions } from './page-rows';
import type { ResolverRegistry } from './resolvers/registry';

/**
 * The `backend-urls` rows a `?filter=` value keeps (docs/api.md, "Filters"), in batches: the one
 * rule the endpoint and the MCP tool `route_discovery_list_urls` both apply.
 * @param filter a name of `BACKEND_FILTERS` (`static`, `parameterized`), or null for every row
 */
export function filteredBackendBatches(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
  filter: string | null,
): AsyncGenerator<BackendUrlRow[]> {
  return filterBatches(backendUrlBatches(strapi, resolvers), filter ? BACKEND_FILTERS[filter] : null);
}

/**
 * The `frontend-urls` rows a `?filter=` value keeps, in batches, as `filteredBackendBatches`:
 * `pages` does not compute the resolver rows, `resolver` does not read the documents and only
 * `preview` calls the preview handler (no filter lists page and resolver rows, decision 0197), so
 * a filter saves the work of the parts it drops rather than only hiding their rows.
 * @param filter a name of `FRONTEND_FILTERS` (`pages`, `resolver`, `preview`), or null for every row
 */
export function filteredFrontendBatches(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
  options: FrontendOptions,
  filter: string | null,
): AsyncGenerator<AnyFrontendUrlRow[]> {
  return filterBatches(
    frontendUrlBatches(strapi, resolvers, options, frontendPartsOf(filter)),
    filter ? FRONTEND_FILTERS[filter] : null,
  );
}

/**
 * The `frontend-urls` rows a keyset page reads (`filteredFrontendBatches`), each carrying its
 * `FrontendPosition`, resuming right after `after` (null: from the start), reading `scanRows`
 * document rows per statement when given (`scanRowsFor`).
 */
export function resumedFrontendBatches(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
  options: FrontendOptions,
  filter: string | null,
  after: FrontendPosition | null,
  scanRows?: number,
): AsyncGenerator<AnyFrontendUrlRow[]> {
  return filterBatches(
    frontendUrlBatches(strapi, resolvers, options, frontendPartsOf(filter), { after, scanRows }),
    filter ? FRONTEND_FILTERS[filter] : null,
  );
}
