import { hostByHost, hostKey } from '../../server/src/watch/host-order';
import { tieChooser, tieQuota } from '../../server/src/watch/tie-cut';

/** A tie of `size` rows on hosts drawn by a seeded generator, some hosts far busier than others. */
function tieOf(size: number, hosts: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: size }, (_, n) => {
    const host = Math.floor(next() ** 2 * hosts);
    return { id: `t${n}`, url: `https://h${host}.example/${n}` };
  });
}

/** The share taken with the quota, counted first and chosen in a second pass. */
function chosenByQuota(tie: { id: string; url: string }[], share: number): string[] {
  const counts = new Map<string, number>();
  for (const { url } of tie) counts.set(hostKey(url), (counts.get(hostKey(url)) ?? 0) + 1);
  const chooser = tieChooser(tieQuota(counts, share));
  return tie.filter(({ url }) => chooser.take(url)).map(({ id }) => id);
}

describe('the budget cut of a tie, counted per host then chosen', () => {
  it.each([
    [1000, 50, 300, 1],
    [1000, 50, 999, 2],
    [5000, 700, 2500, 3],
    [200, 3, 7, 4],
    [10, 10, 1, 5],
  ])('takes the rows hostByHost would (%i rows, %i hosts, share %i)', (size, hosts, share, seed) => {
    const tie = tieOf(size, hosts, seed);
    const expected = hostByHost(tie).slice(0, share);
    const chosen = chosenByQuota(tie, share);
    expect(chosen).toHaveLength(share);
    expect(new Set(chosen)).toEqual(new Set(expected));
  });

  it('takes every row when the tie is no larger than the share', () => {
    const tie = tieOf(40, 5, 6);
    expect(chosenByQuota(tie, 40)).toHaveLength(40);
    expect(chosenByQuota(tie, 100)).toHaveLength(40);
  });

  it('says how many whole rounds fit and what is left of the share', () => {
    const counts = new Map([
      ['a', 10],
      ['b', 2],
      ['c', 1],
    ]);
    // Rounds 1 and 2 take 3 + 2 rows; the third round has only host a's row.
    expect(tieQuota(counts, 5)).toEqual({ whole: 2, extra: 0 });
    expect(tieQuota(counts, 6)).toEqual({ whole: 3, extra: 0 });
    expect(tieQuota(counts, 4)).toEqual({ whole: 1, extra: 1 });
    expect(tieQuota(counts, 0)).toEqual({ whole: 0, extra: 0 });
  });
});

describe('tieQuota on a tie of many hosts', () => {
  it('takes a share of a tie whose every row is on a host of its own', () => {
    // A site whose links each name another host: as many hosts as rows.
    const counts = new Map(Array.from({ length: 300_000 }, (_, n) => [`h${n}.example`, 1]));
    expect(tieQuota(counts, 1000)).toEqual({ whole: 0, extra: 1000 });
  });
});

/** Rows filled level by level in order, each host counted from `base`: what a run should take. */
function filledByLevels(rows: { id: string; url: string }[], share: number, base: Map<string, number>) {
  const have = new Map(base);
  const taken = new Set<string>();
  for (let level = 1; taken.size < Math.min(share, rows.length); level += 1) {
    for (const { id, url } of rows) {
      const host = hostKey(url);
      if (taken.size < share && !taken.has(id) && (have.get(host) ?? 0) < level) {
        have.set(host, (have.get(host) ?? 0) + 1);
        taken.add(id);
      }
    }
  }
  return taken;
}

describe('the budget cut against what each host already has', () => {
  it.each([
    [1000, 50, 300, 7],
    [5000, 700, 2500, 8],
    [200, 3, 7, 9],
  ])('fills the hosts with the fewest first (%i rows, %i hosts, share %i)', (size, hosts, share, seed) => {
    const rows = tieOf(size, hosts, seed);
    const base = new Map<string, number>();
    for (const { url } of tieOf(size / 4, hosts, seed + 100))
      base.set(hostKey(url), (base.get(hostKey(url)) ?? 0) + 1);
    const counts = new Map<string, number>();
    for (const { url } of rows) counts.set(hostKey(url), (counts.get(hostKey(url)) ?? 0) + 1);
    const chooser = tieChooser(tieQuota(counts, share, base), base);
    const chosen = rows.filter(({ url }) => chooser.take(url)).map(({ id }) => id);
    expect(chosen).toHaveLength(share);
    expect(new Set(chosen)).toEqual(filledByLevels(rows, share, base));
  });

  it('gives a host with 3 rows in the run already 3 fewer', () => {
    const counts = new Map([
      ['a', 10],
      ['b', 10],
    ]);
    // a has 3 in the run already: 3 rows of b bring b level with a (whole 3), 2 more are one more
    // round of both (whole 4), a sixth is the first of the next round.
    expect(tieQuota(counts, 3, new Map([['a', 3]]))).toEqual({ whole: 3, extra: 0 });
    expect(tieQuota(counts, 5, new Map([['a', 3]]))).toEqual({ whole: 4, extra: 0 });
    expect(tieQuota(counts, 6, new Map([['a', 3]]))).toEqual({ whole: 4, extra: 1 });
  });
});
