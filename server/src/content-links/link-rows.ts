import { SkipReason } from '@route-discovery/check-engine';
import type { Core } from '@strapi/strapi';
import { listManagedContentTypes, type ContentTypeInfo } from '../discovery/content-types';
import { scanPublishedRows } from '../discovery/document-scan';
import { defaultLocale, publicReadableTypes } from '../discovery/public-documents';
import { createRunContext } from '../discovery/run-context';
import { readPathValues } from '../site-pages/relation-values';
import { typeSitePlan, type SiteOptions } from '../site-pages/type-site-plan';
import { webtoolsInstalled } from '../site-pages/webtools';
import { BatchEncoder, type EncodedBatch } from '../streaming/encoded-batches';
import type { LinkOrigins } from './classify';
import { documentPathMatcher } from './document-paths';
import { editUrl } from './edit-url';
import { decideOffline } from './offline-decider';
import { pageExtras } from './page-extras';
import { pageLinks } from './page-links';
import { linkColumns, modelLookup } from './schema-walk';
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

type Testability = readonly [boolean, string];
const TESTABLE: Testability = [true, ''];
const ANCHOR: Testability = [false, SkipReason.anchor];
const NOT_HTTP: Testability = [false, SkipReason.notHttp];
const NO_SITE_URL: Testability = [false, SkipReason.siteUrlMissing];
const PRIVATE: Testability = [false, SkipReason.authentication];

/** `is_testable` and `skip_reason` of a classified link: http(s) targets are testable, except private documents and site paths without a site URL. */
function testability(kind: LinkKind, target: string, status: ContentLinkRow['status']): Testability {
  if (kind === 'anchor') return ANCHOR;
  if (kind === 'mailto' || kind === 'tel' || kind === 'other') return NOT_HTTP;
  if (kind === 'site' && target.startsWith('/')) return NO_SITE_URL;
  if (status === 'private') return PRIVATE;
  return TESTABLE;
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

/**
 * Content-link rows in encoded batches, one keyset page of published document versions at a time
 * (`scanPublishedRows`): the page's link columns, then its media and components (`pageExtras`),
 * then every link extracted and classified (`pageLinks`) and decided offline in one batch
 * (`decideOffline`), then the rows written. Memory holds one page; each slice of rows is encoded
 * as soon as it is built (`BatchEncoder`), so the row objects die young.
 */
export async function* contentLinkBatches(
  strapi: Core.Strapi,
  query: LinkQuery,
  options: LinkRunOptions,
): AsyncGenerator<EncodedBatch> {
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
    const extras = pageExtras(strapi, models, type.uid, model);
    const walk = { type, model, models, origins: options.origins, matchDocument, kind: query.kind };
    for await (const page of scanPublishedRows(strapi, type, columns, LINK_SCAN_ROWS)) {
      const scanned = query.locale ? page.filter((row) => row.locale === query.locale) : page;
      if (plan?.paths.length) await readPathValues(strapi, scanned, plan.paths);
      await extras(scanned);
      const found = pageLinks(scanned, walk);
      const statuses = await decideOffline(strapi, found.questions, publicUids);
      const encoder = new BatchEncoder<ContentLinkRow>();
      let owner = -1;
      let documentId = '';
      let locale: string | null = null;
      let edit = '';
      let documentSiteUrl: string | undefined;
      found.links.forEach((link, at) => {
        if (found.owners[at] !== owner) {
          owner = found.owners[at];
          const document = scanned[owner];
          documentId = document.documentId;
          locale = type.localized ? (document.locale ?? null) : null;
          edit = editUrl(options.adminUrl, type, documentId, locale);
          documentSiteUrl = plan ? plan.siteUrlOf(document).site_url : undefined;
        }
        const kind = found.kinds[at];
        const target = found.targets[at];
        const ask = found.asks[at];
        const status = ask < 0 ? null : statuses[ask];
        const [testable, skip] = testability(kind, target, status);
        // Members in the order of docs/api.md ("Content link rows"); `site_url` only when configured.
        encoder.add(
          documentSiteUrl === undefined
            ? {
                url: link.url,
                target,
                kind,
                content_type: type.uid,
                document_id: documentId,
                locale,
                field_path: link.fieldPath,
                link_text: link.text,
                edit_url: edit,
                is_testable: testable,
                skip_reason: skip,
                status,
              }
            : {
                url: link.url,
                target,
                kind,
                content_type: type.uid,
                document_id: documentId,
                locale,
                field_path: link.fieldPath,
                link_text: link.text,
                edit_url: edit,
                site_url: documentSiteUrl,
                is_testable: testable,
                skip_reason: skip,
                status,
              },
        );
      });
      const batch = encoder.finish();
      if (batch.rows) yield batch;
    }
  }
}
