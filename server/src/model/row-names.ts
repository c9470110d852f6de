import type { Core } from '@strapi/strapi';
import type { ContentTypeInfo } from './content-types';
import {
  contentTypeDisplayName,
  documentNaming,
  documentTitles,
  titleKey,
  type DocumentRef,
} from './document-names';
import { documentEditUrl, editUrl } from './edit-view';
import { fieldPathLabel, type LabelSchema } from './field-labels';
import { modelSchema } from './schema';

/** What a report row says of a document beside its IDs (docs/decisions/0240-document-and-field-names.md). */
export interface DocumentRowNames {
  /** The content type's display name (`info.displayName`, else the UID). */
  content_type_name: string;
  /** The document's title: its main field's value, else its documentId. */
  document_title: string;
  /** Its Content Manager edit view under `admin.url` (`model/edit-view.ts`). */
  edit_url: string;
}

/** Names the documents and field paths of one batch of report rows. */
export interface RowNamer {
  /** The names of a document of the batch (one outside it: its documentId as title). */
  document(ref: DocumentRef): DocumentRowNames;
  /** A field path of a document of type `uid` as the edit view labels it, positions as numbers. */
  fieldLabel(uid: string, path: string): string;
}

/**
 * The names of a batch of report rows' documents and places, for lists that hold only IDs and
 * paths (Files, integrity, Frontend URLs, exposure): the Content Manager's naming read once
 * (`documentNaming`), the titles in one query per content type and locale (`documentTitles`),
 * labels by `fieldPathLabel` without the entry's values (dynamic-zone entries and blocks nodes are
 * their position numbers).
 * @throws the database driver's error when the core store or a content type's table cannot be read
 */
export async function rowNamer(strapi: Core.Strapi, refs: readonly DocumentRef[]): Promise<RowNamer> {
  const naming = await documentNaming(strapi);
  const titles = await documentTitles(strapi, naming, refs);
  const models = { schema: (uid: string) => modelSchema(strapi, uid) as LabelSchema | undefined, naming };
  return {
    document: (ref) => ({
      content_type_name: naming.model(ref.uid).displayName,
      document_title: titles.get(titleKey(ref)) ?? ref.documentId,
      edit_url: documentEditUrl(strapi, ref.uid, ref.documentId, ref.locale),
    }),
    fieldLabel: (uid, path) => fieldPathLabel(path, uid, models, undefined),
  };
}

/** What a row that already holds its document's title adds: its documentId, type name and edit view. */
export interface DocumentIdNames {
  document_id: string;
  content_type_name: string;
  edit_url: string;
}

/**
 * The names of the documents of one content type for rows that read their titles themselves
 * (Frontend URLs' page and preview rows): no query, the display name read once per type.
 * @param adminUrl `admin.url` (`adminUrlOf`)
 */
export function typeRowNames(
  strapi: Core.Strapi,
  adminUrl: string,
  type: Pick<ContentTypeInfo, 'uid' | 'kind'>,
): (documentId: string, locale: string | null) => DocumentIdNames {
  const content_type_name = contentTypeDisplayName(strapi, type.uid);
  return (documentId, locale) => ({
    document_id: documentId,
    content_type_name,
    edit_url: editUrl(adminUrl, type, documentId, locale),
  });
}
