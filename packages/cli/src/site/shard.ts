import { InvalidArgumentError } from 'commander';
import type { Check } from '../types';

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

/** FNV-1a, 32 bits (http://www.isthe.com/chongo/tech/comp/fnv/): a stable hash of a check's identity. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
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
  return (fnv1a(checkKey(check)) % total) + 1;
}

/** The checks of one shard, in plan order; all of them without `--shard`. */
export function checksOfShard(checks: readonly Check[], shard: Shard | undefined): Check[] {
  if (!shard || shard.total === 1) return [...checks];
  return checks.filter((check) => shardOf(check, shard.total) === shard.index);
}
