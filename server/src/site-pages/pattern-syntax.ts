/**
 * The `urlPatterns` dialect (docs/configuration.md, "Site URL patterns"): literal path text with
 * `[name]` placeholders, where a name is an attribute or a dot path through to-one relations and
 * single components (`[category.slug]`, `[seo.metaTitle]`), or one of `[documentId]`, `[locale]`.
 * The dot paths follow the sitemap plugins' dialect (pluginpal/strapi-plugin-sitemap, webtools).
 */

/** `[name]` or `[a.b.c]`: the one place a placeholder is recognised. */
export const PLACEHOLDER = /\[([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\]/g;

/** Placeholders every page row can fill from the row itself. */
export const DOCUMENT_PLACEHOLDERS: ReadonlySet<string> = new Set(['documentId', 'locale']);

/** The placeholders of a pattern, in order and with repeats, e.g. `/[locale]/[category.slug]` -> `['locale', 'category.slug']`. */
export function placeholderNames(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** Fills a compiled pattern: the placeholder values in, the path and the names without a value out. */
export type PatternFiller = (
  valueOf: (name: string) => unknown,
  pathNames?: ReadonlySet<string>,
) => { path: string; missing: string[] };

/** One placeholder's value as path text, or null when it has none (null, undefined, '', `.`, `..`). */
function encodeValue(value: unknown, isPath: boolean): string | null {
  // `.` and `..` would be dot segments, which every URL parser removes (WHATWG URL Standard,
  // "double-dot URL path segment", `%2e` included): no URL can carry them as a value.
  if (value === null || value === undefined || value === '' || value === '.' || value === '..') return null;
  const text = value instanceof Date ? value.toISOString() : String(value);
  // A path value (a webtools alias, `/blog/hello`) keeps its slashes: each segment is encoded.
  if (isPath) return text.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return encodeURIComponent(text);
}

/** `missing` of a filled pattern with every value present (shared: never written to). */
const NONE_MISSING: string[] = [];

/**
 * Compiles a pattern once (its literal parts and placeholders split), for filling it row by row:
 * each placeholder is replaced by its value, URL-encoded (RFC 3986 section 2.1,
 * `encodeURIComponent`); one whose value is null, undefined, '', `.` or `..` is reported in
 * `missing` and replaced by ''. A name in `pathNames` holds a path: its segments are encoded one by one.
 * @param lead text put before the filled pattern (a site URL's origin and path), joined once here
 */
export function compilePattern(pattern: string, lead = ''): PatternFiller {
  const literals: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of pattern.matchAll(PLACEHOLDER)) {
    literals.push(pattern.slice(last, match.index));
    names.push(match[1]);
    last = (match.index ?? 0) + match[0].length;
  }
  literals.push(pattern.slice(last));
  literals[0] = lead + literals[0];
  return (valueOf, pathNames) => {
    let path = literals[0];
    let missing: string[] | null = null;
    for (let index = 0; index < names.length; index += 1) {
      const name = names[index];
      const encoded = encodeValue(valueOf(name), pathNames?.has(name) ?? false);
      if (encoded === null) (missing ??= []).push(name);
      else path += encoded;
      path += literals[index + 1];
    }
    return { path, missing: missing ?? NONE_MISSING };
  };
}

/** Fills a pattern once (`compilePattern`). */
export function fillPattern(
  pattern: string,
  valueOf: (name: string) => unknown,
  pathNames: ReadonlySet<string> = new Set(),
): { path: string; missing: string[] } {
  return compilePattern(pattern)(valueOf, pathNames);
}
