import type { Core } from '@strapi/strapi';
import type { SitePagesMetadata } from '@route-discovery/contract';
import { defaultLocale } from '../model/locales';
import { publicReadableTypes } from '../permissions/public-role';
import { createRunContext } from '../model/run-context';
import { tableNames, tableQuery, type TableRow } from '../model/table-query';
import { typeSitePlan, type SiteOptions } from './type-site-plan';
import { webtoolsInstalled } from './webtools';

/** The configured locale codes, default first (empty without i18n). */
export async function localeCodes(strapi: Core.Strapi, fallback: string | null): Promise<string[]> {
  if (!strapi.db.metadata.has('plugin::i18n.locale')) return [];
  const rows = (await strapi.db
    .query('plugin::i18n.locale' as never)
    .findMany({ select: ['code'], orderBy: { id: 'asc' } })) as Array<{ code: string }>;
  const codes = rows.map((row) => row.code);
  return fallback && codes.includes(fallback) ? [fallback, ...codes.filter((c) => c !== fallback)] : codes;
}

/**
 * Documents of one localized type published in fewer locales than the app has: one grouped query,
 * `SELECT count(*) FROM (SELECT document_id FROM t WHERE published_at IS NOT NULL GROUP BY
 * document_id HAVING count(*) < locales)`, whatever the number of documents.
 */
async function partiallyPublished(
  strapi: Core.Strapi,
  uid: string,
  draftAndPublish: boolean,
  locales: number,
): Promise<number> {
  const { table, column } = tableNames(strapi, uid);
  let inner = tableQuery(strapi, table).select(column('documentId'));
  if (draftAndPublish) inner = inner.whereNotNull(column('publishedAt'));
  inner = inner.groupBy(column('documentId')).havingRaw('count(*) < ?', [locales]);
  const [result]: TableRow[] = await strapi.db.connection
    .count({ n: '*' })
    .from(inner.as('partially_published'));
  return Number(result?.n ?? 0);
}

/**
 * `metadata.site_pages` of `frontend-urls` (docs/api.md, "Site pages"): the locales, where each
 * publicly readable type's `site_url` comes from (`pattern`, `webtools` or `none`), whether
 * strapi-plugin-webtools is installed, and the documents published in some locales but not others,
 * per localized type and in total (all documents, whatever `pagesPerType`).
 */
export async function sitePagesMetadata(
  strapi: Core.Strapi,
  options: SiteOptions,
): Promise<SitePagesMetadata> {
  const context = createRunContext(strapi);
  const fallback = await defaultLocale(context);
  const locales = await localeCodes(strapi, fallback);
  const webtools = webtoolsInstalled(strapi);
  const sources: SitePagesMetadata['url_sources'] = {};
  const missing: Record<string, number> = {};
  for (const { type } of (await publicReadableTypes(context)).values()) {
    const { siteUrl } = options;
    sources[type.uid] = siteUrl
      ? typeSitePlan(strapi, type.uid, { ...options, siteUrl }, fallback, webtools).source
      : 'none';
    if (type.localized && locales.length > 1) {
      missing[type.uid] = await partiallyPublished(strapi, type.uid, type.draftAndPublish, locales.length);
    }
  }
  return {
    default_locale: fallback,
    locales,
    webtools_installed: webtools,
    url_sources: sources,
    documents_missing_locales: Object.values(missing).reduce((sum, n) => sum + n, 0),
    documents_missing_locales_by_type: missing,
  };
}
