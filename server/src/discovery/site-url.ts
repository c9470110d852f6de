import type { PublicDocumentRow } from './public-documents';

const PLACEHOLDER = /\[([A-Za-z_][A-Za-z0-9_]*)\]/g;

/** Field names a site URL pattern uses, e.g. `/blog/[slug]` -> `['slug']`. */
export function patternFields(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/**
 * Builds a document's page on the public website: `siteUrl` + the pattern with each `[field]`
 * replaced by the document's value, URL-encoded. `[documentId]` and `[locale]` are always known;
 * another placeholder only when it is one of `fields` (the attributes read for the pattern), so a
 * row's internal `id` never reaches a URL.
 * @returns '' when a placeholder has no value, so one bad pattern breaks nothing else
 */
export function buildSiteUrl(
  siteUrl: string,
  pattern: string,
  document: PublicDocumentRow,
  fields: readonly string[],
): string {
  const valueOf = (field: string): unknown => {
    if (field === 'documentId') return document.documentId;
    if (field === 'locale') return document.locale ?? '';
    return fields.includes(field) ? document[field] : undefined;
  };
  let missing = false;
  const path = pattern.replace(PLACEHOLDER, (_match, field: string) => {
    const value = valueOf(field);
    if (value === null || value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  if (missing) return '';
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
