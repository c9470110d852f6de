import type { Core } from '@strapi/strapi';

/**
 * strapi-plugin-webtools (pluginpal/strapi-webtools) keeps each page's path in its `url-alias`
 * content type (`url_path`, collection `wt_url_alias`: packages/core/server/content-types/url-alias/schema.json)
 * and links the types it manages to it through a `url_alias` relation, one alias row per locale
 * version. Its own `url-alias` endpoint answers for the default locale only (pluginpal/strapi-webtools#205),
 * so the plugin reads the relation itself, row by row, locale by locale.
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
  const type = (strapi.contentTypes as unknown as Record<string, { attributes?: Record<string, unknown> }>)[
    uid
  ];
  const attribute = type?.attributes?.url_alias as { type?: string; target?: string } | undefined;
  return attribute?.type === 'relation' && attribute.target === WEBTOOLS_ALIAS_UID;
}
