import { maskSignedUrlsIn } from '@route-discovery/contract';
import type { ContentTypeInfo } from '../model/content-types';
import type { ScannedRow } from '../model/document-scan';
import type { LookupQuestion } from './document-lookup';
import { resolveLink, type LinkMatchers, type ResolvedLink } from './link-resolver';
import type { MediaIssue } from './media-status';
import type { OfflineQuestion } from './offline-decider';
import { entryLinks, type LinkModel, type ModelLookup } from './schema-walk';
import type { FoundLink, LinkKind } from './types';

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
  /** Each link's place as the edit view labels it (`model/field-labels.ts`), set once the page is walked. */
  labels: string[];
  /** Each link's media issue (`MediaIssue`), null for none; applied to its status by `decidePageLinks`. */
  media: Array<MediaIssue | null>;
  /** Links to a moved website URL (status `moved`), by link index: the page's URL now (`markMovedLinks`). */
  movedTo?: Map<number, string>;
}

/** The media issue of a blocks image whose format URLs are relative while its own is absolute. */
const MIXED_FORMATS: MediaIssue = { status: 'mixed-media-formats', needsFile: false };

/**
 * A signed link as rows show it: its URL masked (`ResolvedLink.shownUrl`, decision 0157), and its
 * text too where the text repeats the URL (an autolink, `maskSignedUrlsIn`).
 */
function shownLink(link: FoundLink, shownUrl: string): FoundLink {
  return { ...link, url: shownUrl, text: maskSignedUrlsIn(link.text) };
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
    labels: [],
    media: [],
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
      page.links.push(found.shownUrl === undefined ? link : shownLink(link, found.shownUrl));
      page.kinds.push(kind);
      page.targets.push(found.target);
      page.owners.push(owner);
      page.media.push(link.mixedFormats ? MIXED_FORMATS : found.media);
      page.asks.push(question && 'offline' in question ? page.questions.push(question.offline) - 1 : -1);
      if (lookup) {
        const documentId = lookup.kind === 'documentId' ? lookup.documentId : null;
        page.lookups.push({ at, question: lookup, documentId });
      }
    }
  });
  return page;
}
