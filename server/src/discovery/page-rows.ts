import type { FrontendUrlRow } from '../api/contract';
import { typeSitePlan, type SiteOptions } from '../site-pages/type-site-plan';
import { pathSubquery } from '../site-pages/path-subquery';
import { readPathValues } from '../site-pages/relation-values';
import { webtoolsInstalled } from '../site-pages/webtools';
import { parameterFiller } from './path-shape';
import { defaultLocale, publicDocumentBatches, mainFields, publicReadableTypes } from './public-documents';
import type { ResolverContext } from './run-context';
import { isReadableAttribute } from './readable-attributes';

/** Options of frontend discovery, from the plugin config. */
export interface FrontendOptions extends SiteOptions {
  /** Documents listed per content type; 0 lists all. */
  pagesPerType: number;
}

const TITLE_FALLBACKS = ['title', 'name', 'slug'];

/**
 * The attribute shown as `page_title`: the Content Manager's main field, else title/name/slug;
 * only a readable one (a scalar, not private, not a password: `isReadableAttribute`).
 */
function titleFieldOf(context: ResolverContext, uid: string, configured: string | undefined): string | null {
  const usable = (field: string | undefined): field is string =>
    !!field && isReadableAttribute(context.strapi, uid, field);
  if (usable(configured)) return configured;
  return TITLE_FALLBACKS.find((field) => usable(field)) ?? null;
}

/**
 * One `page` row per published (document, locale) of each publicly readable content type, the
 * first `pagesPerType` documents of each (0 = all), read without the Document Service, yielded in
 * the batches the database returns them in. Each row names its `locale` (null without i18n); with
 * `siteUrl`, it carries `site_url` and `site_url_reason` (`typeSitePlan`); dot-path placeholders
 * are read in the scan's own statement (`pathSubquery`) or per batch (`readPathValues`).
 */
export async function* pageRowBatches(
  context: ResolverContext,
  options: FrontendOptions,
): AsyncGenerator<FrontendUrlRow[]> {
  const readable = [...(await publicReadableTypes(context)).values()];
  const configuredTitles = await mainFields(
    context,
    readable.map((entry) => entry.type.uid),
  );
  const fallbackLocale = await defaultLocale(context);
  const webtools = webtoolsInstalled(context.strapi);
  for (const entry of readable) {
    const titleField = titleFieldOf(context, entry.type.uid, configuredTitles.get(entry.type.uid));
    const { siteUrl } = options;
    const plan = siteUrl
      ? typeSitePlan(context.strapi, entry.type.uid, { ...options, siteUrl }, fallbackLocale, webtools)
      : null;
    const fields = [...new Set([...(titleField ? [titleField] : []), ...(plan?.columns ?? [])])];
    const paths = plan?.paths ?? [];
    // A scan (pagesPerType 0) on SQLite reads dot paths in its own statement, as correlated
    // subqueries (measured: docs/benchmarks.md); elsewhere, and for the first documents of a type
    // (pagesPerType > 0), the rows are read, then their paths, per batch (docs/decisions.md).
    const dialect = (context.strapi.db as unknown as { dialect?: { client?: string } }).dialect?.client;
    const scanned = options.pagesPerType <= 0 && dialect === 'sqlite';
    const withIds = paths.length > 0 && !scanned;
    const scanColumns =
      paths.length && scanned
        ? (_table: string, idColumn: string) =>
            paths.map((path, index) => pathSubquery(context.strapi, path, idColumn, `rd_path_${index}`))
        : undefined;
    // Core routes name it `:id`; a custom findOne route may name it otherwise.
    const documentParam = entry.readRoute.shape.params[0]?.name ?? 'id';
    const documentUrl = parameterFiller(entry.readRoute.path, documentParam);
    const batches = publicDocumentBatches(context, entry, fields, options.pagesPerType, withIds, scanColumns);
    for await (const documents of batches) {
      if (withIds) await readPathValues(context.strapi, documents, paths);
      else if (scanColumns) {
        for (const document of documents) {
          paths.forEach((path, index) => (document[path.name] = document[`rd_path_${index}`]));
        }
      }
      const rows: FrontendUrlRow[] = [];
      for (const document of documents) {
        const url =
          entry.type.kind === 'singleType' ? entry.readRoute.path : documentUrl(document.documentId);
        if (!url) continue;
        const locale = entry.type.localized ? (document.locale ?? null) : null;
        const queryParams: Record<string, string> = locale && locale !== fallbackLocale ? { locale } : {};
        const row: FrontendUrlRow = {
          url,
          source: 'page',
          page_type: entry.type.uid,
          page_title: titleField && document[titleField] != null ? String(document[titleField]) : '',
          name: entry.readRoute.qualifiedHandler,
          resolved_url: url,
          query_params: queryParams,
          is_testable: true,
          skip_reason: '',
          method: 'GET',
          locale,
        };
        if (plan) Object.assign(row, plan.siteUrlOf(document));
        rows.push(row);
      }
      if (rows.length) yield rows;
    }
  }
}
