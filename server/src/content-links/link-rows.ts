import type { Core } from '@strapi/strapi';
import { listManagedContentTypes, type ContentTypeInfo } from '../model/content-types';
import { documentNaming, documentTitle } from '../model/document-names';
import { scanPublishedRows, type ScannedRow } from '../model/document-scan';
import { fieldPathLabel } from '../model/field-labels';
import { readPathValues, typeSitePlan, webtoolsInstalled } from '../site-pages';
import { TextBatchEncoder, type EncodedBatch } from '../streaming/encoded-batches';
import { decidePageLinks, runParts, type LinkRunOptions } from './link-run';
import { extraAttributes, pageExtras } from './page-extras';
import { pageLinks, type PageLinks } from './page-links';
import { markMovedLinks } from './moved-links';
import { encodePageRows, type PageRowContext } from './page-rows';
import { linkColumns, modelLookup, type LinkModel, type ModelLookup } from './schema-walk';
import type { LinkKind, LinkStatus } from './types';

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
 * Document versions per keyset page. Small, because everything a page holds (its columns, its
 * links, their decisions) lives until its rows are written: a page of 100 (about 1,200 rows) is
 * written long before V8's next young-generation collection would move what it holds to the old
 * generation, which only a full collection frees, so the server's memory does not grow with the
 * number of documents. The round trips more pages cost on a database server are hidden by
 * preparing the next page while this one is written (docs/decisions/0083-links-pages-of-100.md).
 */
export const LINK_SCAN_ROWS = 100;

/**
 * Pages prepared (read, walked and decided) ahead of the one being written: on a database server
 * their queries run while this page is written, on pool connections of their own, hiding most of
 * the round trips. Two pages of 100 are still written within one young-generation collection.
 */
export const PAGES_AHEAD = 2;

/**
 * Rows per encoded batch (four `SLICE_ROWS` slices, some 400 KiB of JSON): a page's rows go out
 * in several batches, so each batch's chunks are written to the socket before a garbage
 * collection moves them to the old generation, where only a full collection frees them.
 */
export const LINK_BATCH_ROWS = 1024;

export type { LinkRunOptions } from './link-run';

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
 * The attributes a page's rows hold only for the walk (`pageLinks`): the link columns, media,
 * components and dynamic zones, except those the `site_url` plan also reads and the row's own
 * `documentId` and `locale` (i18n's `locale` is a string attribute of a localized type).
 */
function walkedOnlyAttributes(
  models: ModelLookup,
  model: LinkModel,
  planColumns: readonly string[],
): string[] {
  const { media, components } = extraAttributes(models, model);
  const walked = new Set([...linkColumns(models, model), ...media, ...components]);
  for (const name of [...planColumns, 'id', 'documentId', 'locale']) walked.delete(name);
  return [...walked];
}

/** One page ready to write: its rows, their links, and the links' offline decisions. */
export interface PreparedPage {
  scanned: ScannedRow[];
  found: PageLinks;
  /** Each link's status (null: no database row decides it); lookups may have changed kinds and targets. */
  statuses: Array<LinkStatus | null>;
  /** Each row's document title (`documentTitle`). */
  titles: string[];
}

/** A prepared page of one content type, with what its rows are written with. */
export interface TypePage {
  /** The type's place in the run's list of types (natural order: types, then row ids, then links). */
  order: number;
  context: PageRowContext;
  page: PreparedPage;
}

/** Where a scan resumes: the content type (by UID) and the row id its scan starts after. */
export interface ScanStart {
  uid: string;
  afterId: number;
}

/** A scan start whose content type is no longer among the run's types (a cursor gone stale). */
export class UnknownScanStart extends Error {}

/**
 * The prepared pages of a content-links run, one keyset page of published document versions at a
 * time (`scanPublishedRows`): the page's link columns, then its media and components
 * (`pageExtras`), then every link extracted and classified (`pageLinks`) and decided offline in
 * one batch (`decidePageLinks`). The next pages are prepared while this one is consumed
 * (`PAGES_AHEAD`; on a database server their queries run meanwhile).
 * @param start where to resume (types before `start.uid` are skipped, its scan starts after
 *   `start.afterId`), or null for the whole run
 * @throws UnknownScanStart when `start.uid` is not among the run's types
 */
export async function* preparedLinkPages(
  strapi: Core.Strapi,
  query: LinkQuery,
  options: LinkRunOptions,
  start: ScanStart | null = null,
): AsyncGenerator<TypePage> {
  const { publicUids, fallbackLocale, matchers, decisions } = await runParts(strapi, options);
  const models = modelLookup(strapi);
  const naming = await documentNaming(strapi);
  const labelModels = { schema: (uid: string) => models.model(uid), naming };
  // The containing document's site_url, by the same plan as page rows (site-pages/type-site-plan.ts).
  const { siteUrl } = options;
  const webtools = siteUrl ? webtoolsInstalled(strapi) : false;
  const types = await typesToRead(strapi, query, publicUids);
  const first = start ? types.findIndex((type) => type.uid === start.uid) : 0;
  if (first < 0) throw new UnknownScanStart('The scan starts in a content type this run does not read');
  for (let order = first; order < types.length; order += 1) {
    const type = types[order];
    if (query.locale && !type.localized) continue;
    const model = models.model(type.uid) ?? {};
    const plan = siteUrl
      ? typeSitePlan(strapi, type.uid, { ...options, siteUrl }, fallbackLocale, webtools)
      : null;
    const typeNaming = naming.model(type.uid);
    const title = typeNaming.mainField ? [typeNaming.mainField] : [];
    const columns = [...new Set([...linkColumns(models, model), ...(plan?.columns ?? []), ...title])];
    const walkedOnly = walkedOnlyAttributes(models, model, plan?.columns ?? []);
    const extras = pageExtras(strapi, models, type.uid, model);
    const walk = { type, model, models, matchers, kind: query.kind };
    const afterId = start && order === first ? start.afterId : 0;
    const pages = scanPublishedRows(strapi, type, columns, LINK_SCAN_ROWS, undefined, false, afterId);
    /** The next page, read and decided; null after the last. */
    const prepare = async (): Promise<PreparedPage | null> => {
      const step = await pages.next();
      if (step.done) return null;
      const scanned = query.locale ? step.value.filter((row) => row.locale === query.locale) : step.value;
      if (plan?.paths.length) await readPathValues(strapi, scanned, plan.paths);
      await extras(scanned);
      // Before the decisions: links to documents of this very page are then known published.
      decisions.seen.add(type.uid, type.localized, step.value);
      const found = pageLinks(scanned, walk);
      // Named while the page still holds its values (they name blocks nodes and dynamic-zone entries).
      const titles = scanned.map((row) => documentTitle(typeNaming, row));
      found.labels = found.links.map((link, at) =>
        fieldPathLabel(link.fieldPath, type.uid, labelModels, scanned[found.owners[at]]),
      );
      // A page prepared ahead waits for the one being written: without its bodies it holds little
      // that a young-generation collection would have to copy, or promote (LINK_SCAN_ROWS).
      for (const row of scanned) for (const name of walkedOnly) if (name in row) row[name] = undefined;
      const statuses = await decidePageLinks(strapi, found, decisions);
      await markMovedLinks(found, statuses, options.movedTargets);
      return { scanned, found, titles, statuses };
    };
    const context = {
      type,
      typeName: typeNaming.displayName,
      plan,
      adminUrl: options.adminUrl,
      kind: query.kind,
      statuses: query.status,
    };
    // Awaited only after this page is consumed: a failure meanwhile is not an unhandled rejection.
    const ahead = () => {
      const prepared = prepare();
      prepared.catch(() => undefined);
      return prepared;
    };
    const queue = Array.from({ length: PAGES_AHEAD }, ahead);
    try {
      for (let page = await queue[0]; page; page = await queue[0]) {
        queue.shift();
        queue.push(ahead());
        yield { order, context, page };
      }
    } finally {
      // A reader that left early (client gone) leaves prepared pages unread; the scan stops once
      // they have settled.
      const stop = () => void pages.return(undefined);
      void Promise.allSettled(queue).then(stop);
    }
  }
}

/**
 * Content-link rows in encoded batches (`preparedLinkPages`, then `encodePageRows`): each row is
 * written as JSON text from parts it shares with others (`row-json.ts`, no row object), and goes
 * out in batches of `LINK_BATCH_ROWS` rows.
 */
export async function* contentLinkBatches(
  strapi: Core.Strapi,
  query: LinkQuery,
  options: LinkRunOptions,
): AsyncGenerator<EncodedBatch> {
  const encoder = new TextBatchEncoder();
  for await (const { context, page } of preparedLinkPages(strapi, query, options)) {
    // Small batches reach the socket while their chunks are young (collected cheaply).
    yield* encodePageRows(
      page.scanned,
      page.found,
      page.statuses,
      page.titles,
      context,
      encoder,
      LINK_BATCH_ROWS,
    );
    const batch = encoder.finish();
    if (batch.rows) yield batch;
  }
}
