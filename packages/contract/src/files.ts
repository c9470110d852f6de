import { z } from 'zod';
import { baseMetadataSchema, countSchema } from './metadata';
import { pageMetadataSchema } from './paging';
import { referenceRowSchema } from './references';

/**
 * `GET /api/route-discovery/:version/files` (docs/api.md, "Files"; issue 32 item 6): each upload
 * file of the Media Library with its usage read from the reference index, the unused files'
 * totals, and the references whose file no longer exists. This plugin only reads: it never
 * deletes a file.
 */

/** `filter=`: `unused` keeps the files no reference names. */
export const FILE_FILTERS = ['unused'] as const;

/**
 * One upload file (`plugin::upload.file`): its id, `name`, `url`, `size` in kB as Strapi stores
 * it (`@strapi/upload` rounds bytes / 1000 to two decimals), `mime`, and `usage_count`: the
 * references in the index that name it (media fields by id, links in content by `/uploads/` URL).
 */
export const fileUsageRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  size: z.number().min(0),
  mime: z.string(),
  usage_count: countSchema,
});
/** One row of `v1/files`. */
export type FileUsageRow = z.infer<typeof fileUsageRowSchema>;

/** Metadata of `v1/files`: unused files and their total size (kB) over all files, whatever the filter. */
export const filesMetadataSchema = baseMetadataSchema.extend({
  total_count: countSchema,
  unused_count: countSchema,
  unused_size: z.number().min(0),
});

/**
 * `list=`: `missing` answers the references to files that no longer exist as a list of its own,
 * always a page at a time (`filesMissingPageSchema`; decision 0147).
 */
export const FILE_LISTS = ['missing'] as const;

/**
 * A reference to an upload file that no longer exists: the reference row (as in `v1/references`)
 * with its source document's names (docs/decisions/0240-document-and-field-names.md):
 * `content_type_name` the type's display name, `document_title` its title (the Content Manager's
 * main field, else its documentId), `field_label` the place as the edit view labels it ("Cover",
 * "Sections › 1 › Image"), `edit_url` its edit view under `admin.url`.
 */
export const missingFileReferenceSchema = referenceRowSchema.extend({
  content_type_name: z.string(),
  document_title: z.string(),
  field_label: z.string(),
  edit_url: z.string(),
});
/** One row of `missing`. */
export type MissingFileReference = z.infer<typeof missingFileReferenceSchema>;

/** The `GET v1/files` whole-list envelope; `missing` the references to files that no longer exist. */
export const filesEnvelopeSchema = z.object({
  files: z.array(fileUsageRowSchema),
  count: countSchema,
  missing: z.array(missingFileReferenceSchema),
  metadata: filesMetadataSchema,
});
/** The `GET v1/files` envelope. */
export type FilesEnvelope = z.infer<typeof filesEnvelopeSchema>;

/**
 * A page of `GET v1/files?list=missing`: the references (as in `v1/references`, with their
 * source's names) whose upload file no longer exists, media rows first and then `/uploads/` links, each by index order.
 */
export const filesMissingPageSchema = z.object({
  missing: z.array(missingFileReferenceSchema),
  count: countSchema,
  metadata: baseMetadataSchema.extend({ page: pageMetadataSchema }),
});
/** A page of `GET v1/files?list=missing`. */
export type FilesMissingPage = z.infer<typeof filesMissingPageSchema>;
