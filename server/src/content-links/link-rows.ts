import { SkipReason } from '@route-discovery/check-engine';
import type { Core } from '@strapi/strapi';
import { listManagedContentTypes, type ContentTypeInfo } from '../discovery/content-types';
import { scanPublishedRows, type ScannedRow } from '../discovery/document-scan';
import { readPathValues } from '../site-pages/relation-values';
import { typeSitePlan } from '../site-pages/type-site-plan';
import { webtoolsInstalled } from '../site-pages/webtools';
import type { ClassifiedLink } from './classify';
import { editUrl } from './edit-url';
import { resolveLink } from './link-resolver';
import { decidePage, runParts, type LinkRunOptions, type PageQuestions } from './link-run';
import { entryLinks, linkColumns, linkPopulate, modelLookup, type ModelLookup } from './schema-walk';
import type { ContentLinkRow, LinkKind, LinkStatus } from './types';

/** What a content-links request asks for (docs/api.md, "Content links", filters). */
export interface LinkQuery {
  kind: LinkKind | null;
  contentType: string | null;
  locale: string | null;
  /** `all` adds published documents of the app's non-public content types. */
  scope: 'public' | 'all';
  /** Only rows whose offline `status` is one of these (null keeps every row); see status-filter.ts. */
  status: readonly LinkStatus[] | null;
}

/**
 * Document versions per keyset page: each holds about ten links, so a page of 500 makes a batch
 * of some 5,000 rows (a few MiB of JSON), as a page of the URL endpoints does (docs/decisions.md,
 * "Content links").
 */
export const LINK_SCAN_ROWS = 500;

export type { LinkRunOptions } from './link-run';

/**
 * `is_testable` and `skip_reason` of a classified link: http(s) targets and CMS paths are testable,
 * except private documents and site paths without a site URL; a bare documentId no type holds is
 * not an HTTP link.
 */
function testability(link: ClassifiedLink, status: ContentLinkRow['status']): [boolean, string] {
  if (link.kind === 'anchor') return [false, SkipReason.anchor];
  if (link.kind === 'mailto' || link.kind === 'tel' || link.kind === 'other')
    return [false, SkipReason.notHttp];
  if (link.kind === 'site' && link.target.startsWith('/')) return [false, SkipReason.siteUrlMissing];
  if (status === 'private') return [false, SkipReason.authentication];
  if (!link.target.startsWith('/') && !/^https?:\/\//i.test(link.target)) return [false, SkipReason.notHttp];
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
 * query, then every link extracted, classified (`resolveLink`), and decided in one batch
 * (`decideOffline` by key, `decideLookups` by values). Memory holds one page.
 */
export async function* contentLinkBatches(
  strapi: Core.Strapi,
  query: LinkQuery,
  options: LinkRunOptions,
): AsyncGenerator<ContentLinkRow[]> {
  const { publicUids, fallbackLocale, matchers, decisions } = await runParts(strapi, options);
  const models = modelLookup(strapi);
  // The containing document's site_url, by the same plan as page rows (site-pages/type-site-plan.ts).
  const { siteUrl } = options;
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
      const asked: PageQuestions = { offline: [], lookup: [] };
      for (const document of scanned) {
        const entry = { ...document, ...extra.get(Number(document.id)) };
        const locale = type.localized ? (document.locale ?? null) : null;
        const edit = editUrl(options.adminUrl, type, document.documentId, locale);
        const documentSiteUrl = plan ? plan.siteUrlOf(document).site_url : undefined;
        for (const link of entryLinks(models, model, entry)) {
          const { kind, target, question } = resolveLink(link.url, locale, matchers);
          // Only a lookup can change a kind, and only to `document`: other rows of other kinds are left out now.
          const mayBecome = question && 'lookup' in question ? 'document' : kind;
          if (query.kind && query.kind !== kind && query.kind !== mayBecome) continue;
          if (question && 'offline' in question)
            asked.offline.push({ index: rows.length, question: question.offline });
          else if (question) {
            const documentId = question.lookup.kind === 'documentId' ? question.lookup.documentId : null;
            asked.lookup.push({ index: rows.length, question: question.lookup, documentId });
          }
          rows.push({
            url: link.url,
            target,
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
      await decidePage(strapi, rows, asked, decisions);
      const kept = query.kind ? rows.filter((row) => row.kind === query.kind) : rows;
      for (const row of kept) {
        [row.is_testable, row.skip_reason] = testability({ kind: row.kind, target: row.target }, row.status);
      }
      if (kept.length) yield kept;
    }
  }
}
