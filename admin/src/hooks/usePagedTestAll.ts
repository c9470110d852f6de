import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE_MAX } from '@route-discovery/contract';
import { readPage, type FetchJson, type PagedSource } from '../api/usePagedList';
import { MAX_FAILURES_KEPT, walkPages, type WalkFailure, type WalkProgress } from '../lib/page-walker';

/** Passed outcomes remembered for the table (newest kept); older passes are only counted. */
export const PASSES_REMEMBERED = 5_000;

/** How often the table re-renders while a walk reports outcomes, in milliseconds. */
const REFRESH_MS = 100;

/** How a list's rows are tested. */
export interface RowTester<Row, Outcome> {
  /** The rows to test out of a page's raw rows. */
  rowsOf(raw: unknown[]): Row[];
  /** The outcome key of a row (stable across pages: the same row gets the same key). */
  keyOf(row: Row): string;
  test(row: Row, signal: AbortSignal): Promise<Outcome>;
  passed(outcome: Outcome): boolean;
  /** The outcome of a test that threw. */
  failure(error: unknown): Outcome;
  /** Shown while a single row's test runs. */
  running: Outcome;
  /** Tests at once (the check engine's per-host limits apply inside `test`). */
  concurrency: number;
}

/** Test all over a paged list, and single tests, with what the table shows of them. */
export interface PagedTestAll<Row, Outcome> {
  progress: WalkProgress | null;
  running: boolean;
  /** Failed rows of the last walk (and single tests), at most `MAX_FAILURES_KEPT`. */
  failures: Array<WalkFailure<Row, Outcome>>;
  failuresNotKept: number;
  /** The known outcome of a row: every failure, and the newest `PASSES_REMEMBERED` passes. */
  outcomeOf(row: Row): Outcome | undefined;
  start(): void;
  stop(): void;
  testOne(row: Row): Promise<void>;
}

/**
 * Test all walking the server's pages (`page_size=500`, `testable=true`, the table's selection; see
 * `walkPages`): progress of the counts' testable total, a Stop that aborts the walk and its requests
 * at once, failures kept and passes counted so memory stays bounded at any list length.
 * @param total rows to test when known (the counts' `testable`)
 */
export function usePagedTestAll<Row, Outcome>(
  source: PagedSource,
  fetchJson: FetchJson,
  selection: Record<string, string>,
  tester: RowTester<Row, Outcome>,
  total: number | null,
): PagedTestAll<Row, Outcome> {
  // Outcomes live in refs (a walk settles thousands a second); the table re-renders every REFRESH_MS.
  const others = useRef(new Map<string, Outcome>());
  const passes = useRef(new Map<string, Outcome>());
  const failures = useRef<{ kept: Array<WalkFailure<Row, Outcome>>; notKept: number }>({
    kept: [],
    notKept: 0,
  });
  const [, setVersion] = useState(0);
  const [progress, setProgress] = useState<WalkProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setVersion((value) => value + 1);
    }, REFRESH_MS);
  }, []);
  useEffect(
    () => () => {
      controller.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // The counts may come after Test all started: the progress then learns its total.
  useEffect(() => {
    if (total !== null)
      setProgress((previous) => (previous && previous.total === null ? { ...previous, total } : previous));
  }, [total]);

  const remember = (row: Row, outcome: Outcome) => {
    const key = tester.keyOf(row);
    others.current.delete(key);
    passes.current.delete(key);
    if (tester.passed(outcome)) {
      passes.current.set(key, outcome);
      // A Map iterates in insertion order: the first key is the oldest pass.
      if (passes.current.size > PASSES_REMEMBERED)
        passes.current.delete(passes.current.keys().next().value as string);
    } else {
      others.current.set(key, outcome);
      if (outcome !== tester.running) {
        const kept = failures.current;
        if (kept.kept.length < MAX_FAILURES_KEPT) kept.kept.push({ row, outcome });
        else kept.notKept += 1;
      }
    }
    refresh();
  };

  const start = () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    others.current = new Map();
    passes.current = new Map();
    failures.current = { kept: [], notKept: 0 };
    setProgress({ total, tested: 0, passed: 0, failed: 0, pages: 0, state: 'running' });
    const query = { ...selection, testable: 'true', page_size: String(PAGE_SIZE_MAX) };
    void walkPages<Row, Outcome>({
      fetchPage: async (cursor) => {
        const answer = await fetchJson(source.endpoint, cursor ? { ...query, cursor } : query);
        const page = readPage<unknown>(answer, source.rowsKey);
        return { rows: tester.rowsOf(page.rows), nextCursor: page.nextCursor };
      },
      test: tester.test,
      passed: tester.passed,
      failure: tester.failure,
      concurrency: tester.concurrency,
      signal: abort.signal,
      total,
      onOutcome: remember,
      onProgress: (next) => {
        if (controller.current === abort && (!abort.signal.aborted || next.state === 'stopped'))
          setProgress((previous) => ({ ...next, total: next.total ?? previous?.total ?? null }));
      },
    });
  };

  return {
    progress,
    running: progress?.state === 'running',
    failures: failures.current.kept,
    failuresNotKept: failures.current.notKept,
    outcomeOf: (row) => others.current.get(tester.keyOf(row)) ?? passes.current.get(tester.keyOf(row)),
    start,
    stop: () => {
      controller.current?.abort();
      setProgress((previous) =>
        previous?.state === 'running' ? { ...previous, state: 'stopped' } : previous,
      );
    },
    testOne: async (row) => {
      remember(row, tester.running);
      setVersion((value) => value + 1);
      const outcome = await tester.test(row, new AbortController().signal).catch(tester.failure);
      remember(row, outcome);
    },
  };
}
