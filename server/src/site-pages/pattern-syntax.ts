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

/**
 * Replaces each placeholder of `pattern` with `valueOf(name)`, URL-encoded (RFC 3986 section 2.1,
 * `encodeURIComponent`). A placeholder whose value is null, undefined, '', `.` or `..` is reported in
 * `missing` and replaced by ''. A name in `pathNames` holds a path: its segments are encoded one by one.
 * @returns the filled path and the names that had no value, in order
 */
export function fillPattern(
  pattern: string,
  valueOf: (name: string) => unknown,
  pathNames: ReadonlySet<string> = new Set(),
): { path: string; missing: string[] } {
  const missing: string[] = [];
  const path = pattern.replace(PLACEHOLDER, (_match, name: string) => {
    const value = valueOf(name);
    // `.` and `..` would be dot segments, which every URL parser removes (WHATWG URL Standard,
    // "double-dot URL path segment", `%2e` included): no URL can carry them as a value.
    if (value === null || value === undefined || value === '' || value === '.' || value === '..') {
      missing.push(name);
      return '';
    }
    const text = value instanceof Date ? value.toISOString() : String(value);
    // A path value (a webtools alias, `/blog/hello`) keeps its slashes: each segment is encoded.
    if (pathNames.has(name)) return text.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
    return encodeURIComponent(text);
  });
  return { path, missing };
}
