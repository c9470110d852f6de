import { emptyRecountState, readRecounted, type RecountOptions } from '../../server/src/services/recount';

/** A walk the test ends by hand, counting how many were started. */
function manualWalks() {
  const started: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const walk = () =>
    new Promise<number>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { walk, started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('readRecounted (the summary recount, decision 0149)', () => {
  const failures: unknown[] = [];
  const options: RecountOptions = { firstWaitMs: 50, onFailure: (error) => failures.push(error) };
  beforeEach(() => failures.splice(0));

  it('answers the kept counts at once while one recount runs, then the new ones', async () => {
    const state = emptyRecountState<number>();
    const { walk, started } = manualWalks();
    const first = readRecounted(state, 'a', walk, options);
    await settle();
    started[0].resolve(1);
    expect(await first).toEqual({ state: 'current', value: 1 });
    expect(await readRecounted(state, 'a', walk, options)).toEqual({ state: 'current', value: 1 });
    // The data changed: the last counts at once, and one walk for all the reads meanwhile.
    expect(await readRecounted(state, 'b', walk, options)).toEqual({ state: 'updating', value: 1 });
    expect(await readRecounted(state, 'b', walk, options)).toEqual({ state: 'updating', value: 1 });
    await settle();
    expect(started).toHaveLength(2);
    started[1].resolve(2);
    await settle();
    expect(await readRecounted(state, 'b', walk, options)).toEqual({ state: 'current', value: 2 });
    expect(started).toHaveLength(2);
  });

  it('keeps the last counts when a recount fails, tells of it, and counts again on the next read', async () => {
    const state = emptyRecountState<number>();
    const { walk, started } = manualWalks();
    const first = readRecounted(state, 'a', walk, options);
    await settle();
    started[0].resolve(1);
    await first;
    expect(await readRecounted(state, 'b', walk, options)).toEqual({ state: 'updating', value: 1 });
    await settle();
    started[1].reject(new Error('database gone'));
    await settle();
    expect(failures).toHaveLength(1);
    expect(await readRecounted(state, 'b', walk, options)).toEqual({ state: 'updating', value: 1 });
    await settle();
    expect(started).toHaveLength(3);
  });

  it('waits for the first walk a while, then answers counting; a change during a walk counts again', async () => {
    const state = emptyRecountState<number>();
    const { walk, started } = manualWalks();
    const read = await readRecounted(state, 'a', walk, options);
    expect(read).toMatchObject({ state: 'counting' });
    // A read while it runs shares it; the data moved meanwhile ('b'): its counts are kept
    // under 'a', answered as updating, and a walk for 'b' starts.
    const joined = readRecounted(state, 'b', walk, options);
    started[0].resolve(1);
    expect(await joined).toEqual({ state: 'updating', value: 1 });
    await settle();
    expect(started).toHaveLength(2);
  });

  it('throws a first walk that fails within the wait (no counts to answer)', async () => {
    const state = emptyRecountState<number>();
    const { walk, started } = manualWalks();
    const read = readRecounted(state, 'a', walk, options);
    await settle();
    started[0].reject(new Error('no table'));
    await expect(read).rejects.toThrow('no table');
    expect(failures).toHaveLength(0);
  });
});
