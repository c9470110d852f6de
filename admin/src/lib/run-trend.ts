import type { RunVerdict, StoredRun } from './types';

/** One run on the trend, oldest first: what a pass/fail and duration chart plots. */
export interface TrendPoint {
  id: number;
  /** When the server stored the run, epoch milliseconds. */
  at: number;
  verdict: RunVerdict;
  /** Whether the run passed (exit code 0). */
  passed: boolean;
  durationMs: number;
  checks: number;
  failed: number;
}

/** The trend's figures in a sentence: how many runs, passed and failed, and the median duration. */
export interface TrendSummary {
  runs: number;
  passed: number;
  /** Runs that did not pass: failed, nothing tested. */
  notPassed: number;
  /** Share of runs that passed, 0 to 1; null without runs. */
  passRate: number | null;
  /** Median duration in milliseconds; null without runs. */
  medianDurationMs: number | null;
}

/**
 * The pass/fail and duration trend of runs as `GET v1/runs` lists them (newest first): the same
 * runs, oldest first, as points a chart or a table draws left to right.
 */
export function runTrend(runs: readonly StoredRun[]): TrendPoint[] {
  return runs
    .map((run) => ({
      id: run.id,
      at: Date.parse(run.received_at),
      verdict: run.verdict,
      passed: run.verdict === 'passed',
      durationMs: run.duration_ms,
      checks: run.totals.checks,
      failed: run.totals.failed,
    }))
    .sort((a, b) => a.at - b.at || a.id - b.id);
}

/** Counts and the median duration of trend points. */
export function summarizeTrend(points: readonly TrendPoint[]): TrendSummary {
  const passed = points.filter((point) => point.passed).length;
  const durations = points.map((point) => point.durationMs).sort((a, b) => a - b);
  const middle = Math.floor(durations.length / 2);
  const median =
    durations.length === 0
      ? null
      : durations.length % 2
        ? durations[middle]
        : Math.round((durations[middle - 1] + durations[middle]) / 2);
  return {
    runs: points.length,
    passed,
    notPassed: points.length - passed,
    passRate: points.length ? passed / points.length : null,
    medianDurationMs: median,
  };
}

/**
 * A duration for people: `850 ms`, `4.2 s` (`4,2 s` in `fr`), `3 min 05 s`, `1 h 02 min`. The unit
 * symbols are SI's and read the same in every shipped language; the numbers follow `locale`.
 * @param ms milliseconds, at least 0
 * @param locale a BCP 47 locale, the admin's (`useIntl().locale`); English when left out
 */
export function formatDuration(ms: number, locale = 'en'): string {
  if (ms < 1000) return `${new Intl.NumberFormat(locale).format(Math.round(ms))} ms`;
  const seconds = ms / 1000;
  const tenths = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (seconds < 60) return `${tenths.format(seconds)} s`;
  const wholeSeconds = Math.round(seconds);
  const minutes = Math.floor(wholeSeconds / 60);
  if (minutes < 60) return `${minutes} min ${String(wholeSeconds % 60).padStart(2, '0')} s`;
  return `${new Intl.NumberFormat(locale).format(Math.floor(minutes / 60))} h ${String(minutes % 60).padStart(2, '0')} min`;
}
