import type { Core } from '@strapi/strapi';
import { resolvePlaceholder } from './placeholder-path';
import { compileSiteUrl, noSiteUrl } from './site-url-builder';
import type { TypeSitePlan } from './site-plan';
import { contentTypeSchema } from '../model/schema';

/**
 * strapi-plugin-webtools (pluginpal/strapi-webtools, tested with 1.10.3: its server bundle
 * `dist/server/index.js` in node_modules) keeps each page's path in its `url-alias` content type
 * (`url_path`; table `wt_url_alias`, localized: one row per locale, no draft and publish). In
 * `register` it adds to every content type whose schema says `pluginOptions.webtools.enabled` a
 * `url_alias` relation (oneToMany to `plugin::webtools.url-alias`; join table
 * `<table>_url_alias_lnk`, ordered by `url_alias_ord`), and its document middleware links every row
 * of a (document, locale), draft and published, to that locale's alias row. Its own `url-alias`
 * endpoint answers for the default locale only (pluginpal/strapi-webtools#205), so the plugin reads
 * the relation itself, row by row: each locale version gets its own alias.
 */
export const WEBTOOLS_ALIAS_UID = 'plugin::webtools.url-alias';

/** The placeholder that reads a row's webtools alias path: a dot path through the `url_alias` relation. */
export const WEBTOOLS_ALIAS_PLACEHOLDER = 'url_alias.url_path';

/** Whether webtools is installed: its plugin is registered and its alias model is in the database metadata. */
export function webtoolsInstalled(strapi: Core.Strapi): boolean {
  return Boolean(strapi.plugin('webtools')) && strapi.db.metadata.has(WEBTOOLS_ALIAS_UID);
}

/** Whether webtools manages a content type: its schema has the `url_alias` relation to the alias model. */
export function webtoolsManages(strapi: Core.Strapi, uid: string): boolean {
  const attribute = contentTypeSchema(strapi, uid)?.attributes?.url_alias;
  return attribute?.type === 'relation' && 'target' in attribute && attribute.target === WEBTOOLS_ALIAS_UID;
}

/**
 * Plans the site URLs of a type webtools manages: `siteUrl` + the row's own alias path (the first
 * linked alias, as written: webtools patterns place the locale themselves, so `localePrefix` is not
 * applied). A row without an alias (a document saved before webtools managed its type, or whose
 * alias an editor deleted) gets the type's `urlPatterns` URL when it has one, else `""` and a reason.
 * @param pattern the type's `urlPatterns` plan, or null
 * @returns null when the schema's `url_alias` relation cannot be read as a path (a webtools release
 *   that changed it): the caller then uses the pattern alone
 */
export function webtoolsSitePlan(
  strapi: Core.Strapi,
  uid: string,
  siteUrl: string,
  pattern: TypeSitePlan | null,
): TypeSitePlan | null {
  const alias = resolvePlaceholder(strapi, uid, WEBTOOLS_ALIAS_PLACEHOLDER, true);
  if (alias.kind !== 'path') return null;
  const fill = compileSiteUrl(siteUrl, `[${WEBTOOLS_ALIAS_PLACEHOLDER}]`, new Set([alias.name]));
  const none = noSiteUrl(`no webtools URL alias for this locale version and no urlPatterns entry for ${uid}`);
  return {
    source: 'webtools',
    columns: pattern?.columns ?? [],
    paths: [...(pattern?.paths ?? []), alias],
    siteUrlOf(row) {
      const path = row[alias.name];
      if (typeof path === 'string' && path !== '') return fill((name) => row[name]);
      return pattern ? pattern.siteUrlOf(row) : none;
    },
  };
}
