import { FailureThrottle } from '../../server/src/access/failure-throttle';

const limits = { maxFailures: 3, windowSeconds: 60, maxAddresses: 2 };

describe('FailureThrottle (docs/security.md, "Throttled failures")', () => {
  it('throttles an address after maxFailures failures, until the oldest leaves the window', () => {
    const throttle = new FailureThrottle(limits);
    throttle.recordFailure('a', 0);
    throttle.recordFailure('a', 10_000);
    expect(throttle.retryAfterSeconds('a', 10_000)).toBeNull();
    throttle.recordFailure('a', 20_000);
    expect(throttle.retryAfterSeconds('a', 20_000)).toBe(40);
    expect(throttle.retryAfterSeconds('a', 59_001)).toBe(1);
    // The first failure left the window: one more try, then throttled until the second leaves.
    expect(throttle.retryAfterSeconds('a', 60_000)).toBeNull();
    throttle.recordFailure('a', 60_000);
    expect(throttle.retryAfterSeconds('a', 60_000)).toBe(10);
  });

  it('leaves other addresses alone', () => {
    const throttle = new FailureThrottle(limits);
    [0, 1, 2].forEach((time) => throttle.recordFailure('a', time));
    expect(throttle.retryAfterSeconds('a', 3)).not.toBeNull();
    expect(throttle.retryAfterSeconds('b', 3)).toBeNull();
  });

  it('tracks at most maxAddresses, forgetting the one whose last failure is oldest', () => {
    const throttle = new FailureThrottle(limits);
    [0, 1, 2].forEach((time) => throttle.recordFailure('a', time));
    throttle.recordFailure('b', 3);
    [4, 5, 6].forEach((time) => throttle.recordFailure('a', time));
    throttle.recordFailure('c', 7);
    expect(throttle.trackedAddresses).toBe(2);
    expect(throttle.retryAfterSeconds('a', 8)).not.toBeNull();
    throttle.recordFailure('d', 9);
    expect(throttle.trackedAddresses).toBe(2);
    expect(throttle.retryAfterSeconds('a', 10)).toBeNull();
  });

  it('keeps at most maxFailures times per address and forgets an address once its window is over', () => {
    const throttle = new FailureThrottle(limits);
    for (let time = 0; time < 1000; time += 1) throttle.recordFailure('a', time);
    expect(throttle.retryAfterSeconds('a', 1000)).toBe(60);
    expect(throttle.retryAfterSeconds('a', 61_000)).toBeNull();
    expect(throttle.trackedAddresses).toBe(0);
  });
});
