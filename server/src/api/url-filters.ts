import type { BackendUrlRow, AnyFrontendUrlRow } from '@route-discovery/contract';

/** Named row predicates an endpoint accepts as `?filter=` values. */
export type FilterTable<Row> = Record<string, (row: Row) => boolean>;

/** Filters of `backend-urls` (docs/api.md, "Filters"): rows with or without path parameters. */
export const BACKEND_FILTERS: FilterTable<BackendUrlRow> = {
  static: (row) => !row.has_parameters,
  parameterized: (row) => row.has_parameters,
};

/** Filters of `frontend-urls` (docs/api.md, "Filters"): document pages, route rows or preview URLs. */
export const FRONTEND_FILTERS: FilterTable<AnyFrontendUrlRow> = {
  pages: (row) => row.source === 'page',
  resolver: (row) => row.source === 'resolver',
  preview: (row) => row.source === 'preview',
};

/**
 * The recognised filter a `?filter=` value names, or null (absent, empty, unknown). A repeated
 * parameter arrives as an array: the first value counts (docs/decisions/0002-request-and-header-conventions.md).
 */
export function recognisedFilter<Row>(raw: unknown, filters: FilterTable<Row>): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(filters, value) ? value : null;
}

/** Keeps the rows of each batch the filter accepts (no filter keeps all); drops emptied batches. */
export async function* filterBatches<Row>(
  batches: AsyncIterable<Row[]>,
  filter: ((row: Row) => boolean) | null,
): AsyncGenerator<Row[]> {
  for await (const batch of batches) {
    const kept = filter ? batch.filter(filter) : batch;
    if (kept.length) yield kept;
  }
}
