import { LINKING_LISTED, type UrlChangesResponse } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { nameDocuments, type DocumentRef } from '../model/document-names';
import { documentEditUrl } from '../model/edit-view';
import { dependentDocuments } from './dependents';
import { linkingDocuments } from './linked-from';
import { movesBetween } from './moves';
import { plannedTypes, siteUrlsOfVersion, type PlannedType, type SiteUrlRow } from './site-urls';

/** The document the edit view shows: its content type, documentId and locale (null: every locale). */
export interface OpenDocument {
  uid: string;
  documentId: string;
  locale: string | null;
}

/** The published and draft URLs of the open document (in its locale) and of the pages whose URL reads it. */
async function publishedAndDraftUrls(
  strapi: Core.Strapi,
  open: OpenDocument,
): Promise<{ published: SiteUrlRow[]; draft: SiteUrlRow[] }> {
  const planned = await plannedTypes(strapi);
  const published: SiteUrlRow[] = [];
  const draft: SiteUrlRow[] = [];
  // Read-only: the transaction gives the URL reads one snapshot of the tables.
  await strapi.db.transaction(async ({ trx }) => {
    const checks: Array<{ planned: PlannedType; ids: string[]; own: boolean }> = [];
    const own = planned.find((entry) => entry.type.uid === open.uid);
    if (own) checks.push({ planned: own, ids: [open.documentId], own: true });
    for (const dependent of await dependentDocuments(strapi, trx, planned, open.uid, open.documentId)) {
      checks.push({ planned: dependent.planned, ids: [...dependent.documentIds], own: false });
    }
    for (const check of checks) {
      // The open document in its own locale; the pages that read it in every locale they have.
      const keep = (row: SiteUrlRow) =>
        !check.own ||
        row.document_id !== open.documentId ||
        open.locale === null ||
        row.locale === open.locale ||
        row.locale === '';
      published.push(
        ...(await siteUrlsOfVersion(strapi, trx, check.planned, check.ids, 'published')).filter(keep),
      );
      draft.push(...(await siteUrlsOfVersion(strapi, trx, check.planned, check.ids, 'draft')).filter(keep));
    }
  });
  return { published, draft };
}

/**
 * What the open draft means for website URLs (issue 46 item 6): the pages whose URL publishing it
 * would move (the URL rule of the site pages and moved URLs, `siteUrlsOfVersion`, over the draft
 * versions against the published ones, compared as moves are recorded, `movesBetween`), and the
 * published URLs unpublishing or deleting it takes away, each with the published documents that
 * link to the URL (`linkingDocuments`, named by `nameDocuments`), those of content types
 * `mayReadType` refuses left out.
 * The pages that read the document through a relation (a category's articles) are compared draft
 * to draft: their own unpublished edits count as published.
 * @throws the database driver's error
 */
export async function urlChanges(
  strapi: Core.Strapi,
  open: OpenDocument,
  mayReadType: (uid: string) => boolean,
): Promise<UrlChangesResponse> {
  const { published, draft } = await publishedAndDraftUrls(strapi, open);
  const moves = movesBetween(published, draft);
  const linking = await linkingDocuments(
    strapi,
    published.map((row) => row.site_url),
  );
  const sourceRef = (source: { uid: string; documentId: string; locale: string }): DocumentRef => ({
    uid: source.uid,
    documentId: source.documentId,
    locale: source.locale || null,
  });
  const readableOf = (url: string) => (linking.get(url) ?? []).filter((source) => mayReadType(source.uid));
  const listed = published.flatMap((row) => readableOf(row.site_url).slice(0, LINKING_LISTED));
  const names = await nameDocuments(strapi, listed.map(sourceRef));
  const linkedFields = (row: { uid: string; document_id: string; locale: string }, url: string) => {
    const readable = readableOf(url);
    return {
      content_type: row.uid,
      document_id: row.document_id,
      locale: row.locale || null,
      linked_from: new Set(readable.map((source) => `${source.uid}\u0000${source.documentId}`)).size,
      linking: readable.slice(0, LINKING_LISTED).map((source) => {
        const ref = sourceRef(source);
        const { content_type_name, document_title } = names(ref);
        return {
          content_type: ref.uid,
          content_type_name,
          document_id: ref.documentId,
          document_title,
          locale: ref.locale,
          edit_url: documentEditUrl(strapi, ref.uid, ref.documentId, ref.locale),
        };
      }),
    };
  };
  return {
    content_type: open.uid,
    document_id: open.documentId,
    locale: open.locale,
    moves: moves.map((move) => ({
      ...linkedFields(move, move.old_url),
      old_url: move.old_url,
      new_url: move.new_url,
    })),
    published_urls: published.map((row) => ({ ...linkedFields(row, row.site_url), url: row.site_url })),
  };
}
