import type { Core } from '@strapi/strapi';
import { patternForRow, entryPatterns, type LocalePrefix, type UrlPatternEntry } from './pattern-config';
import { placeholderNames } from './pattern-syntax';
import { resolvePlaceholder } from './placeholder-path';
import type { PathToRead } from './relation-values';
import type { TypeSitePlan } from './site-plan';
import { compileSiteUrl, noSiteUrl, type SiteUrlFiller } from './site-url-builder';
import { placeholderTemporalType, temporalText, type TemporalType } from './url-values';
import { webtoolsManages, webtoolsSitePlan } from './webtools';

/** The site settings of the plugin config (docs/configuration.md, "Site URL patterns"). */
export interface SiteOptions {
  siteUrl?: string;
  urlPatterns: Record<string, UrlPatternEntry>;
  localePrefix?: LocalePrefix;
}

/**
 * Plans a content type's site URLs from its `urlPatterns` entry. Every placeholder of every
 * locale's pattern is resolved once here (`resolvePlaceholder`); one that cannot be filled (a
 * relation named without a field, or a pattern changed at run time to something invalid) gives its
 * rows `site_url: ""` and its reason. A date, datetime or time is filled in one form on every
 * database (`temporalText`: docs/decisions/0255-dates-and-times-in-url-patterns.md).
 * @param defaultLocale the i18n default locale (the `as-needed` prefix rule leaves it out)
 */
function patternSitePlan(
  strapi: Core.Strapi,
  uid: string,
  entry: UrlPatternEntry,
  options: SiteOptions & { siteUrl: string },
  defaultLocale: string | null,
): TypeSitePlan {
  const columns = new Set<string>();
  const paths = new Map<string, PathToRead>();
  const unfillable = new Map<string, string>();
  // Dates, datetimes and times: one text form whatever the database gives (`temporalText`).
  const temporal = new Map<string, TemporalType>();
  for (const [, pattern] of entryPatterns(entry)) {
    for (const name of placeholderNames(pattern)) {
      const resolved = resolvePlaceholder(strapi, uid, name);
      const type = placeholderTemporalType(strapi, uid, resolved);
      if (type) temporal.set(name, type);
      if (resolved.kind === 'column') columns.add(name);
      else if (resolved.kind === 'path') paths.set(name, resolved);
      else if (resolved.kind === 'unfillable') unfillable.set(name, resolved.reason);
      else if (resolved.kind === 'invalid') unfillable.set(name, resolved.issue);
    }
  }
  const { siteUrl } = options;
  /** The compiled pattern of one locale (a few per type), or the reason it cannot be filled. */
  const fillerFor = (pattern: string): SiteUrlFiller => {
    const blocked = placeholderNames(pattern).find((name) => unfillable.has(name));
    if (blocked) {
      const none = noSiteUrl(unfillable.get(blocked) as string);
      return () => none;
    }
    return compileSiteUrl(siteUrl, pattern);
  };
  const fillers = new Map<string, SiteUrlFiller>();
  const prefix = options.localePrefix ?? 'never';
  /** The filler of one locale's rows (null: no pattern), found once per locale, not per row. */
  const byLocale = new Map<string | null, SiteUrlFiller | null>();
  const localeFiller = (locale: string | null): SiteUrlFiller | null => {
    const pattern = patternForRow(entry, locale, defaultLocale, prefix);
    if (pattern === null) return null;
    let filler = fillers.get(pattern);
    if (!filler) fillers.set(pattern, (filler = fillerFor(pattern)));
    return filler;
  };
  return {
    source: 'pattern',
    columns: [...columns],
    paths: [...paths.values()],
    siteUrlOf(row) {
      const locale = row.locale ?? null;
      let filler = byLocale.get(locale);
      if (filler === undefined) byLocale.set(locale, (filler = localeFiller(locale)));
      if (filler === null) return noSiteUrl(`no pattern for locale ${locale}`);
      return filler((name) => {
        if (name === 'documentId') return row.documentId;
        if (name === 'locale') return locale ?? '';
        const type = temporal.size ? temporal.get(name) : undefined;
        return type ? temporalText(type, row[name]) : row[name];
      });
    },
  };
}

/**
 * Plans a content type's site URLs: when strapi-plugin-webtools is installed and manages the type,
 * each row's own URL alias, and its `urlPatterns` entry (if any) for rows without an alias
 * (`webtoolsSitePlan`); otherwise its `urlPatterns` entry; otherwise none (`site_url: ""`).
 * @param defaultLocale the i18n default locale (the `as-needed` prefix rule leaves it out)
 * @param webtools whether webtools is installed (`webtoolsInstalled`, read once per request)
 */
export function typeSitePlan(
  strapi: Core.Strapi,
  uid: string,
  options: SiteOptions & { siteUrl: string },
  defaultLocale: string | null,
  webtools: boolean,
): TypeSitePlan {
  const configured = options.urlPatterns[uid];
  const pattern =
    configured === undefined ? null : patternSitePlan(strapi, uid, configured, options, defaultLocale);
  if (webtools && webtoolsManages(strapi, uid)) {
    const viaWebtools = webtoolsSitePlan(strapi, uid, options.siteUrl, pattern);
    if (viaWebtools) return viaWebtools;
  }
  if (pattern) return pattern;
  const none = noSiteUrl(`no urlPatterns entry for ${uid}`);
  return { source: 'none', columns: [], paths: [], siteUrlOf: () => none };
}
