import type { MovedUrlKind, MovedUrlRow } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { SITE_URLS_TABLE } from '../migrations/plugin-tables';
import { nameDocuments, type DocumentNames, type DocumentRef } from '../model/document-names';
import { findContentType } from '../model/content-types';
import { documentEditUrl } from '../model/edit-view';
import { tableNames, tableQuery, type TableRow } from '../model/table-query';
import { withPosition } from '../streaming/row-position';
import { linkingDocumentCounts } from './linked-from';
import { MOVED_URL_UID } from './move-records';
import { redirectOutcome } from './outcome';
import { checkColumns, isoText, redirectCheckOf } from './redirect-checks';
import { siteUrlTable } from '../migrations/site-url-table';

/** The list's filters (docs/api.md, "Moved URLs"); null: not filtered. */
export interface MovedUrlFilters {
  kind: MovedUrlKind | null;
  /** Records moved at or after this instant. */
  since: Date | null;
  contentType: string | null;
  /** '' keeps the records of types without i18n. */
  locale: string | null;
}

/** Records read per statement when the caller names no size. */
const DEFAULT_BATCH_ROWS = 500;

/** A stored record with the page's URL now (the site URL table, left joined). */
type RecordRow = TableRow & { id: unknown; oldUrl: string; oldUrlKey: string; currentUrl: string | null };

/**
 * The record table (`r`) left joined to the site URL table (`su`) on content type, document and
 * locale: each record with the page's URL now (`currentUrl`), null when it has none. `r` names a
 * record column in the query. One statement shape for the list and `movedTargets`.
 */
export function recordQuery(strapi: Core.Strapi) {
  const { table, column } = tableNames(strapi, MOVED_URL_UID);
  const r = (attribute: string) => `r.${column(attribute)}`;
  const query = tableQuery(strapi, `${table} as r`)
    .leftJoin(`${SITE_URLS_TABLE} as su`, (on) => {
      on.on('su.uid', '=', r('pageType'))
        .andOn('su.document_id', '=', r('pageDocumentId'))
        .andOn('su.locale', '=', r('pageLocale'));
    })
    .select({
      id: r('id'),
      oldUrl: r('oldUrl'),
      oldUrlKey: r('oldUrlKey'),
      newUrl: r('newUrl'),
      pageType: r('pageType'),
      pageDocumentId: r('pageDocumentId'),
      pageLocale: r('pageLocale'),
      action: r('action'),
      causeType: r('causeType'),
      causeDocumentId: r('causeDocumentId'),
      movedAt: r('movedAt'),
      currentUrl: 'su.site_url',
      ...checkColumns(strapi),
    });
  return { r, query };
}

/**
 * One batch of records, newest first (by id), after `beforeId`, with the page's URL now: the
 * record table left joined to the site URL table on content type, document and locale.
 */
async function recordBatch(
  strapi: Core.Strapi,
  filters: MovedUrlFilters,
  beforeId: number | null,
  size: number,
): Promise<RecordRow[]> {
  const { r, query: records } = recordQuery(strapi);
  let query = records;
  if (beforeId !== null) query = query.where(r('id'), '<', beforeId);
  if (filters.kind === 'gone') query = query.whereNull('su.uid');
  if (filters.kind === 'moved') query = query.whereNotNull('su.uid');
  if (filters.since) query = query.where(r('movedAt'), '>=', filters.since);
  if (filters.contentType !== null) query = query.where(r('pageType'), filters.contentType);
  if (filters.locale !== null) query = query.where(r('pageLocale'), filters.locale);
  return (await query.orderBy(r('id'), 'desc').limit(size)) as RecordRow[];
}

/**
 * The old URL keys of `rows` that a newer record names too (the newest record of an old URL
 * decides its redirect), those a published page answers at now (the site URL table's `url_key`
 * index), and how many published documents still link to each (`linkingDocumentCounts`).
 */
async function keyFacts(strapi: Core.Strapi, rows: readonly RecordRow[]) {
  const keys = [...new Set(rows.map((row) => row.oldUrlKey))];
  const { table, column } = tableNames(strapi, MOVED_URL_UID);
  const newest = (await tableQuery(strapi, table)
    .select({ key: column('oldUrlKey') })
    .max({ newest: column('id') })
    .whereIn(column('oldUrlKey'), keys)
    .groupBy(column('oldUrlKey'))) as Array<{ key: string; newest: unknown }>;
  const newestId = new Map(newest.map((row) => [row.key, Number(row.newest)]));
  const live = (await siteUrlTable(strapi, strapi.db.connection)
    .distinct('url_key')
    .whereIn('url_key', keys)) as Array<{ url_key: string }>;
  const linkedFrom = await linkingDocumentCounts(
    strapi,
    rows.map((row) => row.oldUrl),
  );
  return { newestId, live: new Set(live.map((row) => row.url_key)), linkedFrom };
}

/** A record's page as `nameDocuments` names it (locale null for a type without i18n). */
const pageRef = (row: RecordRow): DocumentRef => ({
  uid: String(row.pageType),
  documentId: String(row.pageDocumentId),
  locale: typeof row.pageLocale === 'string' && row.pageLocale !== '' ? row.pageLocale : null,
});

/**
 * A record's cause (the document acted on) as `nameDocuments` names it. The record keeps no locale
 * of the cause: a localized cause is named in the page's locale (a page's URL reads the related
 * document's version in its own locale), any other without one (docs/decisions/0240).
 */
const causeRef = (strapi: Core.Strapi, row: RecordRow): DocumentRef => {
  const uid = String(row.causeType);
  const page = pageRef(row);
  const localized = findContentType(strapi, uid)?.localized === true;
  return { uid, documentId: String(row.causeDocumentId), locale: localized ? page.locale : null };
};

/** One record as the list answers it, its redirect decided by `redirectOutcome`. */
function movedUrlRow(
  strapi: Core.Strapi,
  row: RecordRow,
  facts: Awaited<ReturnType<typeof keyFacts>>,
  names: (ref: DocumentRef) => DocumentNames,
): MovedUrlRow {
  const id = Number(row.id);
  const currentUrl = typeof row.currentUrl === 'string' ? row.currentUrl : null;
  const outcome = redirectOutcome({
    old_url: row.oldUrl,
    current_url: currentUrl,
    superseded: (facts.newestId.get(row.oldUrlKey) ?? id) > id,
    live: facts.live.has(row.oldUrlKey),
  });
  const page = pageRef(row);
  const { content_type_name, document_title } = names(page);
  const cause = causeRef(strapi, row);
  const causeNames = names(cause);
  return {
    id,
    old_url: row.oldUrl,
    new_url: currentUrl,
    recorded_url: typeof row.newUrl === 'string' ? row.newUrl : null,
    kind: currentUrl === null ? 'gone' : 'moved',
    content_type: page.uid,
    content_type_name,
    document_id: page.documentId,
    document_title,
    locale: page.locale,
    edit_url: documentEditUrl(strapi, page.uid, page.documentId, page.locale),
    action: String(row.action),
    cause_content_type: cause.uid,
    cause_content_type_name: causeNames.content_type_name,
    cause_document_id: cause.documentId,
    cause_document_title: causeNames.document_title,
    cause_locale: cause.locale,
    cause_edit_url: documentEditUrl(strapi, cause.uid, cause.documentId, cause.locale),
    moved_at: isoText(row.movedAt),
    redirect: outcome.redirect,
    reason: outcome.reason,
    linked_from: facts.linkedFrom.get(row.oldUrl) ?? 0,
    redirect_check: redirectCheckOf(row),
  };
}

/**
 * The recorded moves, newest first, in batches of `size` records (four statements a batch:
 * the records with the pages' URLs now, then their old URLs' newest records, live pages and links;
 * then the pages' and causes' names: `nameDocuments`), each row tagged with its id so a keyset page resumes after it (`withPosition`).
 * @param resumeAfter the id of the last row already read, or undefined
 * @throws the database driver's error
 */
export async function* movedUrlBatches(
  strapi: Core.Strapi,
  filters: MovedUrlFilters,
  resumeAfter?: unknown,
  size = DEFAULT_BATCH_ROWS,
): AsyncGenerator<MovedUrlRow[]> {
  let beforeId = typeof resumeAfter === 'number' ? resumeAfter : null;
  for (;;) {
    const rows = await recordBatch(strapi, filters, beforeId, size);
    if (rows.length === 0) return;
    const facts = await keyFacts(strapi, rows);
    const refs = rows.flatMap((row) => [pageRef(row), causeRef(strapi, row)]);
    const names = await nameDocuments(strapi, refs);
    yield rows.map((row) => withPosition(movedUrlRow(strapi, row, facts, names), Number(row.id)));
    if (rows.length < size) return;
    beforeId = Number(rows[rows.length - 1].id);
  }
}
