/**
 * The public module of `moved-urls/` (docs/decisions/0261-feature-public-modules.md): what other
 * features use of it. The moved-URL record's content type, which the plugin's content types register.
 */
export { MOVED_URL_CONTENT_TYPE_NAME, MOVED_URL_SCHEMA } from './move-records';
