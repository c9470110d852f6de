import { z } from 'zod';
import { namedDocumentSchema } from './named-document';
import { INTEGRITY_KINDS } from './integrity-values';
import { urlMetadataSchema } from './metadata';

/**
 * The rows and envelope of `GET /api/route-discovery/:version/integrity` (docs/api.md,
 * "Integrity"; docs/openapi.json `IntegrityFinding`, `IntegrityEnvelope`).
 */

/** The kind of a finding (`INTEGRITY_KINDS`). */
export const integrityKindSchema = z.enum(INTEGRITY_KINDS);

/**
 * A lost relation's target document named as the finding's own document is (decision 0240):
 * `content_type` its UID, `content_type_name` the type's display name, `document_title` its title
 * (main field, else documentId), `locale` the target version's (null for a type that is not
 * localized), `edit_url` its Content Manager edit view under `admin.url`.
 */
export const integrityTargetDocumentSchema = namedDocumentSchema;
/** One entry of a finding's `target_documents`. */
export type IntegrityTargetDocument = z.infer<typeof integrityTargetDocumentSchema>;

/**
 * One finding in one published version: `locale` the version's (null for a type that is not
 * localized), `field_path` the attribute (`featuredArticles`, `cards[1].article`,
 * `content[2].children[0]`), `targets` the documentIds of the lost relation targets (a
 * `lost-relation`) or the URL as written (a media kind), `target_type` the relation target's UID
 * (null for a media kind), `edit_url` the Content Manager edit view of the version (site-relative
 * admin path, as a content link's). The version is named as the Content Manager names it
 * (docs/decisions/0240-document-and-field-names.md): `content_type_name` the type's display name,
 * `document_title` its title (main field, else documentId), `field_label` the place as the edit
 * view labels it; `target_documents` the lost targets so named, in the order of `targets` (empty for a
 * media kind).
 */
export const integrityFindingSchema = z.object({
  kind: integrityKindSchema,
  content_type: z.string(),
  content_type_name: z.string(),
  document_id: z.string(),
  document_title: z.string(),
  locale: z.string().nullable(),
  field_path: z.string(),
  field_label: z.string(),
  targets: z.array(z.string()),
  target_type: z.string().nullable(),
  target_documents: z.array(integrityTargetDocumentSchema),
  edit_url: z.string(),
});
/** One row of `v1/integrity`. */
export type IntegrityFinding = z.infer<typeof integrityFindingSchema>;

/** The filters an integrity answer applied, each null when not given. */
export const integrityFiltersSchema = z.object({
  kind: integrityKindSchema.nullable(),
  content_type: z.string().nullable(),
});
/** `metadata.applied_filters` of the integrity envelope. */
export type IntegrityFilters = z.infer<typeof integrityFiltersSchema>;

/**
 * The integrity envelope: `findings`, `count`, the URL metadata (every finding counts as
 * untestable: none is a URL to request) plus `applied_filters` and `count_by_kind` (every kind,
 * zero included).
 */
export const integrityEnvelopeSchema = z.object({
  findings: z.array(integrityFindingSchema),
  count: z.number().int(),
  metadata: urlMetadataSchema.extend({
    applied_filters: integrityFiltersSchema,
    count_by_kind: z.record(integrityKindSchema, z.number().int()),
  }),
});
/** The integrity envelope. */
export type IntegrityEnvelope = z.infer<typeof integrityEnvelopeSchema>;
