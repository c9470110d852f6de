import {
  FailureThrottle,
  throttledForSeconds,
  type FailureStore,
} from '../../server/src/access/failure-throttle';
import { MemoryFailureStore } from '../../server/src/access/memory-failure-store';

const limits = { maxFailures: 3, windowSeconds: 60, maxAddresses: 2 };
/** 60 s / 4 buckets. */
const BUCKET = 15_000;

/** The store's contract in memory (the database's is tested by tests/integration/failure-throttle and replicas). */
const memoryStore = () => new MemoryFailureStore();

describe('FailureThrottle (docs/security.md, "Throttled failures")', () => {
  it('throttles an address after maxFailures failures, until their buckets leave the window', async () => {
    const throttle = new FailureThrottle(limits, memoryStore());
    await throttle.recordFailure('a', 0);
    await throttle.recordFailure('a', 10_000);
    expect(await throttle.retryAfterSeconds('a', 10_000)).toBeNull();
    await throttle.recordFailure('a', 20_000);
    // Bucket [0, 15 s) holds two of the three: it counts until 0 + 60 s + 15 s.
    expect(await throttle.retryAfterSeconds('a', 20_000)).toBe(55);
    expect(await throttle.retryAfterSeconds('a', 74_001)).toBe(1);
    expect(await throttle.retryAfterSeconds('a', 75_000)).toBeNull();
    await throttle.recordFailure('a', 75_000);
    await throttle.recordFailure('a', 75_001);
    // Buckets 15 s (1) and 75 s (2): the 15 s bucket counts until 90 s.
    expect(await throttle.retryAfterSeconds('a', 75_001)).toBe(15);
  });

  it('counts exactly maxFailures refusals before throttling, wherever bucket boundaries fall', async () => {
    for (const start of [0, BUCKET - 1, 59_999, 123_456]) {
      const throttle = new FailureThrottle(limits, memoryStore());
      let refused = 0;
      // One try a second: the tries cross one or more bucket boundaries.
      for (let at = start; (await throttle.retryAfterSeconds('a', at)) === null; at += 1000) {
        await throttle.recordFailure('a', at);
        refused += 1;
      }
      expect([start, refused]).toEqual([start, limits.maxFailures]);
    }
  });

  it('never lets more than maxFailures refusals happen in any window', async () => {
    const throttle = new FailureThrottle({ ...limits, maxFailures: 5 }, memoryStore());
    const times: number[] = [];
    for (let at = 0; at < 600_000; at += 700) {
      if ((await throttle.retryAfterSeconds('a', at)) !== null) continue;
      await throttle.recordFailure('a', at);
      times.push(at);
    }
    for (const time of times) {
      expect(times.filter((other) => other > time - 60_000 && other <= time).length).toBeLessThanOrEqual(5);
    }
    // And no fewer than 5 per window plus one bucket (75 s): 40 in 600 s.
    expect(times.length).toBeGreaterThanOrEqual(40);
  });

  it('leaves other addresses alone', async () => {
    const throttle = new FailureThrottle(limits, memoryStore());
    for (const time of [0, 1, 2]) await throttle.recordFailure('a', time);
    expect(await throttle.retryAfterSeconds('a', 3)).not.toBeNull();
    expect(await throttle.retryAfterSeconds('b', 3)).toBeNull();
  });

  it('prunes buckets out of the window and, past maxAddresses * 6 rows, the oldest buckets', async () => {
    const store = memoryStore();
    const throttle = new FailureThrottle(limits, store);
    for (let address = 0; address < 50; address += 1) await throttle.recordFailure(`x${address}`, 1000);
    expect(store.rows).toBe(50);
    await throttle.recordFailure('a', 200_000);
    expect(store.rows).toBe(1);
    // 25 addresses over five buckets of the window; the cap is 2 * 6 = 12 rows.
    for (let address = 0; address < 25; address += 1) {
      await throttle.recordFailure(`y${address}`, 300_000 + address * 3000);
    }
    expect(store.rows).toBeLessThan(25);
    expect(await store.buckets('y0', 0)).toEqual([]);
    expect(await store.buckets('y24', 0)).toHaveLength(1);
  });
});

describe('throttledForSeconds', () => {
  it('ignores buckets that ended before the window', () => {
    const buckets = [
      { startMs: 0, failures: 10 },
      { startMs: 80_000, failures: 1 },
    ];
    expect(throttledForSeconds(buckets, limits, 80_000)).toBeNull();
    expect(throttledForSeconds(buckets, limits, 74_000)).toBe(1);
  });
});

describe('FailureThrottle while the database is unreachable', () => {
  const unreachable: FailureStore = {
    buckets: () => Promise.reject(new Error('connection lost')),
    add: () => Promise.reject(new Error('connection lost')),
    prune: () => Promise.reject(new Error('connection lost')),
  };

  it("counts in this instance's memory, so requests are answered and refusals still throttled", async () => {
    const throttle = new FailureThrottle(limits, unreachable, memoryStore(), async () => true);
    expect(await throttle.retryAfterSeconds('a', 1)).toBeNull();
    for (let failure = 0; failure < limits.maxFailures; failure += 1) await throttle.recordFailure('a', 2);
    expect(await throttle.retryAfterSeconds('a', 3)).not.toBeNull();
  });

  it('throws an error that does not mean the database is unreachable', async () => {
    const throttle = new FailureThrottle(limits, unreachable, memoryStore(), async () => false);
    await expect(throttle.retryAfterSeconds('a', 1)).rejects.toThrow('connection lost');
  });
});
