import { chunked } from '../../../server/src/model/chunked';

describe('chunked', () => {
  it('cuts values into consecutive lists of at most size, in order', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked(['a', 'b'], 2)).toEqual([['a', 'b']]);
  });

  it('gives no list for no values', () => {
    expect(chunked([], 500)).toEqual([]);
  });

  it('refuses a size that would never advance', () => {
    expect(() => chunked([1], 0)).toThrow(RangeError);
    expect(() => chunked([1], 1.5)).toThrow(RangeError);
  });
});
