import { median } from '../../scripts/bench/http';

describe('benchmark median (scripts/bench/http.js)', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
  });

  it('does not reorder the list it is given', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
