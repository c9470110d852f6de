import { maskSignedUrl } from '@route-discovery/contract';
import { classifyLink, type LinkOrigins } from './classify';
import type { LookupQuestion } from './document-lookup';
import { urlMediaIssue, type MediaIssue } from './media-status';
import type { DocumentPathMatcher } from './document-paths';
import type { OfflineQuestion } from './offline-decider';
import type { SitePathMatcher } from './site-patterns';
import type { LinkKind } from './types';

/**
 * A Strapi 5 documentId as Strapi makes it: `createId` of `@paralleldrive/cuid2` (24 characters, a
 * lower-case letter then lower-case letters and digits), `@strapi/core`
 * `dist/utils/transform-content-types-to-models.js` (`createDocumentId`).
 */
export const DOCUMENT_ID = /^[a-z][a-z0-9]{23}$/;

/** What one link needs to be decided: nothing, a database answer by key, or a lookup by values. */
export type LinkQuestion = { offline: OfflineQuestion } | { lookup: LookupQuestion };

/** A link classified for a row: its kind so far (a lookup may still make it a `document`), target and question. */
export interface ResolvedLink {
  kind: LinkKind;
  target: string;
  question: LinkQuestion | null;
  /** A media status the URL may get (`urlMediaIssue`), decided with the link's offline status. */
  media: MediaIssue | null;
  /**
   * The URL as rows show it when it is signed: its signature masked (`maskSignedUrl`, decision
   * 0157; `target` is masked too). Absent for every other URL, which rows show as written.
   */
  shownUrl?: string;
}

/** The matchers of one run: API paths, website paths by `urlPatterns`, and the origins. */
export interface LinkMatchers {
  origins: LinkOrigins;
  matchDocument: DocumentPathMatcher;
  matchSite: SitePathMatcher;
}

/**
 * Classifies one link (`classifyLink`) and says how to decide it (docs/api.md, "Link kinds"): an
 * API path a read route answers is a `document` decided by its documentId; a `media` path or
 * provider URL is decided by the upload table; a `site` link that `urlPatterns` match is looked
 * up by the pattern's values (it stays `site` when the lookup finds no document and only a
 * catch-all pattern matched); a bare documentId (`DOCUMENT_ID`) is a `document` looked up in every
 * collection type. Never throws.
 * @param locale the linking document's locale (null for a type without i18n)
 */
export function resolveLink(url: string, locale: string | null, matchers: LinkMatchers): ResolvedLink {
  const resolved = withMediaIssue(url, locale, matchers);
  const shown = maskSignedUrl(url);
  if (shown.masked.length === 0) return resolved;
  // Decided on the real URL above; from here on rows, answers and exports hold only the mask.
  return { ...resolved, shownUrl: shown.url, target: maskSignedUrl(resolved.target).url };
}

/** `resolveKind`, then the media issue of an absolute external or media URL (`urlMediaIssue`). */
function withMediaIssue(url: string, locale: string | null, matchers: LinkMatchers): ResolvedLink {
  const resolved = resolveKind(url, locale, matchers);
  if (!/^https?:\/\//i.test(resolved.target) || (resolved.kind !== 'external' && resolved.kind !== 'media'))
    return resolved;
  const absolute = new URL(resolved.target);
  const media = urlMediaIssue(absolute, matchers.origins);
  if (media?.needsFile && !resolved.question)
    // Whether the upload table has the path decides it (an `/uploads/` path of another host).
    return { ...resolved, media, question: { offline: { kind: 'media', path: absolute.pathname } } };
  return media ? { ...resolved, media } : resolved;
}

/** `resolveLink` before the media issue: the kind, target and question of a link. */
function resolveKind(url: string, locale: string | null, matchers: LinkMatchers): ResolvedLink {
  const classified = classifyLink(url, matchers.origins);
  const { kind, target, cmsPath } = classified;
  if (kind === 'api' && cmsPath) {
    const ref = matchers.matchDocument(cmsPath);
    if (ref) {
      const question = { kind: 'document' as const, ref, locale: classified.locale ?? locale };
      return { kind: 'document', target, question: { offline: question }, media: null };
    }
  } else if (kind === 'media' && cmsPath) {
    return { kind, target, question: { offline: { kind: 'media', path: cmsPath } }, media: null };
  } else if (kind === 'site') {
    const candidates = matchers.matchSite(target);
    if (candidates.length)
      return { kind, target, question: { lookup: { kind: 'site', candidates, locale } }, media: null };
  } else if (kind === 'other' && DOCUMENT_ID.test(target)) {
    return {
      kind: 'document',
      target,
      question: { lookup: { kind: 'documentId', documentId: target, locale } },
      media: null,
    };
  }
  return { kind, target, question: null, media: null };
}
