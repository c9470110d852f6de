import pkg from '../../../package.json';
import { nowIso } from './http-dates';
import { recognisedFilter, type FilterTable } from './url-filters';

export type { FilterTable };
import type { ApiLifecycle, BaseMetadata, UrlEnvelope, UrlMetadata } from './contract';

export type { BaseMetadata, UrlEnvelope, UrlMetadata };

/** The installed plugin version, from this package's package.json (bundled at build time). */
export const PACKAGE_VERSION: string = pkg.version;

/** Builds the metadata every response carries. */
export function baseMetadata(version: string, lifecycle: ApiLifecycle): BaseMetadata {
  return {
    api_version: version,
    api_lifecycle: lifecycle,
    generated_at: nowIso(),
    package_version: PACKAGE_VERSION,
  };
}

/**
 * Applies a `?filter=` value (docs/api.md, "Filters"): a recognised value restricts the rows and is echoed;
 * an unrecognised, empty or absent value leaves rows untouched and echoes null.
 * @param rows all rows
 * @param raw the raw query value (a repeated parameter arrives as an array: the first one counts)
 * @param filters the endpoint's recognised filters
 */
export function applyFilter<Row>(
  rows: Row[],
  raw: unknown,
  filters: FilterTable<Row>,
): { rows: Row[]; applied: string | null } {
  const applied = recognisedFilter(raw, filters);
  return applied === null ? { rows, applied } : { rows: rows.filter(filters[applied]), applied };
}

/**
 * Wraps filtered rows in the envelope; count = total_count = testable_count + untestable_count.
 */
export function urlEnvelope<Row extends { is_testable: boolean }>(
  rows: Row[],
  applied: string | null,
  base: BaseMetadata,
): UrlEnvelope<Row> {
  const testable = rows.filter((row) => row.is_testable).length;
  return {
    urls: rows,
    count: rows.length,
    metadata: {
      ...base,
      applied_filter: applied,
      total_count: rows.length,
      testable_count: testable,
      untestable_count: rows.length - testable,
    },
  };
}
