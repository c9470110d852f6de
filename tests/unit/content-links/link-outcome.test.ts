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
      if (host === 'a') startsToA.push(performance.now());
      active += 1;
      most = Math.max(most, active);
      await Promise.resolve();
      active -= 1;
    };
    await Promise.all([
      limiter.run('a:80', task('a')),
      limiter.run('a:80', task('a')),
      limiter.run('a:80', task('a')),
      limiter.run('b:80', task('b')),
    ]);
    expect(most).toBe(2); // one per host: a and b at once, never two of a
    // The k-th start to `a` is due k intervals after the first (the limiter keeps a schedule and
    // waits by performance.now(), not by a timer alone), so load can only make these longer.
    const sinceFirst = startsToA.map((at) => at - startsToA[0]);
    expect(sinceFirst).toHaveLength(3);
    expect(sinceFirst[1]).toBeGreaterThanOrEqual(100);
    expect(sinceFirst[2]).toBeGreaterThanOrEqual(200);
  });

  it('keeps the interval when the event loop was busy as the wait began', async () => {
    // Timers count from the loop's whole-millisecond time, so one can end before its delay by
    // performance.now(): CI under load saw 98.99 ms between starts paced at 100 ms. Holding the
    // loop first made the old limiter's second start come 0.5 to 1.5 ms early in 5 runs of 5.
    const limiter = new HostLimiter({ intervalMs: 50, concurrency: 1 });
    const starts: number[] = [];
    const record = async () => {
      starts.push(performance.now());
    };
    await new Promise((resolve) => setImmediate(resolve));
    const busyUntil = performance.now() + 20;
    while (performance.now() < busyUntil) {
      // hold the loop, as a parse of a large page would
    }
    await Promise.all([limiter.run('a:80', record), limiter.run('a:80', record)]);
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(50);
  });
});
