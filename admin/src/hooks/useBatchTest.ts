import { useRef, useState } from 'react';
import { runBatch, type BatchHandle, type BatchProgress } from '../lib/batch-runner';
import type { ReportRow, TestOutcome } from '../lib/types';
import { testRow, type TestMode } from '../lib/url-test';

/** Concurrent requests of "Test all": enough to be quick, few enough to be gentle on the server. */
export const TEST_ALL_CONCURRENCY = 4;

/** The state and controls of testing report rows, one by one or all at once. */
export interface BatchTest {
  /** Outcome per row key; rows never tested are absent. */
  outcomes: Record<string, TestOutcome>;
  /** Progress of the current or last "Test all", or null before the first. */
  progress: BatchProgress | null;
  /** Whether a "Test all" is running or paused. */
  running: boolean;
  /** Tests one row; resolves true when it passed. */
  testOne(row: ReportRow): Promise<boolean>;
  /** Tests every testable row with bounded concurrency. */
  testAll(rows: ReportRow[]): void;
  pause(): void;
  resume(): void;
  cancel(): void;
}

/**
 * Runs the report's URL tests: frontend rows as an anonymous visitor, backend rows with the admin
 * session (`testMode`), "Test all" through the batch runner (pause, resume, cancel).
 */
export function useBatchTest(testMode: TestMode): BatchTest {
  const [outcomes, setOutcomes] = useState<Record<string, TestOutcome>>({});
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const batch = useRef<BatchHandle | null>(null);
  const setOutcome = (key: string, outcome: TestOutcome) =>
    setOutcomes((previous) => ({ ...previous, [key]: outcome }));

  const testOne = async (row: ReportRow) => {
    setOutcome(row.key, { state: 'running' });
    const outcome = await testRow(row, testMode);
    setOutcome(row.key, outcome);
    return outcome.state === 'passed';
  };

  const testAll = (rows: ReportRow[]) => {
    const testable = rows.filter((row) => row.isTestable);
    setOutcomes(Object.fromEntries(testable.map((row) => [row.key, { state: 'pending' } as TestOutcome])));
    // Set in the click handler, not when the batch first reports (a microtask later), so React
    // disables "Test all" before a second click of a double click can start a second batch.
    setProgress({ total: testable.length, done: 0, passed: 0, failed: 0, state: 'running' });
    batch.current = runBatch(testable, testOne, {
      concurrency: TEST_ALL_CONCURRENCY,
      onProgress: setProgress,
    });
  };

  return {
    outcomes,
    progress,
    running: progress?.state === 'running' || progress?.state === 'paused',
    testOne,
    testAll,
    pause: () => batch.current?.pause(),
    resume: () => batch.current?.resume(),
    cancel: () => batch.current?.cancel(),
  };
}
