import { placeholderNames, buildSiteUrl as buildWithReason } from '../site-pages';
import type { PublicDocumentRow } from './public-documents';

/** Placeholder names a site URL pattern uses, e.g. `/blog/[slug]` -> `['slug']` (`placeholderNames`). */
export function patternFields(pattern: string): string[] {
  return placeholderNames(pattern);
}

/**
 * A document's page on the public website from its own columns only (`site-pages/site-url-builder.ts`
 * does the work): `[documentId]` and `[locale]` are always known; another placeholder only when it
 * is one of `fields` (the attributes read for the pattern), so a row's internal `id` never reaches
 * a URL.
 * @returns '' when a placeholder has no value, so one bad pattern breaks nothing else
 */
export function buildSiteUrl(
  siteUrl: string,
  pattern: string,
  document: PublicDocumentRow,
  fields: readonly string[],
): string {
  return buildWithReason(siteUrl, pattern, (field) => {
    if (field === 'documentId') return document.documentId;
    if (field === 'locale') return document.locale ?? '';
    return fields.includes(field) ? document[field] : undefined;
  }).site_url;
}
