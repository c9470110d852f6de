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
    const slept: number[] = [];
    const limiter = new HostLimiter({ intervalMs: 100, concurrency: 1 }, async (ms) => {
      slept.push(Math.round(ms / 10) * 10);
    });
    let active = 0;
    let most = 0;
    const task = async () => {
      active += 1;
      most = Math.max(most, active);
      await Promise.resolve();
      active -= 1;
    };
    await Promise.all([
      limiter.run('a:80', task),
      limiter.run('a:80', task),
      limiter.run('a:80', task),
      limiter.run('b:80', task),
    ]);
    expect(most).toBe(2); // one per host: a and b at once, never two of a
    expect(slept.filter((ms) => ms >= 90)).toHaveLength(2); // the second and third start to `a` waited
  });
});
