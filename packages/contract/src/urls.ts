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
 * A row of the unfiltered `frontend-urls` answer and of every filter but `preview` (docs/api.md,
 * "Frontend rows") with the additive `method`: `source` is `page` or `resolver`, the spec's two;
 * page rows carry `locale` (null for a type without i18n) and name their document (`document_id`,
 * `content_type_name`, `edit_url`; `page_title` its title); with `siteUrl` configured, rows carry
 * `site_url` and `site_url_reason` ('' when `site_url` is filled, else why it is `""`). Preview
 * rows are a type of their own (`PreviewUrlRow`), answered only to `filter=preview`
 * (docs/decisions/0197-preview-rows-only-when-asked.md).
 */
export const frontendUrlRowSchema = z.object({
  url: z.string(),
  source: z.enum(['page', 'resolver']),
  page_type: z.string(),
  page_title: z.string(),
  name: z.string(),
  resolved_url: z.string(),
  query_params: z.record(z.string(), z.string()),
  is_testable: z.boolean(),
  skip_reason: z.string(),
  method: z.string(),
  locale: z.string().nullable().optional(),
  /** Page rows: the document's documentId (`page_title` is its title). */
  document_id: z.string().optional(),
  /** Page rows: the content type's display name (docs/decisions/0240-document-and-field-names.md). */
  content_type_name: z.string().optional(),
  /** Page rows: the document's Content Manager edit view under `admin.url`. */
  edit_url: z.string().optional(),
  site_url: z.string().optional(),
  site_url_reason: z.string().optional(),
});
/** A frontend URL row of the unfiltered answer (docs/api.md, "Frontend rows"). */
export type FrontendUrlRow = z.infer<typeof frontendUrlRowSchema>;

/**
 * A row of `frontend-urls?filter=preview` (docs/api.md, "Frontend rows"): the URL the app's
 * `admin.preview` handler gives for one version of a document (docs/decisions/0154-preview-urls.md),
 * with that version's `locale` (null for a type without i18n) and `status`.
 */
export const previewUrlRowSchema = frontendUrlRowSchema.extend({
  source: z.literal('preview'),
  locale: z.string().nullable(),
  status: z.enum(['draft', 'published']),
});
/** A row of `frontend-urls?filter=preview`. */
export type PreviewUrlRow = z.infer<typeof previewUrlRowSchema>;

/**
 * A row of any `frontend-urls` answer, filtered by `preview` or not: what code that reads both
 * (the CLI's plan, the admin's report, the server's one pipeline) holds.
 */
export type AnyFrontendUrlRow = FrontendUrlRow | PreviewUrlRow;

/** The URL envelope of `row`: `urls`, `count` (= `metadata.total_count`), `metadata`. */
function urlEnvelopeSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ urls: z.array(row), count: z.number().int(), metadata: urlMetadataSchema });
}

/** The `backend-urls` envelope. */
export const backendEnvelopeSchema = urlEnvelopeSchema(backendUrlRowSchema);

/** The `frontend-urls` envelope (unfiltered, or any filter but `preview`). */
export const frontendEnvelopeSchema = urlEnvelopeSchema(frontendUrlRowSchema);

/** The `frontend-urls?filter=preview` envelope. */
export const previewEnvelopeSchema = urlEnvelopeSchema(previewUrlRowSchema);

/** The URL-discovery envelope of any row type (docs/api.md, "URL envelope"); count = total_count. */
export type UrlEnvelope<Row> = Omit<z.infer<typeof backendEnvelopeSchema>, 'urls'> & { urls: Row[] };
