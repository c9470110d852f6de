import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { listManagedContentTypes } from '../model/content-types';
import { DOCUMENT_IDS_PER_QUERY } from '../model/documents-by-id';
import { tableNames, tableQuery, type TableRow, type Transaction } from '../model/table-query';
import { readPathValues, typeSitePlan, webtoolsInstalled, webtoolsManages } from '../site-pages';
import { readSettings } from '../settings';
import type { PlannedType } from './planned-type';
import { unsavedRelink } from './unsaved-relations';
import { applyUnsavedColumns, unsavedPathValue, type UnsavedValues } from './unsaved-values';

/** One published page's website URL: a document's locale version (locale '' without i18n). */
export interface SiteUrlRow {
  uid: string;
  document_id: string;
  locale: string;
  site_url: string;
}

export type { PlannedType };

/**
 * The SHA-256 of a URL in hex (64 characters): the indexed key the site URL table and the move
 * records carry, since a URL may be longer than an indexable string on MySQL/MariaDB.
 */
export function urlKey(url: string): string {
  return createHash('sha256').update(url).digest('hex');
}

/** The i18n default locale (`@strapi/i18n` `services/locales.ts` `getDefaultLocale`), or null without i18n. */
async function i18nDefaultLocale(strapi: Core.Strapi): Promise<string | null> {
  const plugin = strapi.plugin('i18n') as
    | { service(name: string): { getDefaultLocale(): Promise<string> } }
    | undefined;
  if (!plugin) return null;
  return (await plugin.service('locales').getDefaultLocale()) ?? null;
}

/**
 * Every content type whose published documents have a website URL, with its plan (the same
 * `typeSitePlan` the page rows use, site-pages/type-site-plan.ts): a `urlPatterns` entry, or
 * webtools' alias when webtools manages the type. Empty without `siteUrl`.
 */
export async function plannedTypes(strapi: Core.Strapi): Promise<PlannedType[]> {
  const { config } = readSettings(strapi);
  const { siteUrl } = config;
  if (!siteUrl) return [];
  const webtools = webtoolsInstalled(strapi);
  const locale = await i18nDefaultLocale(strapi);
  const planned: PlannedType[] = [];
  for (const type of listManagedContentTypes(strapi)) {
    const managed = webtools && webtoolsManages(strapi, type.uid);
    if (config.urlPatterns[type.uid] === undefined && !managed) continue;
    const plan = typeSitePlan(strapi, type.uid, { ...config, siteUrl }, locale, webtools);
    if (plan.source !== 'none') planned.push({ type, plan });
  }
  return planned;
}

/**
 * The site URLs of scanned rows (each with `id`, `documentId`, `locale`, the plan's columns), with
 * an edit form's `unsaved` values in place of the edited rows' own columns, of the values paths
 * read from them, and of the targets the edited rows' relations lead to (in memory only).
 */
export async function siteUrlsOfRows(
  strapi: Core.Strapi,
  { type, plan }: PlannedType,
  rows: TableRow[],
  trx?: Transaction,
  unsaved?: UnsavedValues,
): Promise<SiteUrlRow[]> {
  const own = unsaved?.uid === type.uid ? unsaved : undefined;
  if (own) applyUnsavedColumns(own, plan.columns, rows);
  const relink =
    unsaved && (unsaved.targetRows.size || unsaved.draftRows.size)
      ? unsavedRelink(type.uid, unsaved)
      : undefined;
  if (plan.paths.length)
    await readPathValues(
      strapi,
      rows,
      plan.paths,
      trx,
      unsaved && unsavedPathValue(strapi, type.uid, unsaved),
      relink,
      type.uid,
    );
  const found: SiteUrlRow[] = [];
  for (const row of rows) {
    const { site_url } = plan.siteUrlOf(row as { documentId: string; locale?: string | null });
    if (!site_url) continue;
    found.push({
      uid: type.uid,
      document_id: String(row.documentId),
      locale: typeof row.locale === 'string' ? row.locale : '',
      site_url,
    });
  }
  return found;
}

/** The columns a site URL scan of `type` selects: id, documentId, locale (localized types), the plan's. */
export function siteUrlColumns(strapi: Core.Strapi, { type, plan }: PlannedType): Record<string, string> {
  const { column } = tableNames(strapi, type.uid);
  const select: Record<string, string> = { id: column('id'), documentId: column('documentId') };
  if (type.localized) select.locale = column('locale');
  for (const name of plan.columns) select[name] = column(name);
  return select;
}

/** Which version of a document a URL is computed from: its published version, or its draft. */
export type UrlVersion = 'published' | 'draft';

/**
 * The website URLs of some documents of one planned type, every locale, read in the transaction
 * `trx` (a document service action's), `DOCUMENT_IDS_PER_QUERY` documents a query: from their
 * published versions (the URLs now), or from their drafts (the URLs publishing would give: the
 * same URL rule over the draft row and, through relations, the drafts it links to). A document
 * without that version, or whose pattern cannot be filled, has no row; a type without draft and
 * publish has one version, read for both. With `unsaved`, an edit form's values stand in for the
 * edited rows' (`siteUrlsOfRows`).
 * @throws the database driver's error
 */
export async function siteUrlsOfVersion(
  strapi: Core.Strapi,
  trx: Transaction,
  planned: PlannedType,
  documentIds: readonly string[],
  version: UrlVersion,
  unsaved?: UnsavedValues,
): Promise<SiteUrlRow[]> {
  const { table, column } = tableNames(strapi, planned.type.uid);
  const select = siteUrlColumns(strapi, planned);
  const found: SiteUrlRow[] = [];
  for (const chunk of chunked(documentIds, DOCUMENT_IDS_PER_QUERY)) {
    let query = tableQuery(strapi, table)
      .transacting(trx)
      .select(select)
      .whereIn(column('documentId'), chunk);
    if (planned.type.draftAndPublish) {
      query =
        version === 'published'
          ? query.whereNotNull(column('publishedAt'))
          : query.whereNull(column('publishedAt'));
    }
    found.push(...(await siteUrlsOfRows(strapi, planned, await query, trx, unsaved)));
  }
  return found;
}

/** The published website URLs of some documents of one planned type now (`siteUrlsOfVersion`, published). */
export function currentSiteUrls(
  strapi: Core.Strapi,
  trx: Transaction,
  planned: PlannedType,
  documentIds: readonly string[],
): Promise<SiteUrlRow[]> {
  return siteUrlsOfVersion(strapi, trx, planned, documentIds, 'published');
}
