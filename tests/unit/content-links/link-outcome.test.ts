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
    // The k-th start to `a` is due k intervals after the first (the limiter keeps a schedule) and
    // a timer never fires early, so load can only make these longer (1 ms for the clock's rounding).
    const sinceFirst = startsToA.map((at) => at - startsToA[0]);
    expect(sinceFirst).toHaveLength(3);
    expect(sinceFirst[1]).toBeGreaterThanOrEqual(99);
    expect(sinceFirst[2]).toBeGreaterThanOrEqual(199);
  });
});
