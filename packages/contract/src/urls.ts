import { z } from 'zod';
import { urlMetadataSchema } from './metadata';

/**
 * The rows and envelopes of `backend-urls` and `frontend-urls` (docs/api.md, "Backend rows",
 * "Frontend rows", "URL envelope"; docs/openapi.json `BackendUrl`, `FrontendUrl`,
 * `BackendEnvelope`, `FrontendEnvelope`). `skip_reason` is '' for a testable row, else one of the
 * `SkipReason` strings.
 */

/** A backend URL row (docs/api.md, "Backend rows"), `method` included. */
export const backendUrlRowSchema = z.object({
  route: z.string(),
  name: z.string(),
  namespace: z.string(),
  has_parameters: z.boolean(),
  view_name: z.string(),
  page_type: z.string(),
  is_testable: z.boolean(),
  skip_reason: z.string(),
  resolved_route: z.string(),
  method: z.string(),
});
/** A backend URL row (docs/api.md, "Backend rows"). */
export type BackendUrlRow = z.infer<typeof backendUrlRowSchema>;

/**
 * A frontend URL row (docs/api.md, "Frontend rows") with the additive `method`; page rows carry
 * `locale` (null for a type without i18n); with `siteUrl` configured, rows carry `site_url` and
 * `site_url_reason` ('' when `site_url` is filled, else why it is `""`). `source` is `page` or
 * `resolver` in the unfiltered answer (the spec's two); `preview` rows (the app's `admin.preview`
 * handler, docs/decisions/0154-preview-urls.md) are answered only to `filter=preview`
 * (docs/decisions/0197-preview-rows-only-when-asked.md) and carry `locale` and `status`, the
 * version of the document the URL previews.
 */
export const frontendUrlRowSchema = z.object({
  url: z.string(),
  source: z.enum(['page', 'resolver', 'preview']),
  page_type: z.string(),
  page_title: z.string(),
  name: z.string(),
  resolved_url: z.string(),
  query_params: z.record(z.string(), z.string()),
  is_testable: z.boolean(),
  skip_reason: z.string(),
  method: z.string(),
  locale: z.string().nullable().optional(),
  site_url: z.string().optional(),
  site_url_reason: z.string().optional(),
  status: z.enum(['draft', 'published']).optional(),
});
/** A frontend URL row (docs/api.md, "Frontend rows"). */
export type FrontendUrlRow = z.infer<typeof frontendUrlRowSchema>;

/** The URL envelope of `row`: `urls`, `count` (= `metadata.total_count`), `metadata`. */
function urlEnvelopeSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ urls: z.array(row), count: z.number().int(), metadata: urlMetadataSchema });
}

/** The `backend-urls` envelope. */
export const backendEnvelopeSchema = urlEnvelopeSchema(backendUrlRowSchema);

/** The `frontend-urls` envelope. */
export const frontendEnvelopeSchema = urlEnvelopeSchema(frontendUrlRowSchema);

/** The URL-discovery envelope of any row type (docs/api.md, "URL envelope"); count = total_count. */
export type UrlEnvelope<Row> = Omit<z.infer<typeof backendEnvelopeSchema>, 'urls'> & { urls: Row[] };
