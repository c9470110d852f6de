import type { ReportRow, TestOutcome } from './types';

/** How a row is tested: backend rows with the admin session, frontend rows as an anonymous visitor. */
export type TestMode = { kind: 'admin'; token: string | null } | { kind: 'public' };

/** Where the Strapi server answers: the admin's configured backend URL, else this origin. */
export function backendOrigin(): string {
  const configured = (globalThis as { strapi?: { backendURL?: string } }).strapi?.backendURL;
  return configured || globalThis.location?.origin || '';
}

/**
 * Requests one row's target with a plain GET. A 2xx status passes; anything else, or a network
 * error, fails. Public tests send no credentials at all (no cookie, no header).
 * @param fetchImpl injectable for tests (defaults to the global fetch)
 */
export async function testRow(
  row: ReportRow,
  mode: TestMode,
  fetchImpl: typeof fetch = fetch,
): Promise<TestOutcome> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (mode.kind === 'admin' && mode.token) headers.Authorization = `Bearer ${mode.token}`;
  try {
    const response = await fetchImpl(`${backendOrigin()}${row.target}`, {
      method: 'GET',
      headers,
      credentials: 'omit',
      redirect: 'manual',
    });
    const ms = Date.now() - started;
    if (response.status >= 200 && response.status < 300)
      return { state: 'passed', status: response.status, ms };
    return {
      state: 'failed',
      status: response.status,
      ms,
      message: response.statusText || `HTTP ${response.status}`,
    };
  } catch (error) {
    return {
      state: 'failed',
      status: null,
      ms: Date.now() - started,
      message: error instanceof Error ? error.message : 'Network error',
    };
  }
}
