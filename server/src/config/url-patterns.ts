import type { Core } from '@strapi/strapi';
import { entryPatterns, type UrlPatternEntry, placeholderNames, resolvePlaceholder } from '../site-pages';
import { contentTypeSchema, pluginOption } from '../model/schema';

/** Whether a content type has i18n's `localized` option on. */
function isLocalized(strapi: Core.Strapi, uid: string): boolean {
  return pluginOption(contentTypeSchema(strapi, uid), 'i18n', 'localized') === true;
}

/**
 * What is wrong with the configured `urlPatterns`, checked against the running app's content
 * types once they are loaded (docs/configuration.md, "Site URL patterns"): a UID that names no
 * content type; a placeholder that names no attribute (nor `documentId`/`locale`), a private or
 * password attribute, or a dot path through a to-many relation, a repeatable component, a dynamic
 * zone or media (`resolvePlaceholder`); `[locale]` or per-locale patterns on a type without i18n;
 * an object entry without `default`. A path ending on a relation or component is accepted: its
 * rows get `site_url: ""` with a `site_url_reason`.
 * @returns one `urlPatterns["uid"]: ...` line per problem, empty when all patterns are usable
 */
export function urlPatternIssues(strapi: Core.Strapi, patterns: Record<string, UrlPatternEntry>): string[] {
  const issues: string[] = [];
  for (const [uid, entry] of Object.entries(patterns)) {
    const key = `urlPatterns["${uid}"]`;
    if (!contentTypeSchema(strapi, uid)) {
      issues.push(`${key}: ${uid} is not a content type of this app`);
      continue;
    }
    const localized = isLocalized(strapi, uid);
    if (typeof entry !== 'string' && !Object.hasOwn(entry, 'default')) {
      issues.push(`${key}: a per-locale entry needs a "default" pattern`);
    }
    for (const [locale, pattern] of entryPatterns(entry)) {
      const where = locale === 'default' ? key : `${key}.${locale}`;
      if (!localized && locale !== 'default') {
        issues.push(`${where}: ${uid} is not localized, so it has no per-locale patterns`);
      }
      for (const name of new Set(placeholderNames(pattern))) {
        if (name === 'locale' && !localized) {
          issues.push(`${where}: [locale] but ${uid} is not localized (its rows have no locale)`);
          continue;
        }
        const resolved = resolvePlaceholder(strapi, uid, name);
        if (resolved.kind === 'invalid') issues.push(`${where}: ${resolved.issue}`);
      }
    }
  }
  return issues;
}

/**
 * Stops the boot when `urlPatterns` names what no row could ever fill (`urlPatternIssues`).
 * Called from the plugin's bootstrap: the config validator runs before content types are loaded.
 * @throws Error `Invalid route-discovery plugin config: ...` naming each type and placeholder
 */
export function assertUrlPatterns(strapi: Core.Strapi, patterns: Record<string, UrlPatternEntry>): void {
  const issues = urlPatternIssues(strapi, patterns);
  if (issues.length) throw new Error(`Invalid route-discovery plugin config: ${issues.join('; ')}`);
}
