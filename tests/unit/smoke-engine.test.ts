import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  backendTarget,
  classify,
  fetchWithRetries,
  frontendTarget,
  joinUrl,
  retryDelayMs,
  shouldRetry,
  type FetchLike,
} from '@route-discovery/check-engine';
import { testRow } from '../../admin/src/lib/url-test';
import type { ReportRow } from '../../admin/src/lib/types';

describe('shared smoke engine (admin Test all and the CLI)', () => {
  it('classifies successes, redirects, errors and refusals', () => {
    expect(classify({ status: 204 }, 'success')).toMatchObject({ passed: true, kind: 'ok' });
    expect(classify({ status: 301, location: '/en' }, 'success')).toEqual({
      passed: true,
      kind: 'redirect',
      reason: 'HTTP 301 redirect to /en',
    });
    expect(classify({ status: 302 }, 'success', false)).toMatchObject({ passed: false, kind: 'redirect' });
    expect(classify({ status: 500 }, 'success')).toMatchObject({ passed: false, reason: 'HTTP 500' });
    expect(classify({ status: null, error: 'ECONNREFUSED' }, 'success')).toMatchObject({
      passed: false,
      kind: 'network-error',
      reason: 'ECONNREFUSED',
    });
    expect(classify({ status: 401 }, 'refusal').passed).toBe(true);
    expect(classify({ status: 403 }, 'refusal').passed).toBe(true);
    expect(classify({ status: 200 }, 'refusal')).toMatchObject({
      passed: false,
      reason: 'answers without credentials (HTTP 200)',
    });
    expect(classify({ status: 404 }, 'refusal')).toMatchObject({ passed: false, kind: 'not-refused' });
  });

  it('retries network errors, 429, 502, 503 and 504 within the retry budget only', () => {
    for (const status of [null, 429, 502, 503, 504]) expect(shouldRetry(status, 1, 2)).toBe(true);
    for (const status of [200, 301, 400, 401, 404, 500]) expect(shouldRetry(status, 1, 2)).toBe(false);
    expect(shouldRetry(503, 3, 2)).toBe(false);
  });

  it('waits per Retry-After (seconds or HTTP-date, RFC 9110 10.2.3), else backs off exponentially, capped', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryDelayMs(1, '3', now)).toBe(3000);
    expect(retryDelayMs(1, 'Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryDelayMs(1, '9999', now)).toBe(30000);
    expect(retryDelayMs(1, null, now)).toBe(250);
    expect(retryDelayMs(3, 'not a date', now)).toBe(1000);
  });

  it('builds targets from rows', () => {
    expect(
      frontendTarget({ url: '/api/a/:id', resolved_url: '/api/a/x1', query_params: { locale: 'fr' } }),
    ).toBe('/api/a/x1?locale=fr');
    expect(frontendTarget({ url: '/api/a', resolved_url: '', query_params: {} })).toBe('/api/a');
    expect(backendTarget({ route: '/admin/users/:id', resolved_route: '' })).toBe('/admin/users/:id');
    expect(joinUrl('https://cms.example.com/base/', '/api/x')).toBe('https://cms.example.com/base/api/x');
  });

  describe('fetchWithRetries, the one retry loop', () => {
    const noWait = async () => undefined;
    const answer = (status: number, retryAfter?: string) =>
      new Response(`body ${status}`, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });

    it('retries a retryable status, cancels the dropped body and returns the final answer', async () => {
      const first = answer(503, '0');
      const answers = [first, answer(200)];
      const fetchMock = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(
        async () => answers.shift() as Response,
      );
      const result = await fetchWithRetries(
        fetchMock,
        '/x',
        { method: 'GET' },
        { maxRetries: 2, sleep: noWait },
      );
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(result).toMatchObject({ attempts: 2, error: null });
      expect(result.response?.status).toBe(200);
      // A cancelled body can no longer be read: the dropped response freed its connection.
      await expect(first.text()).rejects.toThrow();
    });

    it('gives up after maxRetries with the last answer, and returns a network error instead of throwing', async () => {
      const busy = await fetchWithRetries(
        async () => answer(429),
        '/x',
        {},
        { maxRetries: 1, sleep: noWait },
      );
      expect(busy).toMatchObject({ attempts: 2 });
      expect(busy.response?.status).toBe(429);
      const refused = new TypeError('fetch failed');
      const down = await fetchWithRetries(
        async () => {
          throw refused;
        },
        '/x',
        {},
        { maxRetries: 2, sleep: noWait },
      );
      expect(down).toMatchObject({ response: null, error: refused, attempts: 3 });
    });

    it('does not retry a final status and passes each attempt a timeout signal when asked', async () => {
      const seen: RequestInit[] = [];
      const result = await fetchWithRetries(
        async (_url, init) => {
          seen.push(init);
          return answer(500);
        },
        '/x',
        { redirect: 'manual' },
        { maxRetries: 2, timeoutMs: 1000, sleep: noWait },
      );
      expect(result.attempts).toBe(1);
      expect(seen[0]).toMatchObject({ redirect: 'manual' });
      expect(seen[0].signal).toBeInstanceOf(AbortSignal);
    });
  });

  it("lets the admin's Test all retry a 503 with Retry-After through the engine", async () => {
    const answers = [
      { status: 503, statusText: 'Service Unavailable', headers: new Headers({ 'Retry-After': '0' }) },
      { status: 200, statusText: 'OK', headers: new Headers() },
    ];
    const fetchMock = jest.fn(async () => answers.shift() as unknown as Response);
    const row = { target: '/api/articles' } as ReportRow;
    const outcome = await testRow(row, { kind: 'public' }, fetchMock as unknown as typeof fetch);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(outcome).toMatchObject({ state: 'passed', status: 200 });
  });

  // The contract package is the one layer below it: never published, inlined by every bundle too.
  it('imports nothing but its own modules and the contract, so the browser bundle and the CLI can both load it', () => {
    const dir = join(__dirname, '../../packages/check-engine/src');
    for (const file of readdirSync(dir)) {
      const imports = [...readFileSync(join(dir, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      const outside = imports.filter(
        (source) => !source.startsWith('./') && source !== '@route-discovery/contract',
      );
      expect(outside).toEqual([]);
    }
  });
});
