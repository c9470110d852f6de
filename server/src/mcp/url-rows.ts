import type { Core } from '@strapi/strapi';
import type { BackendUrlRow, AnyFrontendUrlRow } from '@route-discovery/contract';
import { BACKEND_FILTERS, FRONTEND_FILTERS } from '../api';
import { filteredBackendBatches, filteredFrontendBatches } from '../discovery';
import { frontendOptionsOf } from '../services/discovery';
import { getService } from '../services/get-service';

/** Which URL rows to list: the arguments of the `route_discovery_list_urls` MCP tool. */
export interface UrlQuery {
  /** `frontend` (content API and published pages) or `backend` (admin routes). */
  source: 'frontend' | 'backend';
  /** A filter name of the matching endpoint (docs/api.md, "Filters"): `pages`, `static`, ... */
  filter?: string;
  /** Keeps rows whose path (`url` or `route`) contains this text, case-insensitively. */
  pathContains?: string;
  /** Keeps only testable (true) or untestable (false) rows. */
  testable?: boolean;
  /** Most rows returned, 1 to 500. */
  limit: number;
}

/** The rows found: at most `limit`, and whether more matched. */
export interface UrlPage {
  urls: Array<BackendUrlRow | AnyFrontendUrlRow>;
  returned: number;
  truncated: boolean;
}

/** The filter names each source accepts, for the tool's schema and error message. */
export const URL_FILTER_NAMES = {
  frontend: Object.keys(FRONTEND_FILTERS),
  backend: Object.keys(BACKEND_FILTERS),
} as const;

/** A query the tool refuses (an unknown filter): its message is safe to show the caller. */
export class UrlQueryError extends Error {}

/**
 * Lists URL rows as `frontend-urls` / `backend-urls` compute them (the same generators and named
 * filters), narrowed by path text and testability, reading batches only until `limit + 1` rows
 * matched, so a large app is not read to the end for a short answer.
 * @throws UrlQueryError naming the accepted filters when `filter` is not one of the source's
 */
export async function listUrlRows(strapi: Core.Strapi, query: UrlQuery): Promise<UrlPage> {
  const resolvers = getService(strapi, 'resolvers');
  const names: readonly string[] = URL_FILTER_NAMES[query.source];
  if (query.filter !== undefined && !names.includes(query.filter)) {
    throw new UrlQueryError(
      `Unknown ${query.source} filter "${query.filter}": use one of ${names.join(', ')}`,
    );
  }
  const filter = query.filter ?? null;
  const batches: AsyncIterable<Array<BackendUrlRow | AnyFrontendUrlRow>> =
    query.source === 'backend'
      ? filteredBackendBatches(strapi, resolvers, filter)
      : filteredFrontendBatches(strapi, resolvers, frontendOptionsOf(strapi), filter);
  const needle = query.pathContains?.toLowerCase();
  const urls: UrlPage['urls'] = [];
  for await (const batch of batches) {
    for (const row of batch) {
      const path = 'url' in row ? row.url : row.route;
      if (needle !== undefined && !path.toLowerCase().includes(needle)) continue;
      if (query.testable !== undefined && row.is_testable !== query.testable) continue;
      urls.push(row);
      // Leaving the loop ends the generators (their `finally` runs), so no further batch is read.
      if (urls.length > query.limit)
        return { urls: urls.slice(0, query.limit), returned: query.limit, truncated: true };
    }
  }
  return { urls, returned: urls.length, truncated: false };
}
