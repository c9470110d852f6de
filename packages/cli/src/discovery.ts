import { joinUrl, retryDelayMs } from '@route-discovery/check-engine';
import { CouldNotRunError } from './exit-codes';
import { request, type HttpAnswer } from './http';
import type {
  BackendRow,
  Discovery,
  ExposureResponse,
  FrontendRow,
  GraphqlResponse,
  PlatformVersions,
} from './types';

/** Where and how to reach the discovery API. */
export interface DiscoveryTarget {
  baseUrl: string;
  /** The content-API prefix (`api.rest.prefix`), e.g. `/api`. */
  prefix: string;
  /** The Bearer credential: the key, or an admin-kind API token (docs/security.md, rule 5). */
  credential: { kind: 'key' | 'admin-token'; value: string };
  timeoutMs: number;
  maxRetries: number;
  /** Awaited before every attempt of every call; a throw ends the call (`fleet`: a deployment's deadline). */
  beforeAttempt?: () => Promise<void>;
}

/** What to check when the server refused the credential (403). */
function refusalAdvice(kind: DiscoveryTarget['credential']['kind'], body: string): string {
  if (kind === 'key') {
    return "the key is wrong; check --key / DISCOVERY_API_KEY against the server's DISCOVERY_API_KEY.";
  }
  let said = '';
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    // The server's message is plain text of the plugin; cut and cleaned all the same.
    if (typeof message === 'string')
      said = ` The server said: ${message.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 300)}`;
  } catch {
    // not the plugin's error body: the advice alone
  }
  return (
    'the admin token was refused; create an admin token (Settings > Administration panel > Admin tokens, ' +
    'Strapi 5.47 or later) whose token and owner hold "Read route discovery reports", or pass --key.' +
    said
  );
}

/** A throttled call's advice: when to retry (the server's `Retry-After`), what to check meanwhile. */
function throttleAdvice(retryAfter: string | null): string {
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : null;
  const when =
    seconds !== null
      ? `retry in ${seconds} seconds (Retry-After)`
      : 'retry later (the server sent no Retry-After)';
  return `throttled: the server refused too many credentials from this address; ${when}, and check the credential this job sends.`;
}

/** Turns a failed discovery call into a message that says which failure and what to check. */
function explain(endpoint: string, answer: HttpAnswer, kind: DiscoveryTarget['credential']['kind']): string {
  const where = `discovery API ${endpoint}`;
  if (answer.status === null) {
    return `${where} unreachable (${answer.error}): check --url and that the app is up.`;
  }
  switch (answer.status) {
    case 401:
      return `${where} answered 401: no credential was sent; pass --key (DISCOVERY_API_KEY) or --admin-token.`;
    case 403:
      return `${where} answered 403: ${refusalAdvice(kind, answer.body)}`;
    case 429:
      return `${where} answered 429: ${throttleAdvice(answer.retryAfter)}`;
    case 404:
      return `${where} answered 404: check --url and --prefix (api.rest.prefix) and that the route-discovery plugin is installed and enabled.`;
    case 500:
      if (builtPastLimit(answer)) return `${where} answered 500: ${builtPastLimit(answer)}`;
      return `${where} answered 500: check that DISCOVERY_API_KEY is configured on the server and read its logs.`;
    default:
      return `${where} answered HTTP ${answer.status}: expected 200.`;
  }
}

/** The server's message when a build passed its limit (a 500 with `details.limit_ms`), or null. */
function builtPastLimit(answer: HttpAnswer): string | null {
  try {
    const error = JSON.parse(answer.body)?.error;
    return typeof error?.details?.limit_ms === 'number' ? String(error.message) : null;
  } catch {
    return null;
  }
}

/** Ms a command waits while `v1/openapi` or `v1/exposure` is built (503, decisions 0193, 0245): the default limit, 300 s, and a minute. */
export const BUILD_WAIT_MS = 360_000;

/** Whether an answer is a 503 while the answer is being built (`details.building_since`). */
function isBuilding(answer: HttpAnswer): boolean {
  if (answer.status !== 503) return false;
  try {
    return Boolean(JSON.parse(answer.body)?.error?.details?.building_since);
  } catch {
    return false;
  }
}

/**
 * GETs one discovery endpoint as JSON (`optional`: a 404 is null). With `buildWaitMs`, a 503 that
 * says the answer is being built (`v1/openapi`, docs/api.md) is asked again after its
 * `Retry-After`, for up to that long, beside the usual retries.
 * @throws CouldNotRunError otherwise
 */
export async function getJson<T>(
  target: DiscoveryTarget,
  endpoint: string,
  optional: boolean,
  buildWaitMs = 0,
): Promise<T | null> {
  const url = joinUrl(target.baseUrl, `${target.prefix}/route-discovery/v1/${endpoint}`);
  const ask = () =>
    request(
      url,
      {
        headers: { Authorization: `Bearer ${target.credential.value}`, Accept: 'application/json' },
        timeoutMs: target.timeoutMs,
        maxRetries: target.maxRetries,
        beforeAttempt: target.beforeAttempt,
      },
      true,
    );
  const waitUntil = Date.now() + buildWaitMs;
  let answer = await ask();
  while (isBuilding(answer) && Date.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(1, answer.retryAfter, Date.now())));
    answer = await ask();
  }
  if (optional && answer.status === 404) return null;
  if (answer.status !== 200) throw new CouldNotRunError(explain(endpoint, answer, target.credential.kind));
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    throw new CouldNotRunError(
      `discovery API ${endpoint} answered 200 with a body that is not JSON: check --url.`,
    );
  }
}

/**
 * The frontend rows of a run: the page and resolver rows of the unfiltered `frontend-urls`, with
 * the preview rows of `frontend-urls?filter=preview` after the page rows (the order the server
 * reads them in). The unfiltered answer holds no preview rows (decision 0197); only `preview` rows
 * are taken from either answer, so a server of an earlier version, whose unfiltered answer held
 * them, or one that ignores the filter, lists each row once.
 */
export function withPreviewRows(unfiltered: FrontendRow[], previews: FrontendRow[]): FrontendRow[] {
  const rows = unfiltered.filter((row) => row.source !== 'preview');
  const firstResolver = rows.findIndex((row) => row.source === 'resolver');
  const at = firstResolver < 0 ? rows.length : firstResolver;
  const preview = previews.filter((row) => row.source === 'preview');
  return [...rows.slice(0, at), ...preview, ...rows.slice(at)];
}

/**
 * Reads `frontend-urls` (and its preview rows, `filter=preview`), `backend-urls` and, when the
 * server has them, `exposure` and `graphql` (docs/api.md; `graphql` answers 404 in an app without
 * the GraphQL plugin).
 * @param options.resolverRowsOnly ask `frontend-urls?filter=resolver` only (no page or preview
 *   rows: `fleet` compares routes, and page rows grow with the documents)
 * @throws CouldNotRunError when the API is unreachable or answers anything but 200 (404 on exposure and graphql excepted)
 */
export async function discover(
  target: DiscoveryTarget,
  options: { resolverRowsOnly?: boolean } = {},
): Promise<Discovery> {
  const frontendEndpoint = options.resolverRowsOnly ? 'frontend-urls?filter=resolver' : 'frontend-urls';
  const [frontend, previews, backend, exposure, graphql, platform] = await Promise.all([
    getJson<{ urls: FrontendRow[] }>(target, frontendEndpoint, false),
    options.resolverRowsOnly
      ? null
      : getJson<{ urls: FrontendRow[] }>(target, 'frontend-urls?filter=preview', false),
    getJson<{ urls: BackendRow[] }>(target, 'backend-urls', false),
    getJson<ExposureResponse>(target, 'exposure', true, BUILD_WAIT_MS),
    getJson<GraphqlResponse>(target, 'graphql', true),
    readPlatform(target),
  ]);
  if (!Array.isArray(frontend?.urls) || !Array.isArray(backend?.urls)) {
    throw new CouldNotRunError('discovery API answered without a `urls` array: check --url and --prefix.');
  }
  const operations = Array.isArray(graphql?.operations) ? graphql : null;
  const rows = withPreviewRows(frontend.urls, Array.isArray(previews?.urls) ? previews.urls : []);
  return { frontend: rows, backend: backend.urls, exposure, graphql: operations, platform };
}

/**
 * Reads the versions of `v1/platform` (docs/api.md, "Platform response"): the running Strapi, the
 * plugin and Node. Never fails a run: a server without the endpoint, an error answer or a body
 * without the fields is null (the versions are for the reports, known Strapi behaviour and fleet).
 */
export async function readPlatform(target: DiscoveryTarget): Promise<PlatformVersions | null> {
  try {
    const answer = await getJson<{
      platform?: { runtime?: { cms_version?: unknown; node_version?: unknown } };
      metadata?: { package_version?: unknown };
    }>(target, 'platform', true);
    const runtime = answer?.platform?.runtime;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (!runtime || !text(runtime.cms_version)) return null;
    return {
      strapi: text(runtime.cms_version),
      plugin: text(answer?.metadata?.package_version),
      node: text(runtime.node_version),
    };
  } catch {
    return null;
  }
}

/**
 * Logs in through Strapi's `POST /admin/login` and returns the admin access token
 * (`data.accessToken`, or `data.token` before Strapi 5's session tokens). Never logs the password.
 * @throws CouldNotRunError when the login fails
 */
export async function adminLogin(
  baseUrl: string,
  credentials: { email: string; password: string },
  timeoutMs: number,
): Promise<string> {
  const answer = await request(
    joinUrl(baseUrl, '/admin/login'),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(credentials),
      timeoutMs,
      maxRetries: 2,
    },
    true,
  );
  if (answer.status !== 200) {
    const why = answer.status === null ? `unreachable (${answer.error})` : `answered HTTP ${answer.status}`;
    throw new CouldNotRunError(`admin login ${why}: check --admin-email and --admin-password.`);
  }
  try {
    const data = (JSON.parse(answer.body) as { data?: { accessToken?: string; token?: string } }).data;
    const token = data?.accessToken ?? data?.token;
    if (token) return token;
  } catch {
    // falls through to the error below
  }
  throw new CouldNotRunError('admin login answered 200 without an access token.');
}
