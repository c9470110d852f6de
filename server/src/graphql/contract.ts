/**
 * The response contract of `GET /api/route-discovery/:version/graphql`, as the server reads it:
 * re-exported from `@route-discovery/contract` (the one definition, shared with the admin and the
 * CLI), so server modules keep importing it from here.
 */
export type { GraphqlEnvelope, GraphqlMetadata, GraphqlOperationRow } from '@route-discovery/contract';
