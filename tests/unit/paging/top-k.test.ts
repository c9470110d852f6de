import { TopK } from '../../../server/src/paging/top-k';

describe('TopK', () => {
  it('keeps the smallest items offered, in order, whatever the offering order', () => {
    const values = Array.from({ length: 1000 }, (_, index) => (index * 7919) % 1000);
    const top = new TopK<number>(10, (a, b) => a - b);
    for (const value of values) top.offer(value);
    expect(top.size).toBe(10);
    expect(top.sorted()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('holds fewer when fewer are offered, and ties by the comparator', () => {
    const top = new TopK<{ v: string; n: number }>(5, (a, b) => a.v.localeCompare(b.v) || a.n - b.n);
    [
      { v: 'b', n: 1 },
      { v: 'a', n: 3 },
      { v: 'a', n: 2 },
    ].forEach((item) => top.offer(item));
    expect(top.sorted().map((item) => `${item.v}${item.n}`)).toEqual(['a2', 'a3', 'b1']);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new TopK<number>(0, (a, b) => a - b)).toThrow(RangeError);
  });
});
