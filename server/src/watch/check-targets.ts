import { checkLink, FAILING_LINK_OUTCOMES, HostLimiter, type FetchLike } from '@route-discovery/check-engine';
import type { WatchConfig } from '../config/schema';
import type { CheckResult } from './target-state';

/** What checks one URL: the engine's options as the monitor's settings give them. */
export interface TargetChecker {
  /** Checks `url`; once `signal` aborts, no request of it starts (one under way ends by its timeout). */
  check(url: string, signal: AbortSignal): Promise<CheckResult>;
}

/**
 * The monitor's checks, by the engine the CLI and the admin use (`checkLink` of
 * packages/check-engine: HEAD then GET, retries, `Retry-After`, per-host pacing; decision 0044).
 * One limiter per checker, so pacing holds across a run's checks. A link passes unless its
 * outcome is one of `FAILING_LINK_OUTCOMES` (`broken`, `unreachable`): a redirect or a bot wall
 * (401, 403, 429, 999) is not a broken link.
 * @param fetchImpl the fetch to use (Node's global `fetch` unless a test passes another)
 */
export function targetChecker(config: WatchConfig, fetchImpl: FetchLike = fetch): TargetChecker {
  const limiter = new HostLimiter({ intervalMs: config.hostIntervalMs, concurrency: 1 });
  return {
    async check(url, signal) {
      // A check waiting for its host's turn when the run ends early starts no request.
      const abortable: FetchLike = (input, init) =>
        signal.aborted ? Promise.reject(new Error('run stopped')) : fetchImpl(input, init);
      const result = await checkLink(url, {
        fetchImpl: abortable,
        limiter,
        timeoutMs: config.timeoutMs,
        maxRetries: config.maxRetries,
        headers: { 'User-Agent': config.userAgent },
      });
      const ok = !FAILING_LINK_OUTCOMES.includes(result.outcome);
      return { ok, status: result.status, error: ok ? '' : result.reason };
    },
  };
}
