/**
 * The requests whose answers `tests/integration/answers-unchanged.test.ts` pins: every v1
 * content-API endpoint of `server/src/routes/index.ts` with its documented variants (docs/api.md),
 * the plugin's two admin routes, and the error answers of the access middleware and of the
 * parameter checks. Written as plain data, importing nothing from `server/src`, so a refactor of
 * the server cannot change what the guard asks. The published run is the tests' valid run body
 * (`tests/helpers/run-fixtures.ts`) with a date far from any boot.
 */
import { runBody } from '../run-fixtures';

/**
 * How a request authenticates: the API key, nothing, a wrong key of the key's length, the seeded
 * super admin's access token, or that token with a signed report value (docs/security.md, rule 3).
 */
export type Credential = 'key' | 'none' | 'wrong-key' | 'admin-session' | 'report-value';

/** One request whose answer is recorded. */
export interface AnswerRequest {
  /** File name of its fixture (`tests/fixtures/answers/<name>.txt`): unique, kebab-case. */
  name: string;
  method: 'GET' | 'POST';
  /** Path and query, below the server's origin. */
  path: string;
  credential: Credential;
  /** JSON body of a POST, sent with `Content-Type: application/json`. */
  body?: unknown;
}

const V1 = '/api/route-discovery/v1';

/**
 * The run published before `runs` is read: fixed values, with dates far from any boot so the
 * masking of generated timestamps leaves them verbatim (docs/api.md, "Runs").
 */
export const FIXED_RUN_BODY = runBody({ started_at: '2001-02-03T04:05:06.000Z' });

const get = (name: string, path: string, credential: Credential = 'key'): AnswerRequest => ({
  name,
  method: 'GET',
  path,
  credential,
});

/** The requests, in the order they are sent (the runs ones read the run the POST before them stored). */
export const ANSWER_REQUESTS: readonly AnswerRequest[] = [
  get('backend-urls', `${V1}/backend-urls`),
  get('backend-urls-static', `${V1}/backend-urls?filter=static`),
  get('backend-urls-parameterized', `${V1}/backend-urls?filter=parameterized`),
  get('backend-urls-unknown-filter', `${V1}/backend-urls?filter=unknown`),
  get('frontend-urls', `${V1}/frontend-urls`),
  get('frontend-urls-pages', `${V1}/frontend-urls?filter=pages`),
  get('frontend-urls-resolver', `${V1}/frontend-urls?filter=resolver`),
  get('frontend-urls-trailing-slash', `${V1}/frontend-urls/?filter=pages`),
  get('platform', `${V1}/platform`),
  get('platform-json', `${V1}/platform?format=json`),
  get('platform-cyclonedx', `${V1}/platform?format=cyclonedx`),
  get('platform-unknown-format', `${V1}/platform?format=xml`),
  get('exposure', `${V1}/exposure`),
  get('graphql', `${V1}/graphql`),
  get('content-links', `${V1}/content-links`),
  get('content-links-scope-all', `${V1}/content-links?scope=all`),
  get('content-links-status-broken', `${V1}/content-links?status=broken`),
  get('content-links-status-list', `${V1}/content-links?status=deleted,draft-only`),
  get('content-links-kind-document', `${V1}/content-links?kind=document`),
  get('content-links-kind-media', `${V1}/content-links?kind=media`),
  get('content-links-content-type', `${V1}/content-links?content_type=api::article.article`),
  get('content-links-locale', `${V1}/content-links?locale=fr`),
  get('content-links-unknown-filters', `${V1}/content-links?kind=unknown&status=unknown`),
  get('runs-empty', `${V1}/runs`),
  { name: 'runs-publish', method: 'POST', path: `${V1}/runs`, credential: 'key', body: FIXED_RUN_BODY },
  {
    name: 'runs-publish-invalid',
    method: 'POST',
    path: `${V1}/runs`,
    credential: 'key',
    body: { ...FIXED_RUN_BODY, exit_code: 'one' },
  },
  get('runs', `${V1}/runs`),
  get('runs-limit', `${V1}/runs?limit=1`),
  get('runs-limit-invalid', `${V1}/runs?limit=0`),
  get('error-no-key', `${V1}/backend-urls`, 'none'),
  get('error-wrong-key', `${V1}/exposure`, 'wrong-key'),
  get('error-unknown-version', '/api/route-discovery/v9/backend-urls'),
  get('error-unknown-endpoint', `${V1}/nothing-here`),
  get('admin-session-exposure', `${V1}/exposure`, 'admin-session'),
  get('admin-session-platform', `${V1}/platform`, 'admin-session'),
  get('report-value-platform-cyclonedx', `${V1}/platform?format=cyclonedx`, 'report-value'),
  get('admin-report-config', '/route-discovery/report-config', 'admin-session'),
  get('admin-report-config-no-session', '/route-discovery/report-config', 'none'),
  {
    name: 'admin-report-access',
    method: 'POST',
    path: '/route-discovery/report-access',
    credential: 'admin-session',
  },
];
