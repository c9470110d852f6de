/**
 * The response contract of `GET /api/route-discovery/:version/exposure` (documented in
 * `docs/api.md` and `docs/openapi.json`). Types only, so the admin bundle can import them.
 */
import type { BaseMetadata } from '../api/contract';

/** Who may call a content-API route, as the users-permissions plugin and API tokens decide. */
export type RouteAccess = 'public' | 'authenticated' | 'restricted' | 'disabled';

/** One content-API route and who may call it. */
export interface ExposureRoute {
  /** Upper-case HTTP method as declared (`GET`, `POST`, ...). */
  method: string;
  /** Path as mounted, e.g. `/api/articles/:id`. */
  route: string;
  /** Qualified handler (`api::article.article.find`), '' for function handlers. */
  handler: string;
  /**
   * `public`: anonymous callers (Public role or `auth: false`); `authenticated`: the
   * Authenticated role but not Public; `restricted`: only other roles or API tokens;
   * `disabled`: no role and no API token holds it.
   */
  access: RouteAccess;
  /** The route's `config.auth` is `false`: Strapi runs no authentication or permission check. */
  auth_disabled: boolean;
  /** Names of users-permissions roles that may call it (every role when `auth_disabled`). */
  roles: string[];
}

/** One content type and what anonymous and authenticated callers may do with it. */
export interface ContentTypeExposure {
  uid: string;
  kind: 'collectionType' | 'singleType';
  draft_and_publish: boolean;
  /** Action names (`find`, `create`, custom handler names) of routes anonymous callers may call. */
  public_actions: string[];
  /** Action names of routes the Authenticated role may call. */
  authenticated_actions: string[];
  /** Draft and publish is on and anonymous callers may `find`/`findOne`: `?status=draft` returns drafts. */
  drafts_readable_anonymously: boolean;
  /** Attributes an anonymous read returns after Strapi's output sanitising (components dotted). */
  public_fields: string[];
  /** The public fields or populatable relations that look sensitive. */
  sensitive_fields: string[];
}

/**
 * Who may call a route Strapi mounts outside the users-permissions model (admin API `auth: false`
 * routes, the MCP server, the OpenAPI endpoints, the health check): `public` (anyone, nothing
 * says it is meant to be), `public-by-design` (anyone, and Strapi serves it so on purpose: `note`
 * says what it answers), `admin` (an authenticated admin: session or admin token), `admin-token`
 * (an admin-kind API token only).
 */
export type CoreRouteAccess = 'public' | 'public-by-design' | 'admin' | 'admin-token';

/** One route Strapi itself mounts without the content API's role check, and who may call it. */
export interface CoreRoute {
  /** Upper-case HTTP method (`ALL` for a route answering every method). */
  method: string;
  /** Path as mounted, e.g. `/admin/init`, `/mcp`, `/api/openapi.json`. */
  route: string;
  /** Qualified handler (`admin::admin.init`), '' for function handlers. */
  handler: string;
  /** `admin` API, `content-api`, or `server` (Strapi's root router: MCP, health check). */
  api: 'admin' | 'content-api' | 'server';
  access: CoreRouteAccess;
  /** What the route answers and why it is open or guarded (English). */
  note: string;
}

/** Severity of a finding; findings are sorted high first, `info` last. */
export type FindingSeverity = 'high' | 'medium' | 'low' | 'info';

/** One exposure an audit rule found. */
export interface Finding {
  /** Rule name, e.g. `public-write`. */
  rule: string;
  severity: FindingSeverity;
  /** What the finding is about: a content-type UID, a role name, a plugin, or `METHOD /path`. */
  subject: string;
  message: string;
  /** What to change to remove the exposure. */
  remedy: string;
}

/** The exposure response. */
export interface ExposureResponse {
  routes: ExposureRoute[];
  content_types: ContentTypeExposure[];
  findings: Finding[];
  /** Routes outside the content API's role check (additive: absent before this field existed). */
  core_routes: CoreRoute[];
  count: { routes: number; content_types: number; findings: number; core_routes: number };
  metadata: BaseMetadata;
}
