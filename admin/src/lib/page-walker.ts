/**
 * "Test all" over a paged list (docs/decisions/0145-paged-admin-tables.md): walks the server's pages
 * one after another and tests each page's rows with bounded concurrency, keeping only what a
 * report needs: the failures (row and outcome, up to `MAX_FAILURES_KEPT`) and counts. Memory is one
 * page plus the failures, whatever the list's length.
 */

/** Failures kept with their row; more are counted only (a page of 500 failures is already a lot to read). */
export const MAX_FAILURES_KEPT = 10_000;

/** Progress of a walk: rows tested, passed and failed, of `total` (null while the counts are unknown). */
export interface WalkProgress {
  total: number | null;
  tested: number;
  passed: number;
  failed: number;
  /** Pages read so far. */
  pages: number;
  state: 'running' | 'stopped' | 'finished' | 'error';
}

/** A failed row and its outcome. */
export interface WalkFailure<Row, Outcome> {
  row: Row;
  outcome: Outcome;
}

/** What a walk reads, tests and reports. */
export interface WalkOptions<Row, Outcome> {
  /** Reads one page of the testable rows (`page_size=500`, `testable=true`, the table's selection). */
  fetchPage(cursor: string | null, signal: AbortSignal): Promise<{ rows: Row[]; nextCursor: string | null }>;
  /** Tests one row; should stop its request when `signal` aborts. A throw counts as a failure. */
  test(row: Row, signal: AbortSignal): Promise<Outcome>;
  /** Whether an outcome is a pass. */
  passed(outcome: Outcome): boolean;
  /** Tests at once within a page, at least 1 (the engine's per-host limits apply inside `test`). */
  concurrency: number;
  /** Stops the walk at once: no new page, no new test, and outcomes settling later are dropped. */
  signal: AbortSignal;
  /** Rows to test, for the progress (the counts' `testable`), when known. */
  total?: number | null;
  onProgress?(progress: WalkProgress): void;
  /** Every outcome as it settles (the table shows those of its visible rows). */
  onOutcome?(row: Row, outcome: Outcome): void;
  /** Makes the outcome of a test that threw. */
  failure(error: unknown): Outcome;
}

/** The end of a walk: the final progress, the failures kept, and how many more were only counted. */
export interface WalkResult<Row, Outcome> {
  progress: WalkProgress;
  failures: Array<WalkFailure<Row, Outcome>>;
  failuresNotKept: number;
}

/** Walks every page and tests every row (see the module comment); resolves when done or stopped. */
export async function walkPages<Row, Outcome>(
  options: WalkOptions<Row, Outcome>,
): Promise<WalkResult<Row, Outcome>> {
  const { signal } = options;
  const progress: WalkProgress = {
    total: options.total ?? null,
    tested: 0,
    passed: 0,
    failed: 0,
    pages: 0,
    state: 'running',
  };
  const failures: Array<WalkFailure<Row, Outcome>> = [];
  let failuresNotKept = 0;
  const report = () => options.onProgress?.({ ...progress });
  const settle = (row: Row, outcome: Outcome) => {
    if (signal.aborted) return;
    progress.tested += 1;
    if (options.passed(outcome)) progress.passed += 1;
    else {
      progress.failed += 1;
      if (failures.length < MAX_FAILURES_KEPT) failures.push({ row, outcome });
      else failuresNotKept += 1;
    }
    options.onOutcome?.(row, outcome);
    report();
  };
  const testPage = async (rows: Row[]) => {
    let next = 0;
    const lane = async () => {
      while (!signal.aborted && next < rows.length) {
        const row = rows[next++];
        const outcome = await options.test(row, signal).catch((error: unknown) => options.failure(error));
        settle(row, outcome);
      }
    };
    const lanes = Math.max(1, Math.floor(options.concurrency));
    await Promise.all(Array.from({ length: Math.min(lanes, rows.length) }, lane));
  };

  report();
  let cursor: string | null = null;
  try {
    do {
      const page = await options.fetchPage(cursor, signal);
      if (signal.aborted) break;
      progress.pages += 1;
      await testPage(page.rows);
      cursor = page.nextCursor;
    } while (cursor && !signal.aborted);
    progress.state = signal.aborted ? 'stopped' : 'finished';
  } catch {
    progress.state = signal.aborted ? 'stopped' : 'error';
  }
  report();
  return { progress: { ...progress }, failures, failuresNotKept };
}
