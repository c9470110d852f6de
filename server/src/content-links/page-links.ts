import { SkipReason } from '@route-discovery/check-engine';
import type { ContentTypeInfo } from '../discovery/content-types';
import type { ScannedRow } from '../discovery/document-scan';
import { classifyLink, type ClassifiedLink, type LinkOrigins } from './classify';
import type { DocumentPathMatcher, DocumentRef } from './document-paths';
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
  /** Index in `questions` of each link's offline question, -1 for a link no database decides. */
  asks: number[];
  questions: OfflineQuestion[];
}

/** What the walk of a page reads: the type, its schema, and the run's origins and filters. */
export interface PageLinkContext {
  type: ContentTypeInfo;
  model: LinkModel;
  models: ModelLookup;
  origins: LinkOrigins;
  matchDocument: DocumentPathMatcher;
  /** The `kind` filter, or null for every kind. */
  kind: LinkKind | null;
}

/**
 * Every link of a page's rows (`entryLinks`), classified (`classifyLink`; a content-API path that
 * names a document becomes `document`) with its offline question: a `document` link asks for its
 * document in its `?locale=` or the linking row's locale, a `media` link under the uploads path
 * for its file. Classifications and document matches are remembered for the page, so a URL that
 * recurs (a cover, a shared outside page, a popular article) is parsed once per page.
 * @param rows the page's rows, their media and components loaded (`pageExtras`)
 */
export function pageLinks(rows: readonly ScannedRow[], context: PageLinkContext): PageLinks {
  const { type, model, models, origins, matchDocument, kind: wanted } = context;
  const page: PageLinks = { links: [], kinds: [], targets: [], owners: [], asks: [], questions: [] };
  const classified = new Map<string, ClassifiedLink>();
  const documents = new Map<string, DocumentRef | null>();
  rows.forEach((row, owner) => {
    const locale = type.localized ? (row.locale ?? null) : null;
    for (const link of entryLinks(models, model, row)) {
      let found = classified.get(link.url);
      if (!found) {
        found = classifyLink(link.url, origins);
        classified.set(link.url, found);
      }
      let kind = found.kind;
      let question: OfflineQuestion | null = null;
      if (kind === 'api' && found.cmsPath) {
        let ref = documents.get(found.cmsPath);
        if (ref === undefined) {
          ref = matchDocument(found.cmsPath);
          documents.set(found.cmsPath, ref);
        }
        if (ref) {
          kind = 'document';
          question = { kind: 'document', ref, locale: found.locale ?? locale };
        }
      } else if (kind === 'media' && found.cmsPath) {
        question = { kind: 'media', path: found.cmsPath };
      }
      if (wanted && wanted !== kind) continue;
      page.links.push(link);
      page.kinds.push(kind);
      page.targets.push(found.target);
      page.owners.push(owner);
      page.asks.push(question ? page.questions.push(question) - 1 : -1);
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

/** `is_testable` and `skip_reason` of a classified link: http(s) targets are testable, except private documents and site paths without a site URL. */
function testability(kind: LinkKind, target: string, status: LinkStatus | null): Testability {
  if (kind === 'anchor') return ANCHOR;
  if (kind === 'mailto' || kind === 'tel' || kind === 'other') return NOT_HTTP;
  if (kind === 'site' && target.startsWith('/')) return NO_SITE_URL;
  if (status === 'private') return PRIVATE;
  return TESTABLE;
}

/** What the rows of a page name besides their links: the type, its site plan, the admin path. */
export interface PageRowContext {
  type: ContentTypeInfo;
  /** The type's `site_url` plan when `siteUrl` is configured, else null (no `site_url` member). */
  plan: Pick<TypeSitePlan, 'siteUrlOf'> | null;
  /** The admin panel's path or URL (`admin.url`). */
  adminUrl: string;
}

/**
 * The rows of a page's links, in order, one object at a time (so the caller encodes each slice
 * before the next is built): the linking document's `edit_url` and `site_url` are worked out
 * once per document, the status is the offline decision of the link's question.
 * @param statuses `decideOffline`'s answers to `found.questions`, in order
 */
export function* pageRows(
  rows: readonly ScannedRow[],
  found: PageLinks,
  statuses: readonly LinkStatus[],
  context: PageRowContext,
): Generator<ContentLinkRow> {
  const { type, plan } = context;
  let owner = -1;
  let documentId = '';
  let locale: string | null = null;
  let edit = '';
  let siteUrl: string | undefined;
  for (let at = 0; at < found.links.length; at += 1) {
    if (found.owners[at] !== owner) {
      owner = found.owners[at];
      const document = rows[owner];
      documentId = document.documentId;
      locale = type.localized ? (document.locale ?? null) : null;
      edit = editUrl(context.adminUrl, type, documentId, locale);
      siteUrl = plan ? plan.siteUrlOf(document).site_url : undefined;
    }
    const link = found.links[at];
    const kind = found.kinds[at];
    const target = found.targets[at];
    const status = found.asks[at] < 0 ? null : statuses[found.asks[at]];
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
