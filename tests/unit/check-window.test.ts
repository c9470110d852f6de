import { checkInWindow, type CheckedTarget, type CheckWindow } from '../../server/src/watch/check-window';
import type { CheckResult } from '../../server/src/watch/target-state';
import type { StoredTarget } from '../../server/src/watch/target-store';

/** A stored target named `t<n>`. */
const target = (n: number): StoredTarget => ({
  id: `t${n}`,
  kind: 'external',
  url: `http://example.test/${n}`,
  first_seen: 0,
  last_seen: 0,
  state: 'unchecked',
  state_since: 0,
  last_checked: null,
  last_success: null,
  first_failure: null,
  consecutive_failures: 0,
  last_status: null,
  last_error: '',
});

/** A check the test settles by hand. */
interface Pending {
  url: string;
  signal: AbortSignal;
  settle: (result: CheckResult) => void;
}

const ok: CheckResult = { ok: true, status: 200, error: '' };
const tick = () => new Promise((resolve) => setImmediate(resolve));

function windowOf(count: number, overrides: Partial<CheckWindow> = {}) {
  const plan = Array.from({ length: count }, (_, n) => target(n));
  const pending: Pending[] = [];
  const written: CheckedTarget[][] = [];
  const window: CheckWindow = {
    concurrency: 4,
    batchSize: 2,
    checkpointMs: 60_000,
    budget: count,
    next: async (limit) => plan.splice(0, limit),
    check: (url, signal) => new Promise((settle) => pending.push({ url, signal, settle })),
    checkpoint: async (done) => void written.push(done),
    shouldStop: () => false,
    ...overrides,
  };
  return { window, pending, written };
}

describe('checkInWindow', () => {
  it('keeps at most `concurrency` checks in flight, refills at half, and writes batches as results arrive', async () => {
    const { window, pending, written } = windowOf(10);
    const done = checkInWindow(window);
    await tick();
    expect(pending.map((check) => check.url)).toEqual([0, 1, 2, 3].map((n) => `http://example.test/${n}`));
    pending[1].settle(ok);
    await tick();
    // One finished of four: no refill yet (more than half still in flight), no batch full yet.
    expect(pending).toHaveLength(4);
    expect(written).toEqual([]);
    pending[0].settle(ok);
    await tick();
    // Two finished: one checkpoint of both, and the window is refilled to four in flight.
    expect(written.map((batch) => batch.map((item) => item.target.id))).toEqual([['t1', 't0']]);
    expect(pending).toHaveLength(6);
    for (const check of pending.slice(2)) check.settle(ok);
    await tick();
    for (const check of pending.slice(6)) check.settle(ok);
    await tick();
    for (const check of pending.slice(8)) check.settle(ok);
    expect(await done).toEqual({ stopped: false });
    expect(
      written
        .flat()
        .map((item) => item.target.id)
        .sort(),
    ).toEqual(Array.from({ length: 10 }, (_, n) => `t${n}`).sort());
    expect(pending).toHaveLength(10);
  });

  it('writes fewer than `batchSize` results once the oldest has waited `checkpointMs`', async () => {
    const { window, pending, written } = windowOf(10, { batchSize: 100, checkpointMs: 30 });
    const done = checkInWindow(window);
    await tick();
    pending[0].settle(ok);
    await tick();
    // One result in hand, far below the batch, the others still in flight: nothing written yet.
    expect(written).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(written.map((batch) => batch.map((item) => item.target.id))).toEqual([['t0']]);
    pending[1].settle(ok);
    await tick();
    // The next result starts its own wait.
    expect(written).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(written.map((batch) => batch.map((item) => item.target.id))).toEqual([['t0'], ['t1']]);
    for (const check of pending.slice(2)) check.settle(ok);
    for (let round = 0; round < 5; round += 1) {
      await tick();
      for (const check of pending.slice(4)) check.settle(ok);
    }
    expect(await done).toEqual({ stopped: false });
  });

  it('starts no more checks than the budget', async () => {
    const { window, pending } = windowOf(10, { budget: 3 });
    const done = checkInWindow(window);
    await tick();
    expect(pending).toHaveLength(3);
    for (const check of pending) check.settle(ok);
    await done;
    expect(pending).toHaveLength(3);
  });

  it('when stopping, writes the results in hand, gives up the checks in flight and aborts them', async () => {
    let stopping = false;
    const { window, pending, written } = windowOf(10, { shouldStop: () => stopping });
    const done = checkInWindow(window);
    await tick();
    pending[0].settle(ok);
    stopping = true;
    pending[2].settle(ok);
    expect(await done).toEqual({ stopped: true });
    expect(written.flat().map((item) => item.target.id)).toEqual(['t0', 't2']);
    expect(pending[1].signal.aborted).toBe(true);
  });

  it('a failing checkpoint (a lost lease) ends the window and aborts the checks in flight', async () => {
    const { window, pending } = windowOf(10, {
      checkpoint: async () => {
        throw new Error('lease lost');
      },
    });
    const done = checkInWindow(window);
    await tick();
    pending[0].settle(ok);
    pending[1].settle(ok);
    await expect(done).rejects.toThrow('lease lost');
    expect(pending[2].signal.aborted).toBe(true);
  });
});
