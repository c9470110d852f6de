import type { Core } from '@strapi/strapi';
import type { ContentTypeInfo } from '../model/content-types';
import { attributeOf } from '../model/readable-attributes';
import {
  patternForRow,
  PLACEHOLDER,
  placeholderNames,
  resolvePlaceholder,
  type SiteOptions,
} from '../site-pages';

/** A document a website path may be the page of, by one content type's `urlPatterns` pattern. */
export interface SiteCandidate {
  type: ContentTypeInfo;
  /** Attribute values the path gives, by attribute name (`documentId` included), decoded. */
  values: Record<string, string>;
  /** The locale the path names (`[locale]`, or a pattern only one locale uses); null: the linking document's. */
  locale: string | null;
  /** Whether the pattern has literal text of its own (`/blog/[slug]`) rather than placeholders alone (`/[slug]`). */
  specific: boolean;
}

/** The candidates of a link's target, most specific pattern first; [] when no pattern matches. */
export type SitePathMatcher = (target: string) => SiteCandidate[];

/**
 * The schema type (`uid`, `string`, `integer`...) of a placeholder that names a readable attribute
 * of the type's own table, or null for any other name (a dot path through a relation or component,
 * an unknown, private or password attribute): `sitePathMatcher` reads it from the schema.
 */
export type PlaceholderColumnType = (type: ContentTypeInfo, name: string) => string | null;

/** Attribute types a path segment can be compared with as text: strings, and integers written in digits. */
const TEXT_TYPES = new Set(['uid', 'string', 'text', 'email', 'enumeration']);
const INTEGER_TYPES = new Set(['integer', 'biginteger']);

interface CompiledPattern {
  type: ContentTypeInfo;
  regex: RegExp;
  names: string[];
  integers: Set<string>;
  locale: string | null;
  specific: boolean;
  /** Literal characters, to order candidates: the longer, the more specific. */
  weight: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern as a regular expression over a site path, or null when a placeholder cannot be matched to a column. */
function compile(
  type: ContentTypeInfo,
  pattern: string,
  locales: Array<string | null>,
  columnType: PlaceholderColumnType,
): CompiledPattern | null {
  if (/[?#]/.test(pattern)) return null;
  const names = placeholderNames(pattern);
  const integers = new Set<string>();
  for (const name of names) {
    if (name === 'documentId' || name === 'locale') continue;
    const attributeType = columnType(type, name);
    if (attributeType === null) return null;
    if (INTEGER_TYPES.has(attributeType)) integers.add(name);
    else if (!TEXT_TYPES.has(attributeType)) return null;
  }
  const path = `/${pattern.replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');
  const literals = path.split(PLACEHOLDER).filter((_part, index) => index % 2 === 0);
  const source = literals.map(escapeRegex).join('([^/]+)');
  const only = locales.length === 1 ? locales[0] : null;
  // A `/<locale>` prefix the locale rule added is no literal text of the pattern's own.
  const own = literals
    .join('')
    .replace(only ? new RegExp(`^/${escapeRegex(encodeURIComponent(only))}(?=/|$)`) : /^$/, '')
    .replace(/\//g, '');
  return {
    type,
    regex: new RegExp(`^${source}/?$`),
    names,
    integers,
    locale: only,
    specific: own.length > 0,
    weight: own.length,
  };
}

/** The path of a link target on the website: after `siteUrl`, or a site-relative path; no query, no fragment. */
function sitePath(target: string, siteUrl: string | null): string | null {
  let path: string;
  if (siteUrl && (target === siteUrl || target.startsWith(`${siteUrl}/`)))
    path = target.slice(siteUrl.length);
  else if (target.startsWith('/') && !target.startsWith('//')) path = target;
  else return null;
  path = path.replace(/[?#].*$/s, '');
  return path === '' ? '/' : path;
}

/** One pattern's candidate for a path, or null when it does not match or a value does not fit. */
function candidateOf(compiled: CompiledPattern, path: string): SiteCandidate | null {
  const found = compiled.regex.exec(path);
  if (!found) return null;
  const values: Record<string, string> = {};
  let locale = compiled.locale;
  for (const [index, name] of compiled.names.entries()) {
    let value: string;
    try {
      value = decodeURIComponent(found[index + 1]);
    } catch {
      return null;
    }
    if (compiled.integers.has(name) && !/^-?\d{1,18}$/.test(value)) return null;
    if (name === 'locale') {
      if (locale !== null && locale !== value) return null;
      locale = value;
    } else if (name in values && values[name] !== value) return null;
    else values[name] = value;
  }
  return { type: compiled.type, values, locale, specific: compiled.specific };
}

/**
 * Matches website paths to documents by the `urlPatterns` that build page rows' `site_url`
 * (docs/configuration.md, "Site URL patterns"), read backwards: each locale's pattern of each type
 * (`patternForRow`, with `localePrefix`) becomes a regular expression whose placeholders capture
 * one path segment. Only patterns whose placeholders are `[documentId]`, `[locale]` or text and
 * integer attributes of the type itself are matched; a pattern through a relation or component
 * (`[category.slug]`), a webtools alias, a query or a fragment is not (docs/decisions/0090-website-page-links.md,
 * "Content links"). A pattern several locales share leaves the locale to the linking document.
 * @param siteUrl the configured `siteUrl` without a trailing slash, or null
 * @param locales the app's locale codes (`localeCodes`), [] without i18n
 */
export function sitePathMatcher(
  strapi: Core.Strapi,
  types: readonly ContentTypeInfo[],
  options: SiteOptions,
  siteUrl: string | null,
  locales: readonly string[],
  defaultLocale: string | null,
): SitePathMatcher {
  const columnType: PlaceholderColumnType = (type, name) =>
    resolvePlaceholder(strapi, type.uid, name).kind === 'column'
      ? String(attributeOf(strapi, type.uid, name)?.type ?? '')
      : null;
  return sitePathMatcherOf(columnType, types, options, siteUrl, locales, defaultLocale);
}

/**
 * `sitePathMatcher` with the schema read through `columnType`: the matching rule itself, without
 * a Strapi instance.
 */
export function sitePathMatcherOf(
  columnType: PlaceholderColumnType,
  types: readonly ContentTypeInfo[],
  options: SiteOptions,
  siteUrl: string | null,
  locales: readonly string[],
  defaultLocale: string | null,
): SitePathMatcher {
  const compiled: CompiledPattern[] = [];
  for (const type of types) {
    const entry = options.urlPatterns[type.uid];
    if (entry === undefined) continue;
    const byPattern = new Map<string, Array<string | null>>();
    for (const locale of type.localized && locales.length ? locales : [null]) {
      const pattern = patternForRow(entry, locale, defaultLocale, options.localePrefix ?? 'never');
      if (pattern !== null) byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), locale]);
    }
    for (const [pattern, users] of byPattern) {
      const one = compile(type, pattern, users, columnType);
      if (one) compiled.push(one);
    }
  }
  compiled.sort((a, b) => b.weight - a.weight);
  if (compiled.length === 0) return () => [];
  return (target) => {
    const path = sitePath(target, siteUrl);
    if (path === null) return [];
    const found: SiteCandidate[] = [];
    for (const pattern of compiled) {
      const candidate = candidateOf(pattern, path);
      if (candidate) found.push(candidate);
    }
    return found;
  };
}
