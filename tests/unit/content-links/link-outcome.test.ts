import { HostLimiter, linkOutcome, parseStatusRanges } from '@route-discovery/check-engine';

describe('link outcome rule (packages/check-engine)', () => {
  it.each([
    [{ status: 200 }, false, 'ok'],
    [{ status: 301, location: '/new' }, false, 'redirect'],
    [{ status: 404 }, false, 'broken'],
    [{ status: null, error: 'ECONNREFUSED' }, false, 'unreachable'],
    [{ status: 403 }, false, 'not-checkable'],
    [{ status: 429 }, false, 'not-checkable'],
    [{ status: 999 }, false, 'not-checkable'],
    [{ status: 401 }, true, 'broken'],
  ])('%j strict=%s -> %s', (answer, strict, outcome) => {
    expect(linkOutcome(answer, undefined, strict).outcome).toBe(outcome);
  });

  it('accepts status ranges as lychee spells them, and refuses anything else', () => {
    expect(parseStatusRanges('200..299, 403,300..=308')).toEqual([
      [200, 299],
      [403, 403],
      [300, 308],
    ]);
    expect(linkOutcome({ status: 403 }, parseStatusRanges('200..299,403')).outcome).toBe('ok');
    expect(() => parseStatusRanges('2xx')).toThrow('"2xx" is not a status');
    expect(() => parseStatusRanges('299..200')).toThrow();
  });
});

describe('HostLimiter', () => {
  it('spaces starts to one host by the interval, keeps its concurrency, and lets hosts run side by side', async () => {
    // Real timers and start times: the limiter reads the clock itself, so a fake sleep that
    // returns at once would make its waits depend on how loaded the machine is.
    const limiter = new HostLimiter({ intervalMs: 100, concurrency: 1 });
    const startsToA: number[] = [];
    let active = 0;
    let most = 0;
    const task = (host: string) => async () => {
      if (host === 'a') startsToA.push(performance.now() - asked);
      active += 1;
      most = Math.max(most, active);
      await Promise.resolve();
      active -= 1;
    };
    // Times are taken from just before the first run: the limiter schedules the k-th start to a
    // host k intervals after it read the clock for the first, which is no earlier than this. (From
    // the first task's own start instead, the gap is short by the moment between the limiter's
    // reading and that task's: 0.045 ms once on Node 26.)
    const asked = performance.now();
    await Promise.all([
      limiter.run('a:80', task('a')),
      limiter.run('a:80', task('a')),
      limiter.run('a:80', task('a')),
      limiter.run('b:80', task('b')),
    ]);
    expect(most).toBe(2); // one per host: a and b at once, never two of a
    // The limiter waits by performance.now(), not by a timer alone, so load can only make these later.
    expect(startsToA).toHaveLength(3);
    expect(startsToA[1]).toBeGreaterThanOrEqual(100);
    expect(startsToA[2]).toBeGreaterThanOrEqual(200);
  });

  it('keeps the interval when the event loop was busy as the wait began', async () => {
    // Timers count from the loop's whole-millisecond time, so one can end before its delay by
    // performance.now(): CI under load saw 98.99 ms between starts paced at 100 ms. Holding the
    // loop first made the old limiter's second start come 0.29 to 0.43 ms early in 6 runs of 6.
    const limiter = new HostLimiter({ intervalMs: 50, concurrency: 1 });
    const starts: number[] = [];
    await new Promise((resolve) => setImmediate(resolve));
    const busyUntil = performance.now() + 20;
    while (performance.now() < busyUntil) {
      // hold the loop, as a parse of a large page would
    }
    const asked = performance.now(); // as in the test above: no later than the limiter's first reading
    const record = async () => {
      starts.push(performance.now() - asked);
    };
    await Promise.all([limiter.run('a:80', record), limiter.run('a:80', record)]);
    expect(starts[1]).toBeGreaterThanOrEqual(50);
  });
});
