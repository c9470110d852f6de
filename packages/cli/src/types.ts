/**
 * Shapes the CLI reads from the discovery API and the shapes of its own results. The API's shapes
 * are the contract's (`@route-discovery/contract`, the one the server answers by), imported as
 * types only: erased at build time, so no schema ships in the CLI.
 */
import type {
  BackendUrlRow,
  AnyFrontendUrlRow,
  GraphqlEnvelope,
  ExposureResponse as ServerExposureResponse,
} from '@route-discovery/contract';
import type { MovedCheckFields } from './site/moved-check-fields';
import type { Scope } from './scopes';

/** A backend (admin route) row of `backend-urls` (docs/api.md, "Backend rows"). */
export type BackendRow = BackendUrlRow;

/** A frontend (content API) row of `frontend-urls` (docs/api.md, "Frontend rows"). */
export type FrontendRow = AnyFrontendUrlRow;

/**
 * The parts of the `exposure` response (docs/api.md) the CLI reads; `core_routes` is absent from
 * servers before it was added.
 */
export type ExposureResponse = Pick<ServerExposureResponse, 'routes' | 'content_types' | 'findings'> &
  Partial<Pick<ServerExposureResponse, 'core_routes'>>;

/** What the discovery API told, read once per run. */
export interface Discovery {
  frontend: FrontendRow[];
  backend: BackendRow[];
  /** null when the server has no `exposure` endpoint (404). */
  exposure: ExposureResponse | null;
  /** null when the app has no GraphQL plugin, or the server no `graphql` endpoint (404). */
  graphql?: GraphqlResponse | null;
  /** The versions `v1/platform` reports; null when the server has no such endpoint or it failed. */
  platform?: PlatformVersions | null;
}

/** The versions of `v1/platform` (docs/api.md, "Platform response") the CLI reads. */
export interface PlatformVersions {
  /** `platform.runtime.cms_version`: the running Strapi, e.g. `5.54.0`. */
  strapi: string;
  /** `metadata.package_version`: the route-discovery plugin's version. */
  plugin: string;
  /** `platform.runtime.node_version`. */
  node: string;
}

/** The parts of the `graphql` response (docs/api.md, "GraphQL operations") the CLI reads. */
export interface GraphqlResponse {
  operations: GraphqlEnvelope['operations'];
  metadata: Pick<GraphqlEnvelope['metadata'], 'graphql_endpoint'>;
}

/** The GraphQL request of a check in the `graphql` suite. */
export interface GraphqlRequest {
  /** Root field name, e.g. `articles`. */
  operation: string;
  document: string;
  variables: Record<string, string>;
}

export type { Scope } from './scopes';

/** One request to make and what it must answer. */
export interface Check {
  scope: Scope;
  method: string;
  /** The route as registered, e.g. `/api/articles/:id`. */
  path: string;
  /** What is requested: a path with its query string. */
  target: string;
  /** Handler UID or name, e.g. `api::article.article.find`; used as the JUnit classname. */
  handler: string;
  expect: 'success' | 'refusal';
  withAdminToken: boolean;
  /** Site checks (`--site`): the page's content type and locale, for grouping in reports. */
  pageType?: string;
  locale?: string | null;
  /** For the `graphql` suite: the operation POSTed as JSON to `target`. */
  graphql?: GraphqlRequest;
  /** For the `moved` suite (`--site --moved`): the recorded old URL and where it must redirect. */
  moved?: MovedCheckFields;
}

/** A check after it ran. */
export interface CheckResult extends Check {
  passed: boolean;
  /** HTTP status, null on a network error or timeout. */
  status: number | null;
  /** Duration of the last attempt in milliseconds. */
  ms: number;
  attempts: number;
  kind: string;
  reason: string;
  /** A `moved` check's redirect target, resolved against the requested URL; null without one. */
  location?: string | null;
  /** When a `moved` check ran (ISO 8601): the `checked_at` the server stores. */
  checked_at?: string;
  /** A failure that a known Strapi bug of the server's version explains (`known/known-behaviour.ts`). */
  known_strapi_behaviour?: KnownBehaviourNote;
}

/** The known Strapi bug a failed check matched (a row of `KNOWN_STRAPI_BEHAVIOUR`) and the server's version. */
export interface KnownBehaviourNote {
  /** `strapi/strapi#N`. */
  issue: string;
  url: string;
  summary: string;
  /** The version to upgrade to; null when no fixed release is recorded. */
  fixed_in: string | null;
  /** The server's Strapi version (`platform.runtime.cms_version`). */
  strapi_version: string;
}
