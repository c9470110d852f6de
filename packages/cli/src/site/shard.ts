import { InvalidArgumentError } from 'commander';
import type { Check } from '../types';
import { hashShard } from './shard-hash';
import { planTimedShards } from './timed-shards';

/** `--shard i/n`: this run's shard, 1-based, of n. */
export interface Shard {
  index: number;
  total: number;
}

/** Parses `--shard i/n` (Playwright's syntax: `--shard=1/3`). @throws InvalidArgumentError */
export function parseShard(value: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = match ? Number(match[1]) : NaN;
  const total = match ? Number(match[2]) : NaN;
  if (!match || total < 1 || index < 1 || index > total) {
    throw new InvalidArgumentError('expected i/n with 1 <= i <= n, e.g. 2/4.');
  }
  return { index, total };
}

/**
 * What identifies a check in a plan: its suite, method, target, whether it carries the admin token,
 * and for a GraphQL check its operation (every one is POSTed to the same endpoint).
 */
export function checkKey(check: Check): string {
  const operation = check.graphql ? ` ${check.graphql.operation}` : '';
  return `${check.scope} ${check.method} ${check.target} ${check.withAdminToken ? 'token' : 'anonymous'}${operation}`;
}

/**
 * The shard a check belongs to (1-based): a hash of its identity modulo n, so every check is in
 * exactly one shard, the union of the n shards is the whole plan, and a check stays in its shard
 * when other checks come or go (unlike splitting by position).
 */
export function shardOf(check: Check, total: number): number {
  return hashShard(checkKey(check), total);
}

/** One shard's checks and, when split by time, what the split expects of it. */
export interface ShardSelection {
  checks: Check[];
  /** The sentence the report's notes carry, e.g. `Shard 2/4: 310 of 1240 planned checks.`; null unsharded. */
  note: string | null;
}

/**
 * The checks of one shard, in plan order; all of them without `--shard`. With `durations`
 * (`--timings`: milliseconds per `checkKey` from an earlier run) the split is by expected time
 * (`planTimedShards`), else by hash (`shardOf`).
 */
export function checksOfShard(
  checks: readonly Check[],
  shard: Shard | undefined,
  durations?: ReadonlyMap<string, number>,
): ShardSelection {
  if (!shard) return { checks: [...checks], note: null };
  const head = `Shard ${shard.index}/${shard.total}:`;
  if (durations) {
    const split = planTimedShards(checks.map(checkKey), durations, shard.total);
    const mine = checks.filter((_, i) => split.assignment[i] === shard.index);
    const seconds = (split.expectedMs[shard.index - 1] / 1000).toFixed(1);
    return {
      checks: mine,
      note: `${head} ${mine.length} of ${checks.length} planned checks, split by time (${split.timed} with a duration from --timings; expected ${seconds} s).`,
    };
  }
  const mine = checks.filter((check) => shardOf(check, shard.total) === shard.index);
  return { checks: mine, note: `${head} ${mine.length} of ${checks.length} planned checks.` };
}
