/**
 * The public module of `site-pages/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. Site pages turn a content type's URL pattern, or its webtools
 * alias, into each document's website URL; discovery, content links, Moved URLs and the plugin
 * config read them here, and the discovery service the locales they cover (`metadata.site_pages`).
 */

// The URL pattern syntax and the `urlPatterns` config entries.
export { PLACEHOLDER, placeholderNames } from './pattern-syntax';
export { entryPatterns, patternForRow, type UrlPatternEntry } from './pattern-config';
export { resolvePlaceholder, type RelationHop } from './placeholder-path';

// A type's site plan: where its URLs come from, in which locales.
export { typeSitePlan, type SiteOptions } from './type-site-plan';
export type { TypeSitePlan } from './site-plan';
export { localeCodes, sitePagesMetadata } from './locale-coverage';
export { webtoolsInstalled, webtoolsManages } from './webtools';

// The values a pattern's placeholders name, read with the page rows or after them.
export { pathColumn, pathJoin } from './path-join';
export { pathSubqueries } from './path-subquery';
export { readPathValues, type HopRelink, type PathToRead, type PathValueReplacer } from './relation-values';

// One page row's website URL, or why it has none.
export { buildSiteUrl } from './site-url-builder';
