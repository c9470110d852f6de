/**
 * Which pattern a page row uses: `urlPatterns[uid]` is one pattern for every locale, or an object
 * with a `default` pattern and per-locale overrides (`{ default: '/blog/[slug]', fr: '/fr/blog/[slug]' }`);
 * `localePrefix` then adds `/<locale>` in front of a localized type's default pattern, with the
 * vocabulary of next-intl's routing (`never`, `always`, `as-needed`: every locale but the default one;
 * https://next-intl.dev/docs/routing/configuration#locale-prefix). docs/configuration.md.
 */

/** One `urlPatterns` entry: a pattern, or a default pattern plus per-locale ones. */
export type UrlPatternEntry = string | Record<string, string>;

/** The locale prefix rule for localized types' default patterns. */
export type LocalePrefix = 'never' | 'always' | 'as-needed';

/** Every pattern text of an entry, keyed `default` or by locale code (for boot-time checks). */
export function entryPatterns(entry: UrlPatternEntry): Array<[key: string, pattern: string]> {
  return typeof entry === 'string' ? [['default', entry]] : Object.entries(entry);
}

/**
 * The pattern of one row: the locale's own pattern when the entry has one (used as written), else
 * the default pattern, prefixed with `/<locale>` when the type is localized, the rule asks for it and
 * the pattern does not already place `[locale]` itself.
 * @param locale the row's locale (null for a type without i18n)
 * @param defaultLocale the i18n default locale (null without i18n)
 * @returns the pattern, or null when the entry has no pattern for this row
 */
export function patternForRow(
  entry: UrlPatternEntry,
  locale: string | null,
  defaultLocale: string | null,
  prefix: LocalePrefix,
): string | null {
  if (typeof entry !== 'string' && locale && Object.hasOwn(entry, locale)) return entry[locale];
  const base = typeof entry === 'string' ? entry : entry.default;
  if (base === undefined) return null;
  if (!locale || base.includes('[locale]')) return base;
  const prefixed = prefix === 'always' || (prefix === 'as-needed' && locale !== defaultLocale);
  return prefixed ? `/${encodeURIComponent(locale)}/${base.replace(/^\/+/, '')}` : base;
}
