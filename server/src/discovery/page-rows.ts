import type { FrontendUrlRow } from '../api/contract';
import { parameterFiller } from './path-shape';
import { defaultLocale, publicDocumentBatches, mainFields, publicReadableTypes } from './public-documents';
import type { ResolverContext } from './run-context';
import { isReadableAttribute } from './readable-attributes';
import { buildSiteUrl, patternAttributes, patternPlaceholders } from './site-url';

/** Options of frontend discovery, from the plugin config. */
export interface FrontendOptions {
  /** Documents listed per content type; 0 lists all. */
  pagesPerType: number;
  siteUrl?: string;
  urlPatterns: Record<string, string>;
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
 * the batches the database returns them in.
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
  for (const entry of readable) {
    const titleField = titleFieldOf(context, entry.type.uid, configuredTitles.get(entry.type.uid));
    const pattern = options.siteUrl ? options.urlPatterns[entry.type.uid] : undefined;
    const extraFields = pattern
      ? patternAttributes(patternPlaceholders(context.strapi, entry.type.uid, pattern))
      : [];
    const fields = [...new Set([...(titleField ? [titleField] : []), ...extraFields])];
    // Core routes name it `:id`; a custom findOne route may name it otherwise.
    const documentParam = entry.readRoute.shape.params[0]?.name ?? 'id';
    const documentUrl = parameterFiller(entry.readRoute.path, documentParam);
    for await (const documents of publicDocumentBatches(context, entry, fields, options.pagesPerType)) {
      const rows: FrontendUrlRow[] = [];
      for (const document of documents) {
        const url =
          entry.type.kind === 'singleType' ? entry.readRoute.path : documentUrl(document.documentId);
        if (!url) continue;
        const queryParams: Record<string, string> =
          entry.type.localized && document.locale && document.locale !== fallbackLocale
            ? { locale: document.locale }
            : {};
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
        };
        if (options.siteUrl) {
          row.site_url = pattern ? buildSiteUrl(options.siteUrl, pattern, document, extraFields) : '';
        }
        rows.push(row);
      }
      if (rows.length) yield rows;
    }
  }
}
