/**
 * The retry loop of a smoke request, written once for the admin panel's Test all (browser fetch)
 * and the CLI (Node's fetch). Only WHATWG Fetch and DOM globals both provide: `Response`,
 * `RequestInit`, `AbortSignal.timeout`, `performance`.
 */
import { retryDelayMs, shouldRetry } from './retry';

/** A `fetch`-like request function: the global `fetch`, or a test double with the same shape. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** How often and how long to try. */
export interface RetryOptions {
  /** Retries after the first attempt (0: one attempt only). */
  maxRetries: number;
  /** Timeout of each attempt in milliseconds, body reading included (`AbortSignal.timeout`); none when omitted. */
  timeoutMs?: number;
  /** Awaited before every attempt, e.g. to honour a requests-per-second ceiling. */
  beforeAttempt?: () => Promise<void>;
  /**
   * Runs each attempt's request when its turn comes (a host's limiter, `HostLimiter.run`): the
   * attempt's timeout starts then, not while it waits, so a host with many queued links does not
   * time them out before they are sent.
   */
  pace?: <T>(request: () => Promise<T>) => Promise<T>;
  /** Waits between attempts (milliseconds); a timer unless a test passes another. */
  sleep?: (ms: number) => Promise<void>;
}

/** The last attempt: its response (null after a network error or timeout) or its error. */
export interface RetriedResponse {
  response: Response | null;
  /** What the last attempt threw (null when it got a response). */
  error: unknown;
  /** Attempts made, 1-based. */
  attempts: number;
  /** Milliseconds of the last attempt until its response headers or its error. */
  ms: number;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Requests `url` with `fetchImpl` until an answer is final (`shouldRetry` of `retry.ts`: network
 * errors, 429, 502, 503 and 504 are retried up to `maxRetries` times), waiting `retryDelayMs`
 * between attempts (`Retry-After` honoured). Bodies of dropped responses are cancelled, so their
 * connections are freed. Never throws for a network error: it is returned in `error`.
 */
export async function fetchWithRetries(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  options: RetryOptions,
): Promise<RetriedResponse> {
  const sleep = options.sleep ?? timer;
  for (let attempt = 1; ; attempt += 1) {
    await options.beforeAttempt?.();
    const request = () => {
      const started = performance.now();
      const signal = options.timeoutMs === undefined ? init.signal : AbortSignal.timeout(options.timeoutMs);
      return fetchImpl(url, { ...init, signal }).then(
        (answer) => ({ response: answer as Response | null, error: null as unknown, started }),
        (caught: unknown) => ({ response: null as Response | null, error: caught, started }),
      );
    };
    const { response, error, started } = await (options.pace ? options.pace(request) : request());
    const ms = Math.round(performance.now() - started);
    if (!shouldRetry(response?.status ?? null, attempt, options.maxRetries)) {
      return { response, error, attempts: attempt, ms };
    }
    const retryAfter = response?.headers?.get('retry-after') ?? null;
    if (response?.body) await response.body.cancel().catch(() => undefined);
    await sleep(retryDelayMs(attempt, retryAfter, Date.now()));
  }
}
