import {
  checkLink,
  classify,
  FAILING_LINK_OUTCOMES,
  fetchWithRetries,
  HostLimiter,
  networkErrorCause,
  type Expectation,
  type FetchLike,
} from '@route-discovery/check-engine';
import type { WatchConfig } from '../config';
import type { CheckResult } from './target-state';

/** The monitor's settings a checker reads (a worker thread is given these alone). */
export type CheckSettings = Pick<WatchConfig, 'hostIntervalMs' | 'timeoutMs' | 'maxRetries' | 'userAgent'>;

/** The host (with its port) of `url`, or `url` itself when it does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** What checks one URL: the engine's options as the monitor's settings give them. */
export interface TargetChecker {
  /**
   * Checks `url`; once `signal` aborts, no request of it starts (one under way ends by its timeout).
   * @param expect what an anonymous GET must answer (`content-api` and `admin` targets), or
   *   null/absent for a link (the link rule)
   */
  check(url: string, signal: AbortSignal, expect?: Expectation | null): Promise<CheckResult>;
}

/**
 * The monitor's checks, by the engine the CLI and the admin use (`checkLink` of
 * packages/check-engine: HEAD then GET, retries, `Retry-After`, per-host pacing; decision 0044).
 * One limiter per checker, so pacing holds across a run's checks, requests to this app included.
 * A link passes unless its outcome is one of `FAILING_LINK_OUTCOMES` (`broken`, `unreachable`): a
 * redirect or a bot wall (401, 403, 429, 999) is not a broken link. A discovery row (`expect`
 * given) is one anonymous GET, redirects not followed, judged as the CLI's smoke check judges it
 * (`classify`: `success` passes on 2xx or 3xx, `refusal` on 401 or 403; decision 0242).
 * @param fetchImpl the fetch to use (Node's global `fetch` unless a test passes another)
 */
export function targetChecker(config: CheckSettings, fetchImpl: FetchLike = fetch): TargetChecker {
  const limiter = new HostLimiter({ intervalMs: config.hostIntervalMs, concurrency: 1 });
  const headers = { 'User-Agent': config.userAgent };
  return {
    async check(url, signal, expect) {
      // A check waiting for its host's turn when the run ends early starts no request.
      const abortable: FetchLike = (input, init) =>
        signal.aborted ? Promise.reject(new Error('run stopped')) : fetchImpl(input, init);
      if (expect) {
        // A URL that does not parse is paced under itself and fails as the request's error.
        const host = hostOf(url);
        const retry = {
          maxRetries: config.maxRetries,
          timeoutMs: config.timeoutMs,
          pace: <T>(request: () => Promise<T>) => limiter.run(host, request),
        };
        const init: RequestInit = { method: 'GET', redirect: 'manual', headers };
        const { response, error } = await fetchWithRetries(abortable, url, init, retry);
        await response?.body?.cancel().catch(() => undefined);
        const observed = {
          status: response?.status ?? null,
          location: response?.headers.get('location'),
          error: response ? undefined : networkErrorCause(error),
        };
        const verdict = classify(observed, expect);
        return { ok: verdict.passed, status: observed.status, error: verdict.passed ? '' : verdict.reason };
      }
      const result = await checkLink(url, {
        fetchImpl: abortable,
        limiter,
        timeoutMs: config.timeoutMs,
        maxRetries: config.maxRetries,
        headers,
      });
      const ok = !FAILING_LINK_OUTCOMES.includes(result.outcome);
      return { ok, status: result.status, error: ok ? '' : result.reason };
    },
  };
}
