import { retryDelayMs, shouldRetry } from './engine/retry';

/** Options of one HTTP request with retries. */
export interface RequestOptions {
  headers?: Record<string, string>;
  method?: string;
  body?: string;
  timeoutMs: number;
  maxRetries: number;
  /** Called before every attempt, e.g. to honour a `--rate` ceiling. */
  beforeAttempt?: () => Promise<void>;
}

/** The answer to a request: status (null after a network error or timeout) and what reports need. */
export interface HttpAnswer {
  status: number | null;
  location: string | null;
  error: string | null;
  ms: number;
  attempts: number;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The network error's cause, without stack or file path (e.g. `ECONNREFUSED`, `timeout after 10000 ms`). */
function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timeout after ${timeoutMs} ms`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code || cause?.message || (error instanceof Error ? error.message : 'network error');
}

/**
 * Requests `url` with Node's global fetch, never following redirects, retrying network errors and
 * the statuses of `engine/retry.ts` with backoff (honouring `Retry-After`).
 * @param readBody read the body (discovery calls) or discard it (smoke checks)
 */
export async function request(url: string, options: RequestOptions, readBody = false): Promise<HttpAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    await options.beforeAttempt?.();
    const started = performance.now();
    let status: number | null = null;
    let retryAfter: string | null = null;
    try {
      const response = await fetch(url, {
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      const body = readBody ? await response.text() : '';
      if (!readBody) await response.body?.cancel();
      const ms = Math.round(performance.now() - started);
      if (!shouldRetry(status, attempt, options.maxRetries)) {
        return {
          status,
          location: response.headers.get('location'),
          error: null,
          ms,
          attempts: attempt,
          body,
        };
      }
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      if (!shouldRetry(null, attempt, options.maxRetries)) {
        return {
          status: null,
          location: null,
          error: describeError(error, options.timeoutMs),
          ms,
          attempts: attempt,
          body: '',
        };
      }
    }
    await sleep(retryDelayMs(attempt, retryAfter, Date.now()));
  }
}
