import type { Core } from '@strapi/strapi';
import type { PublicDocumentRow } from './public-documents';
import { attributeUse, type AttributeUse } from './readable-attributes';

/** `[name]`: the one place a `urlPatterns` placeholder is parsed (docs/configuration.md). */
const PLACEHOLDER = /\[([A-Za-z_][A-Za-z0-9_]*)\]/g;

/** Placeholders every page row can fill: the document's own identifier and its locale. */
const DOCUMENT_PLACEHOLDERS = new Set(['documentId', 'locale']);

/** Field names a site URL pattern uses, e.g. `/blog/[slug]` -> `['slug']`. */
export function patternFields(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** One placeholder of a pattern and what it names on the content type. */
export interface PatternPlaceholder {
  name: string;
  /** `document` for `[documentId]` and `[locale]`, else the attribute's {@link AttributeUse}. */
  use: AttributeUse | 'document';
}

/**
 * The placeholders of a pattern for one content type, in order. Only `document` and `readable`
 * ones can ever be filled; boot-time validation (`config/url-patterns.ts`) refuses `unknown` and
 * `hidden` ones, and a `not-scalar` one (a relation, component or media) leaves `site_url` empty.
 */
export function patternPlaceholders(strapi: Core.Strapi, uid: string, pattern: string): PatternPlaceholder[] {
  return patternFields(pattern).map((name) => ({
    name,
    use: DOCUMENT_PLACEHOLDERS.has(name) ? 'document' : attributeUse(strapi, uid, name),
  }));
}

/** The attributes a pattern needs read from each document: its `readable` placeholders. */
export function patternAttributes(placeholders: readonly PatternPlaceholder[]): string[] {
  return [...new Set(placeholders.filter((p) => p.use === 'readable').map((p) => p.name))];
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
