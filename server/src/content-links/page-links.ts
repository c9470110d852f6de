import type { ContentTypeInfo } from '../discovery/content-types';
import type { ScannedRow } from '../discovery/document-scan';
import { classifyLink, type ClassifiedLink, type LinkOrigins } from './classify';
import type { DocumentPathMatcher, DocumentRef } from './document-paths';
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
