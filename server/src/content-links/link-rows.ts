import { SkipReason } from '@route-discovery/check-engine';
import type { Core } from '@strapi/strapi';
import { listManagedContentTypes, type ContentTypeInfo } from '../discovery/content-types';
import { scanPublishedRows, type ScannedRow } from '../discovery/document-scan';
import { defaultLocale, publicReadableTypes } from '../discovery/public-documents';
import { createRunContext } from '../discovery/run-context';
import { readPathValues } from '../site-pages/relation-values';
import { typeSitePlan, type SiteOptions } from '../site-pages/type-site-plan';
import { webtoolsInstalled } from '../site-pages/webtools';
import { classifyLink, type ClassifiedLink, type LinkOrigins } from './classify';
import { documentPathMatcher } from './document-paths';
import { editUrl } from './edit-url';
import { decideOffline, type OfflineQuestion } from './offline-decider';
import { entryLinks, linkColumns, linkPopulate, modelLookup, type ModelLookup } from './schema-walk';
import type { ContentLinkRow, LinkKind } from './types';

/** What a content-links request asks for (docs/api.md, "Content links", filters). */
export interface LinkQuery {
  kind: LinkKind | null;
  contentType: string | null;
  locale: string | null;
  /** `all` adds published documents of the app's non-public content types. */
  scope: 'public' | 'all';
}

/**
 * Document versions per keyset page: each holds about ten links, so a page of 500 makes a batch
 * of some 5,000 rows (a few MiB of JSON), as a page of the URL endpoints does (docs/decisions.md,
 * "Content links").
 */
export const LINK_SCAN_ROWS = 500;

/** Settings and origins of one run. */
export interface LinkRunOptions extends SiteOptions {
  origins: LinkOrigins;
  /** The admin panel's path or URL (`admin.url`, default `/admin`). */
  adminUrl: string;
}

/** `is_testable` and `skip_reason` of a classified link: http(s) targets are testable, except private documents and site paths without a site URL. */
function testability(link: ClassifiedLink, status: ContentLinkRow['status']): [boolean, string] {
  if (link.kind === 'anchor') return [false, SkipReason.anchor];
  if (link.kind === 'mailto' || link.kind === 'tel' || link.kind === 'other')
    return [false, SkipReason.notHttp];
  if (link.kind === 'site' && link.target.startsWith('/')) return [false, SkipReason.siteUrlMissing];
  if (status === 'private') return [false, SkipReason.authentication];
  return [true, ''];
}

/** Content types a run reads: public ones; with `scope=all` also the app's own (`api::`) types. */
async function typesToRead(
  strapi: Core.Strapi,
  query: LinkQuery,
  publicUids: Set<string>,
): Promise<ContentTypeInfo[]> {
  return listManagedContentTypes(strapi).filter(
    (type) =>
      (publicUids.has(type.uid) || (query.scope === 'all' && type.uid.startsWith('api::'))) &&
      (query.contentType === null || query.contentType === type.uid),
  );
}

/** The batch's rows with their media, components and dynamic zones, loaded in one query per level. */
async function populated(
  strapi: Core.Strapi,
  models: ModelLookup,
  type: ContentTypeInfo,
  rows: ScannedRow[],
) {
  const populate = linkPopulate(models, models.model(type.uid) ?? {});
  const byId = new Map<number, Record<string, unknown>>();
  if (!populate) return byId;
  const ids = rows.map((row) => Number(row.id));
  const loaded = (await strapi.db
    .query(type.uid as never)
    .findMany({ select: ['id'], where: { id: { $in: ids } }, populate })) as Array<Record<string, unknown>>;
  loaded.forEach((entry) => byId.set(Number(entry.id), entry));
  return byId;
}

/**
 * Content-link rows in batches, one keyset page of published document versions at a time
 * (`scanPublishedRows`): the page's link columns, then its media and components in one populated
 * query, then every link extracted, classified, and decided offline in one batch
 * (`decideOffline`). Memory holds one page.
 */
export async function* contentLinkBatches(
  strapi: Core.Strapi,
  query: LinkQuery,
  options: LinkRunOptions,
): AsyncGenerator<ContentLinkRow[]> {
  const context = createRunContext(strapi);
  const publicUids = new Set((await publicReadableTypes(context)).keys());
  const models = modelLookup(strapi);
  const matchDocument = documentPathMatcher(context);
  // The containing document's site_url, by the same plan as page rows (site-pages/type-site-plan.ts).
  const { siteUrl } = options;
  const fallbackLocale = siteUrl ? await defaultLocale(context) : null;
  const webtools = siteUrl ? webtoolsInstalled(strapi) : false;
  for (const type of await typesToRead(strapi, query, publicUids)) {
    if (query.locale && !type.localized) continue;
    const model = models.model(type.uid) ?? {};
    const plan = siteUrl
      ? typeSitePlan(strapi, type.uid, { ...options, siteUrl }, fallbackLocale, webtools)
      : null;
    const columns = [...new Set([...linkColumns(models, model), ...(plan?.columns ?? [])])];
    for await (const page of scanPublishedRows(strapi, type, columns, LINK_SCAN_ROWS)) {
      const scanned = query.locale ? page.filter((row) => row.locale === query.locale) : page;
      if (plan?.paths.length) await readPathValues(strapi, scanned, plan.paths);
      const extra = await populated(strapi, models, type, scanned);
      const rows: ContentLinkRow[] = [];
      const questions: Array<{ index: number; question: OfflineQuestion }> = [];
      for (const document of scanned) {
        const entry = { ...document, ...extra.get(Number(document.id)) };
        const locale = type.localized ? (document.locale ?? null) : null;
        const edit = editUrl(options.adminUrl, type, document.documentId, locale);
        const documentSiteUrl = plan ? plan.siteUrlOf(document).site_url : undefined;
        for (const link of entryLinks(models, model, entry)) {
          const classified = classifyLink(link.url, options.origins);
          let kind = classified.kind;
          if (kind === 'api' && classified.cmsPath) {
            const ref = matchDocument(classified.cmsPath);
            if (ref) {
              kind = 'document';
              questions.push({
                index: rows.length,
                question: { kind: 'document', ref, locale: classified.locale ?? locale },
              });
            }
          } else if (kind === 'media' && classified.cmsPath) {
            questions.push({ index: rows.length, question: { kind: 'media', path: classified.cmsPath } });
          }
          if (query.kind && query.kind !== kind) {
            if (questions.at(-1)?.index === rows.length) questions.pop();
            continue;
          }
          rows.push({
            url: link.url,
            target: classified.target,
            kind,
            content_type: type.uid,
            document_id: document.documentId,
            locale,
            field_path: link.fieldPath,
            link_text: link.text,
            edit_url: edit,
            ...(documentSiteUrl === undefined ? {} : { site_url: documentSiteUrl }),
            is_testable: false,
            skip_reason: '',
            status: null,
          });
        }
      }
      const statuses = await decideOffline(
        strapi,
        questions.map((q) => q.question),
        publicUids,
      );
      questions.forEach((q, at) => (rows[q.index].status = statuses[at]));
      for (const row of rows) {
        [row.is_testable, row.skip_reason] = testability({ kind: row.kind, target: row.target }, row.status);
      }
      if (rows.length) yield rows;
    }
  }
}
