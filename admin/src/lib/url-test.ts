import { classify, fetchWithRetries } from '@route-discovery/check-engine';
import type { ReportRow, TestOutcome } from './types';

/** How a row is tested: backend rows with the admin session, frontend rows as an anonymous visitor. */
export type TestMode = { kind: 'admin'; token: string | null } | { kind: 'public' };

/** Retries of Test all on a network error, 429, 502, 503 or 504 (the CLI's default too). */
const MAX_RETRIES = 2;

/** Where the Strapi server answers: the admin's configured backend URL, else this origin. */
export function backendOrigin(): string {
  const configured = (globalThis as { strapi?: { backendURL?: string } }).strapi?.backendURL;
  return configured || globalThis.location?.origin || '';
}

/**
 * Requests one row's target with a plain GET and classifies the answer with the engine the
 * `route-discovery smoke` CLI uses (`@route-discovery/check-engine`, one retry loop for both): 2xx
 * passes, a 3xx passes as a redirect (a browser hides it as an opaque redirect, status 0), anything
 * else or a network error fails; network errors, 429, 502, 503 and 504 are retried with backoff,
 * honouring `Retry-After`. Public tests send no credentials at all (no cookie, no header).
 * @param fetchImpl injectable for tests (defaults to the global fetch)
 * @param signal aborts the request and its retries (Test all's Stop)
 */
export async function testRow(
  row: ReportRow,
  mode: TestMode,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<TestOutcome> {
  const headers: Record<string, string> = {};
  if (mode.kind === 'admin' && mode.token) headers.Authorization = `Bearer ${mode.token}`;
  const { response, error, ms } = await fetchWithRetries(
    fetchImpl,
    `${backendOrigin()}${row.target}`,
    { method: 'GET', headers, credentials: 'omit', redirect: 'manual', signal },
    { maxRetries: MAX_RETRIES },
  );
  const status = response ? (response.type === 'opaqueredirect' ? 302 : response.status) : null;
  const message = error instanceof Error ? error.message : 'Network error';
  const verdict = classify({ status, error: response ? undefined : message }, 'success');
  if (verdict.passed && status !== null) return { state: 'passed', status, ms };
  return { state: 'failed', status, ms, message: response?.statusText || verdict.reason };
}
