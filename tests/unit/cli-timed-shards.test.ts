import { checkKey, checksOfShard, shardOf } from '../../packages/cli/src/site/shard';
import { planTimedShards, shardSpread } from '../../packages/cli/src/site/timed-shards';
import type { Check } from '../../packages/cli/src/types';

function check(target: string): Check {
  return {
    scope: 'frontend',
    method: 'GET',
    path: target,
    target,
    handler: 'api::page.page.find',
    expect: 'success',
    withAdminToken: false,
  };
}

/** 200 checks of which a tenth are slow (2-6 s) and the rest fast (20-60 ms). */
const checks = Array.from({ length: 200 }, (_, i) => check(`/api/pages/${i}`));
const durations = new Map(
  checks.map((c, i) => [checkKey(c), i % 10 === 0 ? 2000 + (i % 7) * 600 : 20 + (i % 5) * 10]),
);

describe('planTimedShards (--shard i/n --timings)', () => {
  it('puts every check in exactly one shard, and keeps shard times within 10% of each other', () => {
    const split = planTimedShards(checks.map(checkKey), durations, 4);
    expect(split.assignment.every((shard) => shard >= 1 && shard <= 4)).toBe(true);
    expect(split.timed).toBe(200);
    expect(split.expectedMs.reduce((a, b) => a + b, 0)).toBe(
      [...durations.values()].reduce((a, b) => a + b, 0),
    );
    expect(shardSpread(split.expectedMs)).toBeLessThanOrEqual(1.1);
  });

  it('balances better than the hash on skewed durations', () => {
    const hashed = [0, 0, 0, 0];
    for (const c of checks) hashed[shardOf(c, 4) - 1] += durations.get(checkKey(c)) ?? 0;
    const timed = planTimedShards(checks.map(checkKey), durations, 4).expectedMs;
    expect(shardSpread(timed)).toBeLessThan(shardSpread(hashed));
  });

  it('is the same split whatever order the plan lists the checks in', () => {
    const forward = planTimedShards(checks.map(checkKey), durations, 3);
    const reversed = planTimedShards([...checks].reverse().map(checkKey), durations, 3);
    const byKey = (keys: string[], assignment: number[]) =>
      Object.fromEntries(keys.map((k, i) => [k, assignment[i]]));
    expect(byKey([...checks].reverse().map(checkKey), reversed.assignment)).toEqual(
      byKey(checks.map(checkKey), forward.assignment),
    );
  });

  it('sends checks without a duration to their hash shard', () => {
    const fresh = check('/api/new-route');
    const split = planTimedShards([checkKey(fresh), ...checks.map(checkKey)], durations, 4);
    expect(split.assignment[0]).toBe(shardOf(fresh, 4));
    expect(split.timed).toBe(200);
  });

  it('gives the union of all shards as the whole plan, each check once', () => {
    const seen = [1, 2, 3].flatMap((index) =>
      checksOfShard(checks, { index, total: 3 }, durations).checks.map((c) => c.target),
    );
    expect(seen.sort()).toEqual(checks.map((c) => c.target).sort());
    expect(checksOfShard(checks, { index: 2, total: 3 }, durations).note).toMatch(
      /^Shard 2\/3: \d+ of 200 planned checks, split by time \(200 with a duration from --timings; expected \d+\.\d s\)\.$/,
    );
  });
});
