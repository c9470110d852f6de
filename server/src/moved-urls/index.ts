/**
 * The public module of `moved-urls/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. The moved-URL record's content type, which the plugin's
 * content types register; recording moves, their list, and the redirect rules the Moved URLs
 * service and controller read, check, audit and export.
 */
export { MOVED_URL_CONTENT_TYPE_NAME, MOVED_URL_SCHEMA } from './move-records';

// Recording moves: the baseline at boot, and what a saved document changes.
export { startMovedUrls } from './start';
export { acceptedUnsaved, urlChanges } from './url-changes';

// The recorded moves as a list, and the old URLs to check.
export { MOVED_URLS_LIST } from './moved-list';
export { movedUrlBatches, type MovedUrlFilters } from './moved-rows';
export { movedTargets } from './moved-targets';
export { storeRedirectChecks } from './redirect-checks';

// Redirect rules: parsed, audited against the database, exported, and Webtools' redirects.
export { parseRedirects, RedirectParseError, type ParsedRule } from './redirect-parse';
export { auditFacts } from './audit-facts';
export { auditRules } from './redirect-audit';
export { redirectText } from './redirect-export';
export { formatWriter } from './redirect-formats';
export {
  createWebtoolsRedirects,
  WEBTOOLS_REDIRECTS_MISSING,
  webtoolsRedirectsInstalled,
  webtoolsRules,
} from './webtools-redirects';
