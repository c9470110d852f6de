import type { MonitorTargetState } from '@route-discovery/contract';

/** The stored history of one watched URL (a row of `route_discovery_watch_targets`), times in ms. */
export interface TargetHistory {
  state: MonitorTargetState;
  state_since: number;
  last_checked: number | null;
  last_success: number | null;
  first_failure: number | null;
  consecutive_failures: number;
  last_status: number | null;
  last_error: string;
}

/** One check's result as the monitor keeps it: whether it passed, the status, the reason. */
export interface CheckResult {
  ok: boolean;
  /** HTTP status of the last answer; null after a network error or timeout. */
  status: number | null;
  /** Why it failed ('' when it passed), without stack or path. */
  error: string;
}

/** What one check does to a target: its new history and the event it raises, if any. */
export interface Transition {
  next: TargetHistory;
  event: 'broken' | 'recovered' | null;
}

/**
 * The one rule of a target's state (docs/monitoring.md, "States"): a failing check makes it
 * `failing`, and `broken` at the `brokenAfter`-th failure in a row (one `broken` event, then none
 * while it stays broken); a passing check makes it `ok`, with one `recovered` event when it was
 * broken (a `failing` target that passes again raises none: it was never reported).
 * @param now the check's time, ms since the epoch
 */
export function applyCheck(
  history: TargetHistory,
  result: CheckResult,
  brokenAfter: number,
  now: number,
): Transition {
  const error = result.error.slice(0, 255);
  if (result.ok) {
    const changed = history.state !== 'ok';
    return {
      next: {
        state: 'ok',
        state_since: changed ? now : history.state_since,
        last_checked: now,
        last_success: now,
        first_failure: null,
        consecutive_failures: 0,
        last_status: result.status,
        last_error: '',
      },
      event: history.state === 'broken' ? 'recovered' : null,
    };
  }
  const failures = history.consecutive_failures + 1;
  const state: MonitorTargetState =
    history.state === 'broken' || failures >= brokenAfter ? 'broken' : 'failing';
  return {
    next: {
      state,
      state_since: state === history.state ? history.state_since : now,
      last_checked: now,
      last_success: history.last_success,
      first_failure: history.first_failure ?? now,
      consecutive_failures: failures,
      last_status: result.status,
      last_error: error,
    },
    event: state === 'broken' && history.state !== 'broken' ? 'broken' : null,
  };
}
