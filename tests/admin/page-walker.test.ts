import { MAX_FAILURES_KEPT, walkPages, type WalkProgress } from '../../admin/src/lib/page-walker';

/** Pages of `size` numbers 0..n-1; the cursor is the next index. */
function pages(n: number, size: number) {
  const asked: Array<string | null> = [];
  const fetchPage = async (cursor: string | null) => {
    asked.push(cursor);
    const start = cursor ? Number(cursor) : 0;
    const rows = Array.from({ length: Math.max(0, Math.min(size, n - start)) }, (_, index) => start + index);
    return { rows, nextCursor: start + size < n ? String(start + size) : null };
  };
  return { fetchPage, asked };
}

const failure = () => ({ ok: false });

describe('Test all over pages', () => {
  it('walks every page, keeps the failures with their row and counts the passes', async () => {
    const { fetchPage, asked } = pages(23, 5);
    const progress: WalkProgress[] = [];
    const result = await walkPages({
      fetchPage,
      test: async (row: number) => ({ ok: row % 7 !== 0 }),
      passed: (outcome) => outcome.ok,
      failure,
      concurrency: 3,
      signal: new AbortController().signal,
      total: 23,
      onProgress: (next) => progress.push(next),
    });
    expect(asked).toEqual([null, '5', '10', '15', '20']);
    expect(result.progress).toEqual({
      total: 23,
      tested: 23,
      passed: 19,
      failed: 4,
      pages: 5,
      state: 'finished',
    });
    expect(result.failures.map((entry) => entry.row)).toEqual([0, 7, 14, 21]);
    expect(result.failuresNotKept).toBe(0);
    // Progress grows one row at a time up to the total.
    expect(progress.map((step) => step.tested)).toEqual([
      0,
      ...Array.from({ length: 23 }, (_, i) => i + 1),
      23,
    ]);
  });

  it('tests at most `concurrency` rows at once', async () => {
    const { fetchPage } = pages(12, 12);
    let active = 0;
    let most = 0;
    await walkPages({
      fetchPage,
      test: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 2));
        active -= 1;
        return { ok: true };
      },
      passed: (outcome) => outcome.ok,
      failure,
      concurrency: 4,
      signal: new AbortController().signal,
    });
    expect(most).toBe(4);
  });

  it('stops at once: no further page, no further test, late outcomes dropped', async () => {
    const { fetchPage, asked } = pages(1000, 10);
    const controller = new AbortController();
    let started = 0;
    const result = await walkPages({
      fetchPage,
      test: async (row: number, signal) => {
        started += 1;
        if (row === 12) controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 1));
        return { ok: !signal.aborted };
      },
      passed: (outcome) => outcome.ok,
      failure,
      concurrency: 2,
      signal: controller.signal,
    });
    expect(result.progress.state).toBe('stopped');
    expect(asked).toEqual([null, '10']);
    expect(started).toBeLessThanOrEqual(14);
    expect(result.progress.tested).toBeLessThan(14);
    expect(result.progress.failed).toBe(0);
  });

  it('counts a thrown test as a failure, and a failed page read ends the walk as an error', async () => {
    const thrown = await walkPages({
      fetchPage: pages(2, 5).fetchPage,
      test: async (row: number) => {
        if (row === 1) throw new Error('boom');
        return { ok: true };
      },
      passed: (outcome: { ok: boolean }) => outcome.ok,
      failure,
      concurrency: 1,
      signal: new AbortController().signal,
    });
    expect(thrown.progress).toMatchObject({ tested: 2, passed: 1, failed: 1, state: 'finished' });
    const broken = await walkPages({
      fetchPage: async () => {
        throw new Error('503');
      },
      test: async () => ({ ok: true }),
      passed: (outcome: { ok: boolean }) => outcome.ok,
      failure,
      concurrency: 1,
      signal: new AbortController().signal,
    });
    expect(broken.progress.state).toBe('error');
  });

  it('keeps at most MAX_FAILURES_KEPT failures and counts the rest', async () => {
    const n = MAX_FAILURES_KEPT + 5;
    const result = await walkPages({
      fetchPage: pages(n, 500).fetchPage,
      test: async () => ({ ok: false }),
      passed: (outcome: { ok: boolean }) => outcome.ok,
      failure,
      concurrency: 8,
      signal: new AbortController().signal,
    });
    expect(result.progress.failed).toBe(n);
    expect(result.failures).toHaveLength(MAX_FAILURES_KEPT);
    expect(result.failuresNotKept).toBe(5);
  });
});
