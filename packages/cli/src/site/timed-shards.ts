import { hashShard } from './shard-hash';

/** How a plan's checks split into shards by expected time (`planTimedShards`). */
export interface TimedShardPlan {
  /** The shard (1-based) of each check, in the order of the keys given. */
  assignment: number[];
  /** Per shard (index 0 is shard 1): the sum of the known durations it got, milliseconds. */
  expectedMs: number[];
  /** How many checks had a duration; the others went by hash. */
  timed: number;
}

/**
 * Splits checks into `total` shards so each shard's expected time (the sum of the durations an
 * earlier run measured, `durations` in milliseconds per check identity) is close to the others':
 * longest processing time first (Graham 1969, "Bounds on multiprocessing timing anomalies"; at
 * most 4/3 of the best split's longest shard): the checks with a duration, longest first, each to
 * the shard with the least expected time so far (the lowest index on a tie). Checks without a
 * duration (new since that run) go by the hash of their identity (`hashShard`), as without
 * `--timings`. Deterministic: every shard computes the same split from the same plan and file,
 * whatever order the plan lists the checks in (ties broken by identity, then position).
 * @param keys the check identities (`checkKey`), in plan order; a key may repeat
 * @param total the number of shards, 1 or more
 */
export function planTimedShards(
  keys: readonly string[],
  durations: ReadonlyMap<string, number>,
  total: number,
): TimedShardPlan {
  const assignment = new Array<number>(keys.length).fill(0);
  const expectedMs = new Array<number>(total).fill(0);
  const timed: Array<{ index: number; key: string; ms: number }> = [];
  keys.forEach((key, index) => {
    const ms = durations.get(key);
    if (ms !== undefined && Number.isFinite(ms) && ms >= 0) timed.push({ index, key, ms });
    else assignment[index] = hashShard(key, total);
  });
  timed.sort((a, b) => b.ms - a.ms || (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  for (const check of timed) {
    let lightest = 0;
    for (let shard = 1; shard < total; shard += 1)
      if (expectedMs[shard] < expectedMs[lightest]) lightest = shard;
    expectedMs[lightest] += check.ms;
    assignment[check.index] = lightest + 1;
  }
  return { assignment, expectedMs, timed: timed.length };
}

/** The spread of shard times: the longest over the shortest (1 is even; Infinity when a shard has none). */
export function shardSpread(expectedMs: readonly number[]): number {
  const longest = Math.max(...expectedMs);
  const shortest = Math.min(...expectedMs);
  if (longest === 0) return 1;
  return shortest === 0 ? Infinity : longest / shortest;
}
