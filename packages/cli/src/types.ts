/**
 * Shapes the CLI reads from the discovery API (docs/api.md; server/src/api/contract.ts is the
 * server's source of truth, repeated here because this package depends on nothing of the plugin)
 * and the shapes of its own results.
 */

/** A backend (admin route) row of `backend-urls`. */
export interface BackendRow {
  route: string;
  name: string;
  namespace: string;
  view_name: string;
  page_type: string;
  is_testable: boolean;
  skip_reason: string;
  resolved_route: string;
  method: string;
}

/** A frontend (content API) row of `frontend-urls`. */
export interface FrontendRow {
  url: string;
  source: 'page' | 'resolver';
  page_type: string;
  page_title: string;
  name: string;
  resolved_url: string;
  query_params: Record<string, string>;
  is_testable: boolean;
  skip_reason: string;
  method: string;
}

/** One content-API route of the `exposure` endpoint. */
export interface ExposureRoute {
  method: string;
  route: string;
  handler: string;
  access: 'public' | 'authenticated' | 'restricted' | 'disabled';
  auth_disabled: boolean;
  roles: string[];
}

/** One content type of the `exposure` endpoint. */
export interface ExposureContentType {
  uid: string;
  kind: string;
  draft_and_publish: boolean;
  public_actions: string[];
  authenticated_actions: string[];
  drafts_readable_anonymously: boolean;
}

/** The `exposure` response (only the parts the CLI reads). */
export interface ExposureResponse {
  routes: ExposureRoute[];
  content_types: ExposureContentType[];
  findings: Array<{ rule: string; severity: string; subject: string; message: string; remedy: string }>;
}

/** What the discovery API told, read once per run. */
export interface Discovery {
  frontend: FrontendRow[];
  backend: BackendRow[];
  /** null when the server has no `exposure` endpoint (404). */
  exposure: ExposureResponse | null;
}

/** Test suites of the reports: anonymous content API, admin API with a token, auth enforcement. */
export type Scope = 'frontend' | 'backend' | 'auth';

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
}
