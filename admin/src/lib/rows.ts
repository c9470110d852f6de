import { backendLabel, backendTarget, frontendLabel, frontendTarget } from '@route-discovery/check-engine';
import type { NamedDocument } from '../components/DocumentName';
import type { AnyFrontendUrlRow, BackendUrlRow, ReportRow } from './types';

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

/**
 * Why the admin does not test a row the server calls testable: its URL is on another origin (a
 * preview URL on the app's frontend, docs/decisions/0154-preview-urls.md), whose answer a browser
 * cannot read without CORS; the CLI requests it.
 */
export const OTHER_ORIGIN_REASON_ID = 'report.otherOrigin';

/**
 * The document a page or preview row names, as `DocumentName` shows it: its title (`page_title`,
 * else its documentId, as decision 0240 names a document without one); undefined for a resolver
 * row or an answer without the names.
 */
function documentOf(row: AnyFrontendUrlRow): NamedDocument | undefined {
  if (!row.document_id || row.content_type_name === undefined || row.edit_url === undefined) return undefined;
  return {
    title: row.page_title || row.document_id,
    typeName: row.content_type_name,
    uid: row.page_type,
    documentId: row.document_id,
    locale: row.locale ?? null,
    editUrl: row.edit_url,
  };
}

/**
 * Normalises frontend rows (keys as for backend rows); the target is `resolved_url || url` with the
 * row's query parameters. A target that is not a path (an absolute preview URL) is not tested
 * here (`OTHER_ORIGIN_REASON_ID`).
 */
export function fromFrontendRows(rows: AnyFrontendUrlRow[]): ReportRow[] {
  return rows.map((row) => {
    const target = frontendTarget(row);
    const elsewhere = row.is_testable && !target.startsWith('/');
    return {
      key: `${row.method} ${target} ${row.url} ${row.source}`,
      method: row.method,
      path: row.url,
      target,
      label: frontendLabel(row),
      detail: row.page_type,
      group: row.source,
      isTestable: row.is_testable && !elsewhere,
      skipReason: elsewhere ? '' : row.skip_reason,
      skipReasonId: elsewhere ? OTHER_ORIGIN_REASON_ID : undefined,
      siteUrl: row.site_url || undefined,
      document: documentOf(row),
    };
  });
}
