/** The exact skip_reason strings of design section 5, shared by backend and frontend rows. */
export const SkipReason = {
  method: (method: string): string => `Requires ${method} request`,
  parameters: 'URL requires parameters',
  regex: 'URL contains regex patterns',
  query: 'Requires query parameters',
  authentication: 'Requires authentication',
} as const;

/**
 * GET routes that answer a plain GET but must not be smoke-tested, each with its reason: side
 * effects, calls to outside services, or answers that depend on an Enterprise licence or an
 * interactive browser flow. Matched on method and the mounted path as declared.
 */
export const CURATED_SKIPS: ReadonlyArray<{ method: string; path: string; reason: string }> = [
  // Admin API (@strapi/admin 5.54)
  { method: 'GET', path: '/admin/license-trial-time-left', reason: 'Calls the Strapi licence service' },
  { method: 'GET', path: '/admin/registration-info', reason: SkipReason.query },
  {
    method: 'GET',
    path: '/admin/transfer/runner/push',
    reason: 'Opens a data-transfer WebSocket (needs a transfer token)',
  },
  {
    method: 'GET',
    path: '/admin/transfer/runner/pull',
    reason: 'Opens a data-transfer WebSocket (needs a transfer token)',
  },
  { method: 'GET', path: '/admin/ai-usage', reason: 'Calls Strapi AI services (needs a Strapi AI licence)' },
  { method: 'GET', path: '/admin/ai-token', reason: 'Calls Strapi AI services (needs a Strapi AI licence)' },
  {
    method: 'GET',
    path: '/admin/ai-feature-config',
    reason: 'Calls Strapi AI services (needs a Strapi AI licence)',
  },
  // Content API of users-permissions
  {
    method: 'GET',
    path: '/api/auth/email-confirmation',
    reason: 'Confirms an account with a token sent by email (side effect)',
  },
  // Content Manager: these read required query parameters that their routes do not declare.
  {
    method: 'GET',
    path: '/content-manager/collection-types/:model/actions/countManyEntriesDraftRelations',
    reason: SkipReason.query,
  },
  { method: 'GET', path: '/content-manager/preview/url/:contentType', reason: SkipReason.query },
  { method: 'GET', path: '/content-manager/homepage/recent-documents', reason: SkipReason.query },
  { method: 'GET', path: '/i18n/content-manager/get-fill-from-locale/:model', reason: SkipReason.query },
  // Strapi AI features of Upload and i18n
  {
    method: 'GET',
    path: '/upload/ai-metadata-jobs/latest',
    reason: 'Calls Strapi AI services (needs a Strapi AI licence)',
  },
  {
    method: 'GET',
    path: '/upload/ai-metadata-jobs/pending-count',
    reason: 'Calls Strapi AI services (needs a Strapi AI licence)',
  },
  {
    method: 'GET',
    path: '/i18n/ai-localization-jobs/collection-types/:contentType/:documentId',
    reason: 'Calls Strapi AI services (needs a Strapi AI licence)',
  },
  {
    method: 'GET',
    path: '/i18n/ai-localization-jobs/single-types/:contentType',
    reason: 'Calls Strapi AI services (needs a Strapi AI licence)',
  },
];

/** The curated reason for a route, or null. */
export function curatedSkipReason(method: string, path: string): string | null {
  return CURATED_SKIPS.find((entry) => entry.method === method && entry.path === path)?.reason ?? null;
}
