import { SkipReason } from '@route-discovery/check-engine';
import type { ContentTypeInfo } from '../discovery/content-types';
import type { ScannedRow } from '../discovery/document-scan';
import type { LookupQuestion } from './document-lookup';
import { resolveLink, type LinkMatchers, type ResolvedLink } from './link-resolver';
import type { OfflineQuestion } from './offline-decider';
import { entryLinks, type LinkModel, type ModelLookup } from './schema-walk';
import { editUrl } from './edit-url';
import type { ContentLinkRow, FoundLink, LinkKind, LinkStatus } from './types';
import type { TypeSitePlan } from '../site-pages/type-site-plan';

/**
 * The links of one page of document versions, found and classified, before the offline
 * decisions: parallel arrays, one entry per link row to write (the `kind` filter already
 * applied), in document order, so a page holds no object per link beyond the walker's own.
 */
export interface PageLinks {
  links: FoundLink[];
  kinds: LinkKind[];
  targets: string[];
  /** Index in the page's rows of the document holding each link. */
  owners: number[];
  /** Index in `questions` of each link's offline question, -1 for a link none decides by key. */
  asks: number[];
  questions: OfflineQuestion[];
  /** Links decided by a lookup by values (site patterns, bare documentIds), by link index. */
  lookups: Array<{ at: number; question: LookupQuestion; documentId: string | null }>;
}

/** What the walk of a page reads: the type, its schema, and the run's origins and filters. */
export interface PageLinkContext {
  type: ContentTypeInfo;
  model: LinkModel;
  models: ModelLookup;
  matchers: LinkMatchers;
  /** The `kind` filter, or null for every kind. */
  kind: LinkKind | null;
}

/**
 * Every link of a page's rows (`entryLinks`), resolved (`resolveLink`: kind, target, and the
 * question that decides it by key or by a lookup). Resolutions are remembered per URL and locale
 * for the page, so a URL that recurs (a cover, a shared outside page, a popular article) is parsed
 * once per page. The `kind` filter keeps a link whose lookup may still make it a `document`
 * (`pageRows` drops it if it does not).
 * @param rows the page's rows, their media and components loaded (`pageExtras`)
 */
export function pageLinks(rows: readonly ScannedRow[], context: PageLinkContext): PageLinks {
  const { type, model, models, matchers, kind: wanted } = context;
  const page: PageLinks = {
    links: [],
    kinds: [],
    targets: [],
    owners: [],
    asks: [],
    questions: [],
    lookups: [],
  };
  // By locale, then by URL: a key made of both would be a new string to hash for every link.
  const resolvedByLocale = new Map<string | null, Map<string, ResolvedLink>>();
  rows.forEach((row, owner) => {
    const locale = type.localized ? (row.locale ?? null) : null;
    let resolved = resolvedByLocale.get(locale);
    if (!resolved) {
      resolved = new Map<string, ResolvedLink>();
      resolvedByLocale.set(locale, resolved);
    }
    for (const link of entryLinks(models, model, row)) {
      let found = resolved.get(link.url);
      if (!found) {
        found = resolveLink(link.url, locale, matchers);
        resolved.set(link.url, found);
      }
      const { kind, question } = found;
      const lookup = question && 'lookup' in question ? question.lookup : null;
      if (wanted && wanted !== kind && !(lookup && wanted === 'document')) continue;
      const at = page.links.length;
      page.links.push(link);
      page.kinds.push(kind);
      page.targets.push(found.target);
      page.owners.push(owner);
      page.asks.push(question && 'offline' in question ? page.questions.push(question.offline) - 1 : -1);
      if (lookup) {
        const documentId = lookup.kind === 'documentId' ? lookup.documentId : null;
        page.lookups.push({ at, question: lookup, documentId });
      }
    }
  });
  return page;
}

type Testability = readonly [boolean, string];
const TESTABLE: Testability = [true, ''];
const ANCHOR: Testability = [false, SkipReason.anchor];
const NOT_HTTP: Testability = [false, SkipReason.notHttp];
const NO_SITE_URL: Testability = [false, SkipReason.siteUrlMissing];
const PRIVATE: Testability = [false, SkipReason.authentication];

/**
 * `is_testable` and `skip_reason` of a classified link: http(s) targets and CMS paths are
 * testable, except private documents and site paths without a site URL; a bare documentId no
 * type holds is not an HTTP link.
 */
function testability(kind: LinkKind, target: string, status: LinkStatus | null): Testability {
  if (kind === 'anchor') return ANCHOR;
  if (kind === 'mailto' || kind === 'tel' || kind === 'other') return NOT_HTTP;
  if (kind === 'site' && target.startsWith('/')) return NO_SITE_URL;
  if (status === 'private') return PRIVATE;
  if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return NOT_HTTP;
  return TESTABLE;
}

/** What the rows of a page name besides their links: the type, its site plan, the admin path. */
export interface PageRowContext {
  type: ContentTypeInfo;
  /** The type's `site_url` plan when `siteUrl` is configured, else null (no `site_url` member). */
  plan: Pick<TypeSitePlan, 'siteUrlOf'> | null;
  /** The admin panel's path or URL (`admin.url`). */
  adminUrl: string;
  /** The `kind` filter (applied again: a lookup may have left a link outside it), or null. */
  kind: LinkKind | null;
  /** The `status` filter (status-filter.ts), or null for every row. */
  statuses: readonly LinkStatus[] | null;
}

/**
 * The rows of a page's links, in order, one object at a time (so the caller encodes each slice
 * before the next is built): the linking document's `edit_url` and `site_url` are worked out
 * once per document, the status is the offline decision of the link's question.
 * @param statuses each link's status (`decidePageLinks`), in order
 */
export function* pageRows(
  rows: readonly ScannedRow[],
  found: PageLinks,
  statuses: ReadonlyArray<LinkStatus | null>,
  context: PageRowContext,
): Generator<ContentLinkRow> {
  const { type, plan } = context;
  const keep = context.statuses ? new Set<string>(context.statuses) : null;
  let owner = -1;
  let documentId = '';
  let locale: string | null = null;
  let edit = '';
  let siteUrl: string | undefined;
  for (let at = 0; at < found.links.length; at += 1) {
    const kind = found.kinds[at];
    const status = statuses[at];
    if (context.kind && kind !== context.kind) continue;
    if (keep && (status === null || !keep.has(status))) continue;
    if (found.owners[at] !== owner) {
      owner = found.owners[at];
      const document = rows[owner];
      documentId = document.documentId;
      locale = type.localized ? (document.locale ?? null) : null;
      edit = editUrl(context.adminUrl, type, documentId, locale);
      siteUrl = plan ? plan.siteUrlOf(document).site_url : undefined;
    }
    const link = found.links[at];
    const target = found.targets[at];
    const [testable, skip] = testability(kind, target, status);
    // Members in the order of docs/api.md ("Content link rows"); `site_url` only when configured.
    yield siteUrl === undefined
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
          site_url: siteUrl,
          is_testable: testable,
          skip_reason: skip,
          status,
        };
  }
}
