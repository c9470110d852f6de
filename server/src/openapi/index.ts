/**
 * The public module of `openapi/` (docs/decisions/0261-feature-public-modules.md): what the top
 * floor uses of it (no other feature does). Strapi's generated document, built off the request path,
 * the plugin's document built from it, and the cached answer, which the OpenAPI service and
 * controller read.
 */
export { generatedDocument, OPENAPI_BUILD, stopOpenApiBuild, type GeneratedAnswer } from './generated-cache';
export { buildOpenApiDocument } from './document';
export { cachedAnswer } from './answer-cache';
