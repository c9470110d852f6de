/**
 * One link check: HEAD first, GET when the server refuses HEAD, each attempt paced per host and
 * retried by `fetchWithRetries` (429 with `Retry-After` honoured). Shared by the CLI and the admin.
 */
import { fetchWithRetries, type FetchLike } from './fetch-with-retries';
import type { HostLimiter } from './host-limiter';
import {
  DEFAULT_ACCEPT,
  HEAD_REFUSED_STATUSES,
  linkOutcome,
  type LinkOutcome,
  type StatusRanges,
} from './link-outcome';

/** How to check links. */
export interface LinkCheckOptions {
  fetchImpl: FetchLike;
  /** Paces every attempt per host; null for none (links into this CMS, paced by the run's own limits). */
  limiter: HostLimiter | null;
  timeoutMs: number;
  maxRetries: number;
  accept?: StatusRanges;
  strict?: boolean;
  headers?: Record<string, string>;
  /** Waits between retries; a timer unless a test passes another. */
  sleep?: (ms: number) => Promise<void>;
}

/** The result of one link check. */
export interface LinkCheckResult {
  outcome: LinkOutcome;
  reason: string;
  /** Status of the last answer, null after a network error or timeout. */
  status: number | null;
  /** The method of the last request. */
  method: 'HEAD' | 'GET';
  /** Requests made, HEAD and GET and their retries together. */
  attempts: number;
  /** Milliseconds of the last attempt. */
  ms: number;
}

/** A network error's cause without stack or path (`ECONNREFUSED`, `timeout`). */
export function networkErrorCause(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code || (error instanceof Error ? error.message : 'network error');
}

/**
 * Checks one absolute http(s) URL (docs/decisions/0091-link-checking-politeness.md). Redirects are
 * not followed: a 3xx is reported as `redirect` with its `Location`. Never throws.
 */
export async function checkLink(url: string, options: LinkCheckOptions): Promise<LinkCheckResult> {
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    return { outcome: 'broken', reason: 'not a URL', status: null, method: 'HEAD', attempts: 0, ms: 0 };
  }
  const { limiter, fetchImpl } = options;
  // Paced per attempt, the timeout started in the host's turn (fetchWithRetries `pace`).
  const retry = {
    maxRetries: options.maxRetries,
    timeoutMs: options.timeoutMs,
    sleep: options.sleep,
    pace: limiter ? <T>(request: () => Promise<T>) => limiter.run(host, request) : undefined,
  };
  const init = (method: 'HEAD' | 'GET'): RequestInit => ({
    method,
    redirect: 'manual',
    headers: options.headers,
  });
  let method: 'HEAD' | 'GET' = 'HEAD';
  let last = await fetchWithRetries(fetchImpl, url, init('HEAD'), retry);
  let attempts = last.attempts;
  if (last.response && HEAD_REFUSED_STATUSES.includes(last.response.status)) {
    await last.response.body?.cancel().catch(() => undefined);
    method = 'GET';
    last = await fetchWithRetries(fetchImpl, url, init('GET'), retry);
    attempts += last.attempts;
  }
  const { response } = last;
  await response?.body?.cancel().catch(() => undefined);
  // A browser hides a manual redirect's status and target (Fetch standard, "opaque-redirect").
  if (response?.type === 'opaqueredirect') {
    return { outcome: 'redirect', reason: 'redirect', status: null, method, attempts, ms: last.ms };
  }
  const verdict = linkOutcome(
    {
      status: response?.status ?? null,
      error: response ? null : networkErrorCause(last.error),
      location: response?.headers.get('location'),
    },
    options.accept ?? DEFAULT_ACCEPT,
    options.strict ?? false,
  );
  return { ...verdict, status: response?.status ?? null, method, attempts, ms: last.ms };
}
