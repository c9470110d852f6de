/**
 * The public module of `graphql/` (docs/decisions/0261-feature-public-modules.md): what other
 * features use of it. The exposure audit reads the GraphQL plugin's settings, schema and operations,
 * and the anonymous draft probe, here.
 */
export { readGraphqlSettings, type GraphqlSettings } from './settings';
export { graphqlSchemaSource } from './schema-source';
export { buildOperationRows } from './operations';
export { probeDrafts, type DraftProbe } from './draft-probe';
