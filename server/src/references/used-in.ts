import type { UsedInResponse } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { findContentType } from '../model/content-types';
import { nameDocuments, type DocumentRef } from '../model/document-names';
import { documentEditPath } from '../model/edit-view';
import { hasPublished, impact, referenceRow } from './answers';
import { brokenReferences } from './broken-targets';
import { readReferences, type ReferenceQuery } from './read-references';
import type { ReferenceRecord } from './tables';

/** The "Used in" panel's document: its type, documentId and locale (null: every locale). */
export type UsedInQuery = Omit<ReferenceQuery, 'direction'>;

/** A reference's source document, as `nameDocuments` names it (its title: the main field's value, else its documentId). */
const sourceRef = (row: ReferenceRecord): DocumentRef => ({
  uid: row.source_uid,
  documentId: row.source_document_id,
  locale: row.source_locale === '' ? null : row.source_locale,
});

/**
 * The "Used in" answer (docs/api.md, "Used in"): who references the document (only sources of
 * types `mayReadType` allows, with their titles and edit paths), what unpublishing it would break
 * among those, and its own outgoing references that are broken (`brokenReferences`).
 * @param mayReadType whether the asking admin may read a content type in the Content Manager
 */
export async function usedInAnswer(
  strapi: Core.Strapi,
  query: UsedInQuery,
  mayReadType: (uid: string) => boolean,
): Promise<UsedInResponse> {
  const inbound = await readReferences(strapi, { ...query, direction: 'in' });
  const outbound = await readReferences(strapi, { ...query, direction: 'out' });
  const visible = inbound.rows.filter((row) => mayReadType(row.source_uid));
  const names = await nameDocuments(strapi, visible.map(sourceRef));
  const type = findContentType(strapi, query.uid);
  const inQuery: ReferenceQuery = { ...query, direction: 'in' };
  const broken = await brokenReferences(strapi, outbound.rows);
  return {
    content_type: query.uid,
    document_id: query.documentId,
    locale: query.locale,
    used_in: visible.map((row) => ({
      ...referenceRow(row),
      title: names(sourceRef(row)).document_title,
      edit_path: documentEditPath(strapi, row.source_uid, row.source_document_id, row.source_locale),
    })),
    count: visible.length,
    broken: broken.map(({ row, broken: why }) => ({ ...referenceRow(row), broken: why })),
    unpublish_impact: type?.draftAndPublish
      ? impact(inQuery, visible, true, await hasPublished(strapi, inQuery))
      : null,
    index_state: inbound.state === 'current' ? outbound.state : inbound.state,
  };
}
