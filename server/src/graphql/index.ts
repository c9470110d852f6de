/**
 * The public module of `graphql/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. The exposure audit reads the GraphQL plugin's settings,
 * schema and operations, and the anonymous draft probe, here; the GraphQL service and controller
 * read the captured schema and the cached operation rows.
 */
export { readGraphqlSettings, type GraphqlSettings } from './settings';
export { captureGraphqlSchema, graphqlSchemaSource, isGraphqlInstalled } from './schema-source';
export { buildOperationRows, graphqlOperationRows } from './operations';
export { cachedOperationBatch } from './rows-cache';
export { probeDrafts, type DraftProbe } from './draft-probe';
