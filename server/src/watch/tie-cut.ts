import { hostKey } from './host-order';

/**
 * How a budget's share of a tie is taken host by host: every host's first `whole` rows (all of
 * them when it has fewer), then `extra` rows of the next round, the first hosts' to reach it in the
 * tie's order. The same rows as `hostByHost(tie).slice(0, share)`, told from each host's count
 * alone, so the tie can be read page by page instead of held whole
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
 */
export function tieQuota(counts: ReadonlyMap<string, number>, share: number): TieQuota {
  const sizes = [...counts.values()];
  const taken = (rounds: number) => sizes.reduce((sum, size) => sum + Math.min(size, rounds), 0);
  let low = 0;
  // (not `Math.max(...sizes)`: a tie may have a host for each of its hundreds of thousands of rows)
  let high = sizes.reduce((most, size) => Math.max(most, size), 0);
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
 * the row whose URL is `url` is in the share. The rows are counted per host as they come, so the
 * tie must be shown in the order its quota's counts were made in.
 */
export function tieChooser(quota: TieQuota): { take(url: string): boolean } {
  const seen = new Map<string, number>();
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
