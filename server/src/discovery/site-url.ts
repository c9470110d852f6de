import type { PublicDocumentRow } from './public-documents';

const PLACEHOLDER = /\[([A-Za-z_][A-Za-z0-9_]*)\]/g;

/** Field names a site URL pattern uses, e.g. `/blog/[slug]` -> `['slug']`. */
export function patternFields(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/**
 * Builds a document's page on the public website: `siteUrl` + the pattern with each `[field]`
 * replaced by the document's value (`[documentId]` and `[locale]` are known too), URL-encoded.
 * @returns '' when a placeholder has no value, so one bad pattern breaks nothing else
 */
export function buildSiteUrl(siteUrl: string, pattern: string, document: PublicDocumentRow): string {
  const values: Record<string, unknown> = {
    ...document.fields,
    documentId: document.documentId,
    locale: document.locale ?? '',
  };
  let missing = false;
  const path = pattern.replace(PLACEHOLDER, (_match, field: string) => {
    const value = values[field];
    if (value === null || value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  if (missing) return '';
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
