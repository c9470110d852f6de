/**
 * The public module of `api/` (docs/decisions/0261-feature-public-modules.md): what other features
 * and the top floor use of it. Strapi's error body, the streamed URL envelope, and the named URL row
 * filters; the envelope's metadata, query parameters, response headers and API versions the
 * controllers and middlewares answer with.
 */
export { sendError } from './error-body';
export { sendDatabaseUnavailable } from './database-faults';
export { sendUnfinishedBuild, whenBuilt } from './unfinished-build';

// The envelope: its metadata, the streamed URL lists, the platform answer's format.
export { baseMetadata, PACKAGE_VERSION } from './envelope';
export { startedStream, urlEnvelopeText } from './stream-envelope';
export { BACKEND_FILTERS, filterBatches, FRONTEND_FILTERS, recognisedFilter } from './url-filters';
export { platformFormat, UNKNOWN_FORMAT_MESSAGE } from './platform-format';

// The request and the response: query values, the public origin, headers, API versions.
export { firstQueryValue } from './query-value';
export { declarePluginQueryParams } from './strict-params';
export { publicOrigin } from './public-origin';
export { toImfFixdate } from './http-dates';
export { setDeprecationHeaders, setPrivateCacheHeaders } from './response-headers';
export { ApiVersionRegistry, type ApiLifecycle } from './versions';
