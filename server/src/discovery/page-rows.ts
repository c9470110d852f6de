import type { FrontendUrlRow } from '@route-discovery/contract';
import {
  typeSitePlan,
  type SiteOptions,
  pathColumn,
  pathJoin,
  pathSubqueries,
  readPathValues,
  webtoolsInstalled,
} from '../site-pages';
import { SLICE_ROWS } from '../streaming/encoded-batches';
import { parameterFiller } from '../model/path-shape';
import { defaultLocale } from '../model/locales';
import { databaseClient } from '../model/table-query';
import { publicReadableTypes } from '../permissions/public-role';
import { publicDocumentBatches, mainFields } from './public-documents';
import type { ResolverContext } from '../model/run-context';
import { isReadableAttribute } from '../model/readable-attributes';
import { adminUrlOf } from '../model/edit-view';
import { typeRowNames } from '../model/row-names';
import { withPosition } from '../streaming/row-position';

/** Where a page row lies: its content type's UID and its row id (`positionOf`, scans only). */
export interface PageRowPosition {
  t: string;
  i: number;
}

/** Options of frontend discovery, from the plugin config. */
export interface FrontendOptions extends SiteOptions {
  /** Documents listed per content type; 0 lists all. */
  pagesPerType: number;
}

const TITLE_FALLBACKS = ['title', 'name', 'slug'];

/** Page rows per yielded batch: a few `encodeRows` slices (`SLICE_ROWS`), well under a keyset page. */
const ROWS_PER_BATCH = 4 * SLICE_ROWS;

/**
 * The attribute shown as `page_title`: the Content Manager's main field, else title/name/slug;
 * only a readable one (a scalar, not private, not a password: `isReadableAttribute`).
 */
export function titleFieldOf(
  context: ResolverContext,
  uid: string,
  configured: string | undefined,
): string | null {
  const usable = (field: string | undefined): field is string =>
    !!field && isReadableAttribute(context.strapi, uid, field);
  if (usable(configured)) return configured;
  return TITLE_FALLBACKS.find((field) => usable(field)) ?? null;
}

/**
 * One `page` row per published (document, locale) of each publicly readable content type, the
 * first `pagesPerType` documents of each (0 = all), read without the Document Service, yielded in
 * the batches the database returns them in. Each row names its `locale` (null without i18n), its
 * `document_id`, type's display name and edit view (`typeRowNames`, no query); with
 * `siteUrl`, it carries `site_url` and `site_url_reason` (`typeSitePlan`); dot-path placeholders
 * are read in the scan's own statement (`pathJoin`, `pathSubqueries`) or, for the first
 * documents, per batch (`readPathValues`). For a keyset page (`paging` given), in a scan
 * (`pagesPerType` 0), each row carries its `PageRowPosition` and `paging.after` starts the rows
 * right after one: earlier content types and earlier ids are not read (docs/decisions/0130-paged-lists.md).
 */
export async function* pageRowBatches(
  context: ResolverContext,
  options: FrontendOptions,
  paging: { after: PageRowPosition | null; scanRows?: number } | null = null,
): AsyncGenerator<FrontendUrlRow[]> {
  const scanned = options.pagesPerType <= 0;
  const tagged = scanned && paging !== null;
  const resumeAfter = paging?.after ?? null;
  const types = [...(await publicReadableTypes(context)).values()];
  const resumeAt = resumeAfter && scanned ? types.findIndex((entry) => entry.type.uid === resumeAfter.t) : -1;
  const readable = resumeAt >= 0 ? types.slice(resumeAt) : types;
  const configuredTitles = await mainFields(
    context,
    readable.map((entry) => entry.type.uid),
  );
  const fallbackLocale = await defaultLocale(context);
  const webtools = webtoolsInstalled(context.strapi);
  const adminUrl = adminUrlOf(context.strapi);
  for (const entry of readable) {
    const namesOf = typeRowNames(context.strapi, adminUrl, entry.type);
    const titleField = titleFieldOf(context, entry.type.uid, configuredTitles.get(entry.type.uid));
    const { siteUrl } = options;
    const plan = siteUrl
      ? typeSitePlan(context.strapi, entry.type.uid, { ...options, siteUrl }, fallbackLocale, webtools)
      : null;
    const fields = [...new Set([...(titleField ? [titleField] : []), ...(plan?.columns ?? [])])];
    const paths = plan?.paths ?? [];
    // A scan (pagesPerType 0) reads dot paths in each keyset page's own statement; the first
    // documents of a type (pagesPerType > 0) are read, then their paths, per batch
    // (docs/decisions/0059-relation-values-in-keyset-statement.md).
    const withIds = paths.length > 0 && !scanned;
    const readPaths = databaseClient(context.strapi) === 'sqlite' ? pathSubqueries : pathJoin;
    const pageJoin = paths.length && scanned ? readPaths(context.strapi, paths) : undefined;
    // Core routes name it `:id`; a custom findOne route may name it otherwise.
    const documentParam = entry.readRoute.shape.params[0]?.name ?? 'id';
    const documentUrl = parameterFiller(entry.readRoute.path, documentParam);
    const afterId = resumeAt >= 0 && entry === types[resumeAt] && resumeAfter ? resumeAfter.i : 0;
    const batches = publicDocumentBatches(
      context,
      entry,
      fields,
      options.pagesPerType,
      withIds,
      pageJoin,
      afterId,
      paging?.scanRows,
    );
    for await (const documents of batches) {
      if (withIds) await readPathValues(context.strapi, documents, paths);
      else if (pageJoin) {
        for (const document of documents) {
          paths.forEach((path, index) => (document[path.name] = document[pathColumn(index)]));
        }
      }
      let rows: FrontendUrlRow[] = [];
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
          ...namesOf(document.documentId, locale),
        };
        if (plan) Object.assign(row, plan.siteUrlOf(document));
        rows.push(tagged ? withPosition(row, { t: entry.type.uid, i: Number(document.id) }) : row);
        // Handed on in slices, each encoded before the next is built, so row objects die young
        // rather than a whole keyset page of them outliving V8's young generation.
        if (rows.length === ROWS_PER_BATCH) {
          yield rows;
          rows = [];
        }
      }
      if (rows.length) yield rows;
    }
  }
}
