import type { PreviewUrlRow } from '@route-discovery/contract';
import type { Check } from './types';

/** Strapi's own route the admin asks for a preview URL (`@strapi/content-manager` 5.54.0 `server/preview/routes`). */
export const STRAPI_PREVIEW_ROUTE = '/content-manager/preview/url/:contentType';

/**
 * The checks of one `preview` row of `frontend-urls` (docs/decisions/0154-preview-urls.md), in
 * the `preview` suite:
 * - when the server calls it testable: a GET of the preview URL (an absolute http(s) URL on the
 *   app's frontend, or a path on the CMS), anonymously, that must succeed;
 * - for a single type, with an admin token: a GET of Strapi's own preview route as the admin asks
 *   it when an editor opens the preview (`?locale=&status=`, no documentId: Strapi looks the
 *   document up itself), that must succeed. Some Strapi versions answer it 404 in a non-default
 *   locale whose default locale has no document (strapi/strapi#27262, in the known behaviour table).
 * @param singleTypes the UIDs of single types (from `exposure`'s content types), empty when unknown
 */
export function previewChecks(
  row: PreviewUrlRow,
  options: { withAdminToken: boolean; singleTypes: ReadonlySet<string> },
): Check[] {
  const checks: Check[] = [];
  const where = { pageType: row.page_type, locale: row.locale ?? null };
  if (row.is_testable && row.resolved_url) {
    checks.push({
      scope: 'preview',
      method: 'GET',
      path: row.url,
      target: row.resolved_url,
      handler: row.page_type,
      expect: 'success',
      withAdminToken: false,
      ...where,
    });
  }
  if (row.url && options.withAdminToken && options.singleTypes.has(row.page_type)) {
    const query = new URLSearchParams({
      ...(row.locale ? { locale: row.locale } : {}),
      status: row.status,
    });
    checks.push({
      scope: 'preview',
      method: 'GET',
      path: STRAPI_PREVIEW_ROUTE,
      target: `/content-manager/preview/url/${encodeURIComponent(row.page_type)}?${query}`,
      handler: 'plugin::content-manager.preview.getPreviewUrl',
      expect: 'success',
      withAdminToken: true,
      ...where,
    });
  }
  return checks;
}
