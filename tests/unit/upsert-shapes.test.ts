import { MAX_ROWS, statementSizes } from '../../server/src/watch/upsert-shapes';

describe('statementSizes: the row counts a checkpoint is written in', () => {
  it('cuts a count into powers of two, largest first, summing to it', () => {
    expect(statementSizes(100)).toEqual([64, 32, 4]);
    expect(statementSizes(1)).toEqual([1]);
    expect(statementSizes(0)).toEqual([]);
    expect(statementSizes(MAX_ROWS * 3 + 3)).toEqual([MAX_ROWS, MAX_ROWS, MAX_ROWS, 2, 1]);
  });

  it('uses at most nine sizes for every count a checkpoint may hold', () => {
    const sizes = new Set<number>();
    for (let count = 1; count <= 1000; count += 1) {
      const parts = statementSizes(count);
      expect(parts.reduce((sum, size) => sum + size, 0)).toBe(count);
      parts.forEach((size) => sizes.add(size));
    }
    expect([...sizes].sort((a, b) => a - b)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
  });
});
