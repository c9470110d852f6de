import { z } from 'zod';
import { baseMetadataSchema, countSchema } from './metadata';

/**
 * The reference index's answers: `GET /api/route-discovery/:version/references` and
 * `GET`/`POST .../references/rebuild` (docs/api.md, "References"; docs/openapi.json `Reference`,
 * `ReferencesEnvelope`, `ReferenceRebuild`). Items 2-4 and 6 of issue 32 (content links served from
 * the index, the Content Manager's "Used in" panel, the Files page) read the same rows.
 */

/** `direction`: `out` what a document references, `in` what references it. */
export const REFERENCE_DIRECTIONS = ['out', 'in'] as const;
/** A `direction` value. */
export type ReferenceDirection = (typeof REFERENCE_DIRECTIONS)[number];

/** What a reference is: a relation attribute, a media attribute, or a link inside content. */
export const REFERENCE_KINDS = ['relation', 'media', 'link'] as const;

/** What a reference points to: a document (and locale), an upload file, or a URL no document answers. */
export const REFERENCE_TARGET_KINDS = ['document', 'file', 'url'] as const;

/** `current`: read from the index; `stale` or `building`: read from the content meanwhile. */
export const INDEX_STATES = ['current', 'stale', 'building'] as const;
/** `metadata.index_state`. */
export type IndexStateName = (typeof INDEX_STATES)[number];

/**
 * One reference occurrence. The source: its content type, documentId, locale (null without
 * i18n), version (`published` or `draft`; a type without draft and publish has only `published`),
 * the attribute path (`cover`, `sections[0].body[4].children[1]`, `tags[2]`) and the link's text
 * (links only; '' otherwise). The target: a document (`target_content_type`, `target_document_id`,
 * `target_locale`: null when the link names none and the type has no i18n), an upload file
 * (`target_file_id`), or a URL (`target_url`, also given for a link that names a document).
 */
export const referenceRowSchema = z.object({
  content_type: z.string(),
  document_id: z.string(),
  locale: z.string().nullable(),
  status: z.enum(['published', 'draft']),
  field_path: z.string(),
  link_text: z.string(),
  reference_kind: z.enum(REFERENCE_KINDS),
  target_kind: z.enum(REFERENCE_TARGET_KINDS),
  target_content_type: z.string().nullable(),
  target_document_id: z.string().nullable(),
  target_locale: z.string().nullable(),
  target_file_id: z.number().int().nullable(),
  target_url: z.string().nullable(),
});
/** One row of `v1/references`. */
export type ReferenceRow = z.infer<typeof referenceRowSchema>;

/** A published document that would lose references: its type, documentId and locale. */
export const referenceSourceSchema = z.object({
  content_type: z.string(),
  document_id: z.string(),
  locale: z.string().nullable(),
});

/**
 * What unpublishing (or deleting) the asked version would break: `references` rows of `documents`
 * distinct published documents (the asked document itself left out) whose reference would then
 * point to a draft-only or missing target. `target_published` false: the version has no published
 * version, so unpublishing breaks nothing.
 */
export const referenceImpactSchema = z.object({
  target_published: z.boolean(),
  references: countSchema,
  documents: countSchema,
  sources: z.array(referenceSourceSchema),
});
/** `unpublish_impact` and `delete_impact` of a `direction=in` answer. */
export type ReferenceImpact = z.infer<typeof referenceImpactSchema>;

/** Metadata of the references answer: the base, the query as read, the index's state. */
export const referencesMetadataSchema = baseMetadataSchema.extend({
  content_type: z.string(),
  document_id: z.string(),
  locale: z.string().nullable(),
  direction: z.enum(REFERENCE_DIRECTIONS),
  index_state: z.enum(INDEX_STATES),
  /** Indexed content types whose data changed around the document service (sorted UIDs). */
  stale_content_types: z.array(z.string()),
});

/** The `GET v1/references` envelope; the impacts only with `direction=in` (null for a type without draft and publish). */
export const referencesEnvelopeSchema = z.object({
  references: z.array(referenceRowSchema),
  count: countSchema,
  unpublish_impact: referenceImpactSchema.nullable().optional(),
  delete_impact: referenceImpactSchema.optional(),
  metadata: referencesMetadataSchema,
});
/** The `GET v1/references` envelope. */
export type ReferencesEnvelope = z.infer<typeof referencesEnvelopeSchema>;

/** Where the rebuild is: `done` also before any rebuild once the empty index was recorded. */
export const referenceRebuildSchema = z.object({
  status: z.enum(['idle', 'building', 'done']),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Content types read so far, and in all. */
  content_types_done: countSchema,
  content_types_total: countSchema,
  /** Document versions (draft and published rows) indexed so far. */
  processed_versions: countSchema,
});
/** `rebuild` of the rebuild answers. */
export type ReferenceRebuild = z.infer<typeof referenceRebuildSchema>;

/** The `GET` (200) and `POST` (202) `v1/references/rebuild` answer. */
export const referenceRebuildResponseSchema = z.object({
  rebuild: referenceRebuildSchema,
  metadata: baseMetadataSchema,
});
/** The rebuild answer. */
export type ReferenceRebuildResponse = z.infer<typeof referenceRebuildResponseSchema>;
