/**
 * URL building from discovery rows, shared by the admin panel's Test all and the CLI. Pure: no
 * Node-only or browser-only API beyond the WHATWG `URLSearchParams` both provide.
 */

/** The fields of a frontend (content-API) row that say what a test requests. */
export interface FrontendTargetFields {
  url: string;
  resolved_url: string;
  query_params: Record<string, string>;
}

/** The fields of a backend (admin) row that say what a test requests. */
export interface BackendTargetFields {
  route: string;
  resolved_route: string;
}

/**
 * Appends representative query parameters to a path, encoded as `application/x-www-form-urlencoded`
 * (WHATWG URL Standard, `URLSearchParams`). Returns the path unchanged when there are none.
 */
export function withQuery(path: string, query: Record<string, string> | undefined): string {
  const search = new URLSearchParams(query ?? {}).toString();
  return search ? `${path}?${search}` : path;
}

/** What a frontend row's smoke test requests: `(resolved_url || url)` plus its `query_params` (docs/api.md). */
export function frontendTarget(row: FrontendTargetFields): string {
  return withQuery(row.resolved_url || row.url, row.query_params);
}

/** What a backend row's smoke test requests: `resolved_route || route` (docs/api.md). */
export function backendTarget(row: BackendTargetFields): string {
  return row.resolved_route || row.route;
}

/**
 * Joins a server origin (with or without a path and trailing slash) and an absolute path.
 * @param base e.g. `https://cms.example.com` or `https://example.com/cms/`
 * @param path starts with `/`
 */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
