import { z } from 'zod';
import { baseMetadataSchema, countSchema } from './metadata';

/**
 * The response of `GET /api/route-discovery/:version/exposure` (docs/api.md, "Exposure";
 * docs/openapi.json `ExposureResponse` and its parts). `ExposureReport` (what the audit builds)
 * is the response without its metadata, derived from the same rows.
 */

/**
 * Who may call a content-API route, as the users-permissions plugin and API tokens decide:
 * `public` anonymous callers (Public role or `auth: false`); `guarded` anonymous callers get past
 * authentication, but the route's own policies or middlewares (`guarded_by`) decide what they get;
 * `authenticated` the Authenticated role but not Public; `restricted` only other roles or API
 * tokens; `disabled` no role and no API token holds it. GraphQL operations never say `guarded`.
 */
export const routeAccessSchema = z.enum(['public', 'guarded', 'authenticated', 'restricted', 'disabled']);
/** Who may call a content-API route. */
export type RouteAccess = z.infer<typeof routeAccessSchema>;

/**
 * One content-API route and who may call it: `method` upper-case as declared, `route` the path as
 * mounted (`/api/articles/:id`), `handler` qualified (`api::article.article.find`, '' for function
 * handlers), `auth_disabled` when its `config.auth` is `false` (Strapi runs no authentication or
 * permission check), `roles` the users-permissions roles that may call it (every role when
 * `auth_disabled`), `guarded_by` the route's own policies and middlewares beyond Strapi's
 * authentication and rate limits, policies first ([] when none; additive, absent before it existed,
 * and on GraphQL rows), `anonymous_status` on `guarded` rows only: the HTTP status the audit's live
 * probe got for an anonymous GET, null when it sent none (not a GET, a path parameter) or got no answer.
 */
export const exposureRouteSchema = z.object({
  method: z.string(),
  route: z.string(),
  handler: z.string(),
  access: routeAccessSchema,
  auth_disabled: z.boolean(),
  roles: z.array(z.string()),
  guarded_by: z.array(z.string()).optional(),
  anonymous_status: z.number().int().nullable().optional(),
});
/** One content-API route and who may call it. */
export type ExposureRoute = z.infer<typeof exposureRouteSchema>;

/**
 * One content type and what anonymous and authenticated callers may do with it: action names
 * (`find`, `create`, custom handler names) of the routes each may call;
 * `drafts_readable_anonymously` when draft and publish is on and anonymous callers may
 * `find`/`findOne` (`?status=draft` returns drafts); `public_fields` the attributes an anonymous
 * read returns after Strapi's output sanitising (components dotted); `sensitive_fields` the public
 * fields or populatable relations that look sensitive.
 */
export const contentTypeExposureSchema = z.object({
  uid: z.string(),
  /** The content type's display name (docs/decisions/0240-document-and-field-names.md). */
  content_type_name: z.string(),
  kind: z.enum(['collectionType', 'singleType']),
  draft_and_publish: z.boolean(),
  public_actions: z.array(z.string()),
  authenticated_actions: z.array(z.string()),
  drafts_readable_anonymously: z.boolean(),
  public_fields: z.array(z.string()),
  sensitive_fields: z.array(z.string()),
});
/** One content type and its public and authenticated surface. */
export type ContentTypeExposure = z.infer<typeof contentTypeExposureSchema>;

/**
 * Who may call a route Strapi mounts outside the users-permissions model (admin API `auth: false`
 * routes, the MCP server, the OpenAPI endpoints, the health check): `public` (anyone, nothing
 * says it is meant to be), `public-by-design` (anyone, and Strapi serves it so on purpose: `note`
 * says what it answers), `guarded` (declared `auth: false`, but with policies or middlewares of its
 * own that decide what anyone gets: `note` names them), `admin` (an authenticated admin: session or
 * admin token), `admin-token` (an admin-kind API token only).
 */
export const coreRouteAccessSchema = z.enum([
  'public',
  'public-by-design',
  'guarded',
  'admin',
  'admin-token',
]);
/** Who may call a route Strapi mounts outside the users-permissions model. */
export type CoreRouteAccess = z.infer<typeof coreRouteAccessSchema>;

/**
 * One route Strapi itself mounts without the content API's role check: `method` upper-case (`ALL`
 * for a route answering every method), `route` as mounted (`/admin/init`, `/mcp`), `handler`
 * qualified ('' for function handlers), `api` the admin API, `content-api` or `server` (Strapi's
 * root router: MCP, health check), `note` what it answers and why it is open or guarded (English).
 */
export const coreRouteSchema = z.object({
  method: z.string(),
  route: z.string(),
  handler: z.string(),
  api: z.enum(['admin', 'content-api', 'server']),
  access: coreRouteAccessSchema,
  note: z.string(),
});
/** One route Strapi mounts without the content API's role check. */
export type CoreRoute = z.infer<typeof coreRouteSchema>;

/** Severity of a finding; findings are sorted high first, `info` last. */
export const findingSeveritySchema = z.enum(['high', 'medium', 'low', 'info']);
/** Severity of a finding. */
export type FindingSeverity = z.infer<typeof findingSeveritySchema>;

/**
 * One exposure an audit rule found: `rule` its name (`public-write`; docs/openapi.json lists the
 * names), `subject` what it is about (a content-type UID, a role name, a plugin, or
 * `METHOD /path`), `remedy` what to change to remove the exposure.
 */
export const findingSchema = z.object({
  rule: z.string(),
  severity: findingSeveritySchema,
  subject: z.string(),
  message: z.string(),
  remedy: z.string(),
});
/** One exposure an audit rule found. */
export type Finding = z.infer<typeof findingSchema>;

/** What the exposure audit builds: the response without its metadata. */
export const exposureReportSchema = z.object({
  routes: z.array(exposureRouteSchema),
  content_types: z.array(contentTypeExposureSchema),
  findings: z.array(findingSchema),
  /** Routes outside the content API's role check (additive: absent before this field existed). */
  core_routes: z.array(coreRouteSchema),
  count: z.object({
    routes: countSchema,
    content_types: countSchema,
    findings: countSchema,
    core_routes: countSchema,
  }),
});
/** The exposure report without its metadata (`buildExposureReport`). */
export type ExposureReport = z.infer<typeof exposureReportSchema>;

/** The exposure response: the report and the base metadata. */
export const exposureResponseSchema = exposureReportSchema.extend({ metadata: baseMetadataSchema });
/** The exposure response (docs/api.md, "Exposure"). */
export type ExposureResponse = z.infer<typeof exposureResponseSchema>;
