import type { Core } from '@strapi/strapi';
import type { FrontendUrlRow } from '../api/contract';
import { fillPath, readPathShape } from './path-shape';
import { isPublicRoute } from './public-access';
import {
  contentApiRoutes,
  defaultLocale,
  listPublicDocuments,
  mainFields,
  publicActions,
  publicReadableTypes,
  type PublicReadableType,
} from './public-documents';
import { inferQueryParams } from './query-inference';
import { createResolverContext, type ResolverContext, type ResolverRegistry } from './resolvers/registry';
import { curatedSkipReason, SkipReason } from './skip-reasons';
import { buildSiteUrl, patternFields } from './site-url';

export type { FrontendUrlRow };

/** Options of frontend discovery, from the plugin config. */
export interface FrontendOptions {
  /** Documents listed per content type; 0 lists all. */
  pagesPerType: number;
  siteUrl?: string;
  urlPatterns: Record<string, string>;
}

const TITLE_FALLBACKS = ['title', 'name', 'slug'];

async function resolverRows(
  resolvers: ResolverRegistry,
  context: ResolverContext,
): Promise<FrontendUrlRow[]> {
  const actions = await publicActions(context);
  const rows: FrontendUrlRow[] = [];
  const seen = new Set<string>();
  for (const route of await contentApiRoutes(context)) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const shape = readPathShape(route.path);
    const isPublic = isPublicRoute(route, actions);
    const variants =
      shape.params.length && isPublic && !shape.hasRegex
        ? await resolvers.resolveRoute(route, context)
        : [{ resolvedPath: '', pageType: null }];
    const variant = variants[0];
    const query = inferQueryParams(route.request?.query);
    let skipReason = '';
    if (route.method !== 'GET' && route.method !== 'ALL') skipReason = SkipReason.method(route.method);
    else if (shape.hasRegex) skipReason = SkipReason.regex;
    else skipReason = curatedSkipReason('GET', route.qualifiedHandler) ?? '';
    if (!skipReason && !isPublic) skipReason = SkipReason.authentication;
    if (!skipReason && shape.params.some((p) => !p.optional) && !variant.resolvedPath)
      skipReason = SkipReason.parameters;
    if (!skipReason && query.unresolved.length) skipReason = SkipReason.query;
    rows.push({
      url: route.path,
      source: 'resolver',
      page_type: '',
      page_title: '',
      name: route.qualifiedHandler,
      resolved_url: shape.params.length ? variant.resolvedPath : '',
      query_params: query.unresolved.length ? {} : query.values,
      is_testable: skipReason === '',
      skip_reason: skipReason,
      method: route.method,
    });
  }
  return rows;
}

function titleFieldOf(readable: PublicReadableType, configured: string | undefined): string | null {
  const attributes = readable.type.attributes;
  const usable = (field: string | undefined): field is string =>
    !!field &&
    !!attributes[field] &&
    !['relation', 'component', 'dynamiczone', 'media'].includes(String(attributes[field].type));
  if (usable(configured)) return configured;
  return TITLE_FALLBACKS.find((field) => usable(field)) ?? null;
}

async function pageRows(context: ResolverContext, options: FrontendOptions): Promise<FrontendUrlRow[]> {
  const readable = [...(await publicReadableTypes(context)).values()];
  const configuredTitles = await mainFields(
    context,
    readable.map((entry) => entry.type.uid),
  );
  const fallbackLocale = await defaultLocale(context);
  const rows: FrontendUrlRow[] = [];
  for (const entry of readable) {
    const titleField = titleFieldOf(entry, configuredTitles.get(entry.type.uid));
    const pattern = options.siteUrl ? options.urlPatterns[entry.type.uid] : undefined;
    const extraFields = pattern
      ? patternFields(pattern).filter((f) => entry.type.attributes[f] && f !== 'documentId' && f !== 'locale')
      : [];
    const fields = [...new Set([...(titleField ? [titleField] : []), ...extraFields])];
    const documents = await listPublicDocuments(context, entry, fields, options.pagesPerType);
    // Core routes name it `:id`; a custom findOne route may name it otherwise.
    const documentParam = readPathShape(entry.readRoute.path).params[0]?.name;
    for (const document of documents) {
      const url =
        entry.type.kind === 'singleType'
          ? entry.readRoute.path
          : fillPath(entry.readRoute.path, { [documentParam ?? 'id']: document.documentId });
      if (!url) continue;
      const queryParams: Record<string, string> =
        entry.type.localized && document.locale && document.locale !== fallbackLocale
          ? { locale: document.locale }
          : {};
      const row: FrontendUrlRow = {
        url,
        source: 'page',
        page_type: entry.type.uid,
        page_title:
          titleField && document.fields[titleField] != null ? String(document.fields[titleField]) : '',
        name: entry.readRoute.qualifiedHandler,
        resolved_url: url,
        query_params: queryParams,
        is_testable: true,
        skip_reason: '',
        method: 'GET',
      };
      if (options.siteUrl) {
        row.site_url = pattern ? buildSiteUrl(options.siteUrl, pattern, document) : '';
      }
      rows.push(row);
    }
  }
  return rows;
}

/**
 * Lists the frontend URLs (design section 6): page rows for published documents of publicly
 * readable content types (per locale), then resolver rows for every content-API route.
 * @param strapi a Strapi instance whose routes are registered
 * @param resolvers the shared parameter resolver registry
 * @param options pagesPerType and site URL settings
 */
export async function discoverFrontendUrls(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
  options: FrontendOptions,
): Promise<FrontendUrlRow[]> {
  const context = createResolverContext(strapi);
  const pages = await pageRows(context, options);
  const routes = await resolverRows(resolvers, context);
  if (options.siteUrl) routes.forEach((row) => (row.site_url = ''));
  return [...pages, ...routes];
}
