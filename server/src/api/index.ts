/**
 * The public module of `api/` (docs/decisions/0261-feature-public-modules.md): what other features
 * use of it. Strapi's error body, the streamed URL envelope, and the named URL row filters.
 */
export { sendError } from './error-body';
export { startedStream } from './stream-envelope';
export { BACKEND_FILTERS, filterBatches, FRONTEND_FILTERS } from './url-filters';
