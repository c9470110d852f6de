import { z } from 'zod';
import { routeAccessSchema } from './exposure';
import { urlMetadataSchema } from './metadata';

/**
 * The response of `GET /api/route-discovery/:version/graphql` (docs/api.md, "GraphQL
 * operations"; docs/openapi.json `GraphqlOperation`, `GraphqlMetadata`, `GraphqlEnvelope`).
 */

/**
 * One root field of the GraphQL schema the app serves: `operation` the field's name (`articles`,
 * `createArticle`), `content_type` the UID it reads or writes ('' when none), `action` the
 * users-permissions action Strapi checks ('' for `auth: false`), `access` in the exposure audit's
 * words, `is_testable` for a public query whose document can be sent anonymously as it is,
 * `skip_reason` why not ('' when testable), `document` a ready-to-send operation selecting scalar
 * fields ('' for mutations), `variables` the document's variables filled from a published document.
 */
export const graphqlOperationRowSchema = z.object({
  operation: z.string(),
  kind: z.enum(['query', 'mutation']),
  content_type: z.string(),
  action: z.string(),
  access: routeAccessSchema,
  is_testable: z.boolean(),
  skip_reason: z.string(),
  document: z.string(),
  variables: z.record(z.string(), z.string()),
});
/** One root field of the GraphQL schema. */
export type GraphqlOperationRow = z.infer<typeof graphqlOperationRowSchema>;

/**
 * `metadata` of the GraphQL envelope: the URL metadata plus `graphql_endpoint` (the path the
 * GraphQL plugin serves, its `endpoint` setting, default `/graphql`) and `depth_limit` (its
 * `depthLimit`, null when unset).
 */
export const graphqlMetadataSchema = urlMetadataSchema.extend({
  graphql_endpoint: z.string(),
  depth_limit: z.number().int().nullable(),
});
/** `metadata` of the GraphQL envelope. */
export type GraphqlMetadata = z.infer<typeof graphqlMetadataSchema>;

/** The GraphQL envelope: `operations`, `count` (= total_count), `metadata`. */
export const graphqlEnvelopeSchema = z.object({
  operations: z.array(graphqlOperationRowSchema),
  count: z.number().int(),
  metadata: graphqlMetadataSchema,
});
/** The GraphQL envelope. */
export type GraphqlEnvelope = z.infer<typeof graphqlEnvelopeSchema>;
