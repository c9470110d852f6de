import { useEffect, useState } from 'react';
import type { Summary, SummaryCountingResponse, SummaryResponse } from '../lib/types';

/**
 * Polling of `v1/summary` while the server recounts (docs/decisions/0149-summary-recount-in-background.md):
 * the first poll after `POLL_FIRST_MS`, each next one 1.5 times later, at most `POLL_MAX_MS`
 * apart, for at most `POLL_FOR_MS` after the page opened (then the next visit shows the new
 * counts). A poll costs the server one fingerprint statement and the cached parts of the summary.
 */
export const POLL_FIRST_MS = 3000;
/** The longest wait between two polls. */
export const POLL_MAX_MS = 30_000;
/** How long a page polls at most. */
export const POLL_FOR_MS = 15 * 60_000;

/** The wait before the poll after one that waited `previous` ms (none yet: `POLL_FIRST_MS`). */
export function nextPollDelay(previous: number | null): number {
  return previous === null ? POLL_FIRST_MS : Math.min(POLL_MAX_MS, Math.round(previous * 1.5));
}

/** What the counts show: the summary or, while the first count runs, when it started. */
export interface SummaryPollState {
  loading: boolean;
  error: unknown;
  /** The last summary answered (its `counts_state` says whether it is being recounted). */
  summary: Summary | null;
  /** Set while the server counts for the first time (202): the walk's start, ISO 8601. */
  countingSince: string | null;
  /** Whether another poll is scheduled. */
  polling: boolean;
}

/** Whether an answer asks for another poll: counting, or counts being recounted. */
function needsPoll(answer: SummaryResponse | SummaryCountingResponse): boolean {
  return 'counting' in answer || answer.summary.counts_state === 'updating';
}

/**
 * Reads the summary with `fetchSummary` and polls it as `nextPollDelay` says while the answer is
 * a 202 `counting` or `counts_state: 'updating'`; the counts shown stay the last ones until new
 * ones come (a failed poll keeps them and ends the polling). `fetchSummary` null: nothing is read.
 */
export function useSummaryPoll(
  fetchSummary: (() => Promise<SummaryResponse | SummaryCountingResponse>) | null,
): SummaryPollState {
  const [state, setState] = useState<SummaryPollState>({
    loading: true,
    error: null,
    summary: null,
    countingSince: null,
    polling: false,
  });
  useEffect(() => {
    if (!fetchSummary) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const opened = Date.now();
    let delay: number | null = null;
    const read = async () => {
      try {
        const answer = await fetchSummary();
        if (!alive) return;
        delay = nextPollDelay(delay);
        const polling = needsPoll(answer) && Date.now() - opened + delay <= POLL_FOR_MS;
        setState((previous) => ({
          loading: false,
          error: null,
          summary: 'counting' in answer ? previous.summary : answer.summary,
          countingSince: 'counting' in answer ? answer.counting.started_at : null,
          polling,
        }));
        if (polling) timer = setTimeout(() => void read(), delay);
      } catch (error) {
        if (!alive) return;
        // A failed poll keeps the counts shown; a failed first read is an error.
        setState((previous) =>
          previous.summary ? { ...previous, polling: false } : { ...previous, loading: false, error },
        );
      }
    };
    setState((previous) => ({ ...previous, loading: true, error: null }));
    void read();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [fetchSummary]);
  return state;
}
