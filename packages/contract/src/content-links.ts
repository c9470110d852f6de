import { z } from 'zod';
import { LINK_KINDS, LINK_STATUSES } from './link-values';
import { urlMetadataSchema } from './metadata';

/**
 * The rows and envelope of `GET /api/route-discovery/:version/content-links` (docs/api.md,
 * "Content links"; docs/openapi.json `ContentLink`, `ContentLinksEnvelope`).
 */

/** Where a link points. */
export const linkKindSchema = z.enum(LINK_KINDS);

/** What the database says of a link to this CMS (`LINK_STATUSES`). */
export const linkStatusSchema = z.enum(LINK_STATUSES);

/**
 * One link occurrence: `content_type_name` is the content type's display name, `document_title`
 * the linking document's title (its main field in the Content Manager's list view, else its
 * documentId), `field_label` the place as the edit view labels it ("Content › paragraph 1 ›
 * link 1") beside the raw `field_path`; `locale` is the linking document's (null for a type that is not
 * localized), `edit_url` the Content Manager edit view of the linking document (site-relative
 * admin path), `site_url` its page on the public website (present when `siteUrl` is configured),
 * `status` the database's word on a link to this CMS, null for a link no database row decides.
 */
export const contentLinkRowSchema = z.object({
  url: z.string(),
  target: z.string(),
  kind: linkKindSchema,
  content_type: z.string(),
  content_type_name: z.string(),
  document_id: z.string(),
  document_title: z.string(),
  locale: z.string().nullable(),
  field_path: z.string(),
  field_label: z.string(),
  link_text: z.string(),
  edit_url: z.string(),
  site_url: z.string().optional(),
  is_testable: z.boolean(),
  skip_reason: z.string(),
  status: linkStatusSchema.nullable(),
  /** With `status` `moved` only: the website URL the linked page moved to (its URL now). */
  moved_to: z.string().optional(),
});
/** One row of `v1/content-links` (docs/api.md, "Content link rows"). */
export type ContentLinkRow = z.infer<typeof contentLinkRowSchema>;

/** The filters a content-links answer applied, each null (or `public`) when not given. */
export const linkFiltersSchema = z.object({
  kind: z.string().nullable(),
  content_type: z.string().nullable(),
  locale: z.string().nullable(),
  scope: z.enum(['public', 'all']),
  status: z.array(linkStatusSchema).nullable(),
});
/** `metadata.applied_filters` of the content-links envelope. */
export type LinkFilters = z.infer<typeof linkFiltersSchema>;

/** The content-links envelope: `links`, `count`, the URL metadata plus `applied_filters`. */
export const contentLinksEnvelopeSchema = z.object({
  links: z.array(contentLinkRowSchema),
  count: z.number().int(),
  metadata: urlMetadataSchema.extend({ applied_filters: linkFiltersSchema }),
});
/** The content-links envelope. */
export type ContentLinksEnvelope = z.infer<typeof contentLinksEnvelopeSchema>;
