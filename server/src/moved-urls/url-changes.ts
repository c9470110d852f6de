import { LINKING_LISTED, type UrlChangesRequest, type UrlChangesResponse } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { nameDocuments, type DocumentRef } from '../model/document-names';
import { findContentType } from '../model/content-types';
import { documentEditUrl } from '../model/edit-view';
import { dependentDocuments } from './dependents';
import { linkingDocuments } from './linked-from';
import { movesBetween } from './moves';
import {
  plannedTypes,
  siteUrlsOfVersion,
  type PlannedType,
  type SiteUrlRow,
  type UrlVersion,
} from './site-urls';
import { unsavedRelationNames, unsavedTargetRows } from './unsaved-relations';
import { editedRows, sharedAttributes, unsavedFields, type UnsavedValues } from './unsaved-values';

/** The document the edit view shows: its content type, documentId and locale (null: every locale). */
export interface OpenDocument {
  uid: string;
  documentId: string;
  locale: string | null;
}

/**
 * The published URLs of the open document (in its locale) and of the pages whose URL reads it, and
 * their URLs after the action the edit view offers: publishing the draft, or for a type without
 * draft and publish saving it (the pages that read it keep their published versions), with
 * the form's `values` and `relations` in place of the saved ones (in memory). `otherLocales`:
 * when the form changes an attribute not localized (shared by every locale, docs/decisions/0260),
 * the open document's published URLs in its other locales, before (`before`) and with the shared
 * values (`after`); empty otherwise.
 */
async function urlsBeforeAndAfter(
  strapi: Core.Strapi,
  open: OpenDocument,
  { values, relations = {} }: UrlChangesRequest,
): Promise<{
  published: SiteUrlRow[];
  after: SiteUrlRow[];
  draftAndPublish: boolean;
  fields: string[];
  relationNames: string[];
  otherLocales: { before: SiteUrlRow[]; after: SiteUrlRow[] };
}> {
  const planned = await plannedTypes(strapi);
  const draftAndPublish = findContentType(strapi, open.uid)?.draftAndPublish ?? false;
  const afterVersion: UrlVersion = draftAndPublish ? 'draft' : 'published';
  const published: SiteUrlRow[] = [];
  const after: SiteUrlRow[] = [];
  const otherLocales = { before: [] as SiteUrlRow[], after: [] as SiteUrlRow[] };
  const shared = sharedAttributes(strapi, open.uid, Object.keys(values));
  // Read-only: the transaction gives the URL reads one snapshot of the tables.
  await strapi.db.transaction(async ({ trx }) => {
    const edited =
      draftAndPublish || Object.keys(values).length || Object.keys(relations).length
        ? await editedRows(strapi, trx, open, draftAndPublish)
        : undefined;
    const unsaved: UnsavedValues | undefined = edited && {
      uid: open.uid,
      ...edited,
      values,
      shared,
      targetRows: await unsavedTargetRows(strapi, trx, planned, open, relations),
    };
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
      const before = await siteUrlsOfVersion(strapi, trx, check.planned, check.ids, 'published');
      published.push(...before.filter(keep));
      // The pages that read it keep their published versions: compared published to published.
      const version = check.own ? afterVersion : 'published';
      after.push(
        ...(await siteUrlsOfVersion(strapi, trx, check.planned, check.ids, version, unsaved)).filter(keep),
      );
      if (!check.own || !shared.size || open.locale === null) continue;
      // Strapi's i18n copies a shared value to the other locales' versions of the same status.
      const other = (row: SiteUrlRow) => !keep(row);
      otherLocales.before.push(...before.filter(other));
      otherLocales.after.push(
        ...(await siteUrlsOfVersion(strapi, trx, check.planned, check.ids, 'published', unsaved)).filter(
          other,
        ),
      );
    }
  });
  return {
    published,
    after,
    draftAndPublish,
    fields: unsavedFields(strapi, planned, open.uid),
    relationNames: unsavedRelationNames(strapi, planned, open.uid),
    otherLocales,
  };
}

/**
 * What the open document means for website URLs (issue 46 item 6): the pages whose URL publishing
 * its draft (saving it, for a type without draft and publish) would move (the URL rule of the site
 * pages and moved URLs, `siteUrlsOfVersion`, against the published versions, compared as moves are
 * recorded, `movesBetween`), and the published URLs unpublishing or deleting it takes away, each
 * with the published documents that link to the URL (`linkingDocuments`, named by
 * `nameDocuments`), those of content types `mayReadType` refuses left out.
 * `unsaved`: the edit form's unsaved values of `unsavedFields` and unsaved targets of
 * `unsavedRelationNames` (the caller checks the names), used in place of the saved ones in memory
 * (docs/decisions/0246, 0249); nothing is written.
 * The pages that read the open document through a relation (a category's articles, an article's
 * reviews) are compared published to published, reading the open document as publishing would
 * leave it: its draft, the form's values and relation targets, at whichever hop of their dot path
 * (docs/decisions/0255); their own unpublished edits do not count.
 * @throws the database driver's error
 */
export async function urlChanges(
  strapi: Core.Strapi,
  open: OpenDocument,
  mayReadType: (uid: string) => boolean,
  unsaved: UrlChangesRequest = { values: {} },
): Promise<UrlChangesResponse> {
  const { published, after, draftAndPublish, fields, relationNames, otherLocales } = await urlsBeforeAndAfter(
    strapi,
    open,
    unsaved,
  );
  const moves = movesBetween([...published, ...otherLocales.before], [...after, ...otherLocales.after]);
  const linking = await linkingDocuments(
    strapi,
    [...published, ...otherLocales.before].map((row) => row.site_url),
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
    draft_and_publish: draftAndPublish,
    unsaved_fields: fields,
    unsaved_relations: relationNames,
    moves: moves.map((move) => ({
      ...linkedFields(move, move.old_url),
      old_url: move.old_url,
      new_url: move.new_url,
    })),
    published_urls: published.map((row) => ({ ...linkedFields(row, row.site_url), url: row.site_url })),
  };
}

/**
 * The attributes of content type `uid` whose unsaved values `urlChanges` takes (`unsavedFields`
 * over the planned types) and its relations whose unsaved targets it takes
 * (`unsavedRelationNames`): what `POST /route-discovery/url-changes` accepts.
 */
export async function acceptedUnsaved(
  strapi: Core.Strapi,
  uid: string,
): Promise<{ fields: string[]; relations: string[] }> {
  const planned = await plannedTypes(strapi);
  return {
    fields: unsavedFields(strapi, planned, uid),
    relations: unsavedRelationNames(strapi, planned, uid),
  };
}
