/**
 * The response contract of `GET /api/route-discovery/:version/graphql` (docs/api.md, "GraphQL
 * operations"; docs/openapi.json). Types only, so the admin bundle and the CLI can import them.
 */
import type { UrlMetadata } from '../api/contract';
import type { RouteAccess } from '../exposure/contract';

/** One root field of the GraphQL schema the app serves. */
export interface GraphqlOperationRow {
  /** The root field's name (`articles`, `createArticle`, a custom field). */
  operation: string;
  kind: 'query' | 'mutation';
  /** Content-type UID the field reads or writes (shadow CRUD, or the UID of its scope); '' when none. */
  content_type: string;
  /** The users-permissions action Strapi checks (`api::article.article.find`); '' for `auth: false`. */
  action: string;
  /** Who may call it, in the exposure audit's words (`public`, `authenticated`, `restricted`, `disabled`). */
  access: RouteAccess;
  /** A public query whose document can be sent anonymously as it is. */
  is_testable: boolean;
  /** Why not testable ('' when testable). */
  skip_reason: string;
  /** For queries: a ready-to-send operation selecting scalar fields; '' for mutations. */
  document: string;
  /** Values of the document's variables, filled from a real published document. */
  variables: Record<string, string>;
}

/** `metadata` of the GraphQL envelope: the URL metadata plus the endpoint's path and depth limit. */
export interface GraphqlMetadata extends UrlMetadata {
  /** Path the GraphQL plugin serves (`endpoint` in its config, default `/graphql`). */
  graphql_endpoint: string;
  /** The plugin's `depthLimit`, or null when unset. */
  depth_limit: number | null;
}

/** The GraphQL envelope: `operations`, `count`, `metadata` (count = total_count). */
export interface GraphqlEnvelope {
  operations: GraphqlOperationRow[];
  count: number;
  metadata: GraphqlMetadata;
}
