import { fetchWithRetries } from '@route-discovery/check-engine';

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
  /** The last answer's `Retry-After` header (RFC 9110 section 10.2.3), or null. */
  retryAfter: string | null;
}

/** The network error's cause, without stack or file path (e.g. `ECONNREFUSED`, `timeout after 10000 ms`). */
function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timeout after ${timeoutMs} ms`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code || cause?.message || (error instanceof Error ? error.message : 'network error');
}

/**
 * Requests `url` with Node's global fetch, never following redirects, through the engine's retry
 * loop (`fetchWithRetries`: network errors, 429, 502, 503 and 504 with backoff, `Retry-After`
 * honoured). A body that cannot be read in time counts as a network error.
 * @param readBody read the body (discovery calls) or discard it (smoke checks); a function reads
 *   it only for the statuses it accepts (a smoke check's server error, for Strapi's message)
 */
export async function request(
  url: string,
  options: RequestOptions,
  readBody: boolean | ((status: number) => boolean) = false,
): Promise<HttpAnswer> {
  const { response, error, attempts, ms } = await fetchWithRetries(
    fetch,
    url,
    { method: options.method ?? 'GET', headers: options.headers, body: options.body, redirect: 'manual' },
    { maxRetries: options.maxRetries, timeoutMs: options.timeoutMs, beforeAttempt: options.beforeAttempt },
  );
  const failed = (cause: unknown): HttpAnswer => ({
    status: null,
    location: null,
    error: describeError(cause, options.timeoutMs),
    ms,
    attempts,
    body: '',
    retryAfter: null,
  });
  if (!response) return failed(error);
  let body = '';
  try {
    if (typeof readBody === 'function' ? readBody(response.status) : readBody) body = await response.text();
    else await response.body?.cancel();
  } catch (caught) {
    return failed(caught);
  }
  return {
    status: response.status,
    location: response.headers.get('location'),
    error: null,
    ms,
    attempts,
    body,
    retryAfter: response.headers.get('retry-after'),
  };
}
