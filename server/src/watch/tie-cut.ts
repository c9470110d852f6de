import { hostKey } from './host-order';

/**
 * How a budget's share of a tie is taken host by host: every host's first `whole` rows (all of
 * them when it has fewer), then `extra` rows of the next round, the first hosts' to reach it in the
 * tie's order. Without a base, the same rows as `hostByHost(tie).slice(0, share)`, told from each
 * host's count alone, so the tie can be read page by page instead of held whole
 * (docs/decisions/0266-budget-cut-read-page-by-page.md).
 */
export interface TieQuota {
  whole: number;
  extra: number;
}

/**
 * The quota of a share of `share` rows of a tie whose rows fall on hosts as `counts` says (rows per
 * host, each at least 1). `whole` is the most rounds whose rows fit in the share; `extra` is what
 * is left of the share (fewer than the hosts with more than `whole` rows, unless the tie is smaller
 * than the share: then every row is taken).
 *
 * With `base` (rows a host already has in the run, from the groups before the tie), the rounds are
 * counted from zero for every host, a host's base filling its first rounds: a host with 3 rows in
 * the run already takes 3 fewer of the tie, so the run asks every host about as often
 * (docs/decisions/0270-longest-unchecked-against-what-each-host-has.md).
 */
export function tieQuota(
  counts: ReadonlyMap<string, number>,
  share: number,
  base: ReadonlyMap<string, number> = new Map(),
): TieQuota {
  const hosts = [...counts].map(([host, size]) => ({ size, before: base.get(host) ?? 0 }));
  const taken = (rounds: number) =>
    hosts.reduce((sum, { size, before }) => sum + Math.min(size, Math.max(0, rounds - before)), 0);
  let low = 0;
  // (not `Math.max(...sizes)`: a tie may have a host for each of its hundreds of thousands of rows)
  let high = hosts.reduce((most, { size, before }) => Math.max(most, size + before), 0);
  if (taken(high) <= share) return { whole: high, extra: 0 };
  // Invariant: taken(low) <= share < taken(high).
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (taken(middle) <= share) low = middle;
    else high = middle;
  }
  return { whole: low, extra: share - taken(low) };
}

/**
 * Takes a tie's rows by `quota`, shown one at a time in the tie's order: `take(url)` is true when
 * the row whose URL is `url` is in the share. The rows are counted per host as they come, from the
 * quota's `base` (the same map), so the tie must be shown in the order its quota's counts were
 * made in.
 */
export function tieChooser(
  quota: TieQuota,
  base: ReadonlyMap<string, number> = new Map(),
): { take(url: string): boolean } {
  const seen = new Map(base);
  let extra = quota.extra;
  return {
    take(url: string) {
      const host = hostKey(url);
      const rank = seen.get(host) ?? 0;
      seen.set(host, rank + 1);
      if (rank < quota.whole) return true;
      if (rank === quota.whole && extra > 0) {
        extra -= 1;
        return true;
      }
      return false;
    },
  };
}
