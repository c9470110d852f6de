import { z } from 'zod';

/**
 * A document version named as the Content Manager's list view names it (decision 0240):
 * `content_type` its UID, `content_type_name` the type's display name, `document_title` its title
 * (main field, else documentId), `locale` the version's (null for a type that is not localized),
 * `edit_url` its Content Manager edit view under `admin.url`.
 */
export const namedDocumentSchema = z.object({
  content_type: z.string(),
  content_type_name: z.string(),
  document_id: z.string(),
  document_title: z.string(),
  locale: z.string().nullable(),
  edit_url: z.string(),
});
