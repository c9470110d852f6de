import { backendLabel, backendTarget, frontendLabel, frontendTarget } from '@route-discovery/check-engine';
import type { BackendUrlRow, FrontendUrlRow, ReportRow } from './types';

/**
 * Normalises backend rows for the report table; the target is `resolved_route || route`. A row's key
 * is what its test requests (method and target) with its registered path and content type, so it is
 * the same on every page that shows the row and in a Test all walk.
 */
export function fromBackendRows(rows: BackendUrlRow[]): ReportRow[] {
  return rows.map((row) => ({
    key: `${row.method} ${backendTarget(row)} ${row.route} ${row.page_type}`,
    method: row.method,
    path: row.route,
    target: backendTarget(row),
    label: backendLabel(row),
    detail: row.page_type,
    group: row.namespace,
    isTestable: row.is_testable,
    skipReason: row.skip_reason,
  }));
}

/** Normalises frontend rows (keys as for backend rows); the target is `resolved_url || url` with the row's query parameters. */
export function fromFrontendRows(rows: FrontendUrlRow[]): ReportRow[] {
  return rows.map((row) => ({
    key: `${row.method} ${frontendTarget(row)} ${row.url} ${row.source}`,
    method: row.method,
    path: row.url,
    target: frontendTarget(row),
    label: frontendLabel(row),
    detail: row.page_type,
    group: row.source,
    isTestable: row.is_testable,
    skipReason: row.skip_reason,
    siteUrl: row.site_url || undefined,
  }));
}
