import { runBatch, type BatchProgress } from '../../admin/src/lib/batch-runner';

/** A worker whose calls stay pending until the test settles them, to observe concurrency. */
function controllableWorker() {
  const pending: Array<{ item: number; settle: (passed: boolean) => void }> = [];
  let active = 0;
  let maxActive = 0;
  const worker = (item: number) =>
    new Promise<boolean>((resolve) => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      pending.push({
        item,
        settle: (passed) => {
          active -= 1;
          resolve(passed);
        },
      });
    });
  return { worker, pending, maxActive: () => maxActive };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runBatch', () => {
  it('never runs more than the concurrency at once and counts passes and failures', async () => {
    const control = controllableWorker();
    const progress: BatchProgress[] = [];
    const handle = runBatch([1, 2, 3, 4, 5, 6, 7], control.worker, {
      concurrency: 3,
      onProgress: (p) => progress.push(p),
    });
    await flush();
    expect(control.pending).toHaveLength(3);
    while (control.pending.length) {
      const next = control.pending.shift();
      next?.settle(next.item % 2 === 1);
      await flush();
    }
    const final = await handle.done;
    expect(control.maxActive()).toBe(3);
    expect(final).toEqual({ total: 7, done: 7, passed: 4, failed: 3, state: 'finished' });
    expect(progress.at(-1)).toEqual(final);
  });

  it('starts nothing new while paused and continues on resume', async () => {
    const control = controllableWorker();
    const handle = runBatch([1, 2, 3, 4], control.worker, { concurrency: 2 });
    await flush();
    handle.pause();
    control.pending.splice(0).forEach((call) => call.settle(true));
    await flush();
    expect(control.pending).toHaveLength(0);
    handle.resume();
    await flush();
    expect(control.pending.map((call) => call.item)).toEqual([3, 4]);
    control.pending.splice(0).forEach((call) => call.settle(true));
    expect(await handle.done).toMatchObject({ done: 4, passed: 4, state: 'finished' });
  });

  it('cancels: running items finish, no new ones start', async () => {
    const control = controllableWorker();
    const handle = runBatch([1, 2, 3, 4, 5], control.worker, { concurrency: 2 });
    await flush();
    handle.cancel();
    control.pending.splice(0).forEach((call) => call.settle(false));
    const final = await handle.done;
    expect(final).toEqual({ total: 5, done: 2, passed: 0, failed: 2, state: 'cancelled' });
  });

  it('counts a throwing worker as a failure and finishes an empty batch at once', async () => {
    const handle = runBatch(
      [1],
      async () => {
        throw new Error('boom');
      },
      { concurrency: 1 },
    );
    expect(await handle.done).toMatchObject({ failed: 1, state: 'finished' });
    expect(await runBatch([], async () => true, { concurrency: 4 }).done).toMatchObject({
      total: 0,
      state: 'finished',
    });
  });
});
