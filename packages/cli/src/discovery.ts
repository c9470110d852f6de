import { joinUrl } from '@route-discovery/check-engine';
import { CouldNotRunError } from './exit-codes';
import { request, type HttpAnswer } from './http';
import type { BackendRow, Discovery, ExposureResponse, FrontendRow } from './types';

/** Where and how to reach the discovery API. */
export interface DiscoveryTarget {
  baseUrl: string;
  /** The content-API prefix (`api.rest.prefix`), e.g. `/api`. */
  prefix: string;
  key: string;
  timeoutMs: number;
  maxRetries: number;
}

/** Turns a failed discovery call into a message that says which failure and what to check. */
function explain(endpoint: string, answer: HttpAnswer): string {
  const where = `discovery API ${endpoint}`;
  if (answer.status === null) {
    return `${where} unreachable (${answer.error}): check --url and that the app is up.`;
  }
  switch (answer.status) {
    case 401:
      return `${where} answered 401: no key was sent; pass --key or set DISCOVERY_API_KEY.`;
    case 403:
      return `${where} answered 403: the key is wrong; check --key / DISCOVERY_API_KEY against the server's DISCOVERY_API_KEY.`;
    case 404:
      return `${where} answered 404: check --url and --prefix (api.rest.prefix) and that the route-discovery plugin is installed and enabled.`;
    case 500:
      return `${where} answered 500: check that DISCOVERY_API_KEY is configured on the server and read its logs.`;
    default:
      return `${where} answered HTTP ${answer.status}: expected 200.`;
  }
}

/** GETs one discovery endpoint as JSON (`optional`: a 404 is null). @throws CouldNotRunError otherwise */
export async function getJson<T>(
  target: DiscoveryTarget,
  endpoint: string,
  optional: boolean,
): Promise<T | null> {
  const url = joinUrl(target.baseUrl, `${target.prefix}/route-discovery/v1/${endpoint}`);
  const answer = await request(
    url,
    {
      headers: { Authorization: `Bearer ${target.key}`, Accept: 'application/json' },
      timeoutMs: target.timeoutMs,
      maxRetries: target.maxRetries,
    },
    true,
  );
  if (optional && answer.status === 404) return null;
  if (answer.status !== 200) throw new CouldNotRunError(explain(endpoint, answer));
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    throw new CouldNotRunError(
      `discovery API ${endpoint} answered 200 with a body that is not JSON: check --url.`,
    );
  }
}

/**
 * Reads `frontend-urls`, `backend-urls` and, when the server has it, `exposure` (docs/api.md).
 * @throws CouldNotRunError when the API is unreachable or answers anything but 200 (404 on exposure excepted)
 */
export async function discover(target: DiscoveryTarget): Promise<Discovery> {
  const [frontend, backend, exposure] = await Promise.all([
    getJson<{ urls: FrontendRow[] }>(target, 'frontend-urls', false),
    getJson<{ urls: BackendRow[] }>(target, 'backend-urls', false),
    getJson<ExposureResponse>(target, 'exposure', true),
  ]);
  if (!Array.isArray(frontend?.urls) || !Array.isArray(backend?.urls)) {
    throw new CouldNotRunError('discovery API answered without a `urls` array: check --url and --prefix.');
  }
  return { frontend: frontend.urls, backend: backend.urls, exposure };
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
