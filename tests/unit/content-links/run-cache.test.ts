import { KnownFileUrls } from '../../../server/src/content-links/offline-decider';
import { RunCache } from '../../../server/src/content-links/run-cache';

/** A `readMissing` that answers `value-<key>` for every key but `left`, and records what it was asked. */
function reader(left: readonly number[] = []) {
  const asked: number[][] = [];
  const read = async (missing: number[]) => {
    asked.push(missing);
    return new Map(missing.filter((key) => !left.includes(key)).map((key) => [key, `value-${key}`]));
  };
  return { asked, read };
}

describe('RunCache', () => {
  it('reads each key of a page once, and only the keys it does not remember on later pages', async () => {
    const cache = new RunCache<number, string>(10);
    const { asked, read } = reader();
    expect(await cache.page([1, 2, 2, 1], read)).toEqual(
      new Map([
        [1, 'value-1'],
        [2, 'value-2'],
      ]),
    );
    expect(await cache.page([2, 3], read)).toEqual(
      new Map([
        [2, 'value-2'],
        [3, 'value-3'],
      ]),
    );
    expect(await cache.page([3, 1], read)).toEqual(
      new Map([
        [3, 'value-3'],
        [1, 'value-1'],
      ]),
    );
    expect(asked).toEqual([[1, 2], [3]]);
  });

  it('reads a key again when the reader left it out (no value is remembered for it)', async () => {
    const cache = new RunCache<number, string>(10);
    const { asked, read } = reader([2]);
    expect(await cache.page([1, 2], read)).toEqual(new Map([[1, 'value-1']]));
    expect(await cache.page([1, 2], read)).toEqual(new Map([[1, 'value-1']]));
    expect(asked).toEqual([[1, 2], [2]]);
  });

  it('fills up to its limit, then empties itself for a page that would pass it and reads all its keys', async () => {
    const cache = new RunCache<number, string>(3);
    const { asked, read } = reader();
    await cache.page([1, 2], read);
    await cache.page([2, 3], read); // 3 keys: exactly the limit, nothing forgotten
    await cache.page([1, 2, 3], read);
    expect(asked).toEqual([[1, 2], [3]]);
    await cache.page([3, 4], read); // 4 keys would pass the limit: emptied, 3 read again
    expect(asked.at(-1)).toEqual([3, 4]);
    await cache.page([4, 3], read); // remembered after the emptying
    expect(asked.length).toBe(3);
    await cache.page([1], read); // 1 was forgotten
    expect(asked.at(-1)).toEqual([1]);
  });

  it('reads every key of a page larger than the limit, and gives it all of their values', async () => {
    const cache = new RunCache<number, string>(2);
    const { asked, read } = reader();
    expect((await cache.page([1, 2, 3], read)).size).toBe(3);
    expect(asked).toEqual([[1, 2, 3]]);
  });

  it('gives each page a map of its own: a page emptying the cache meanwhile takes nothing from another', async () => {
    const cache = new RunCache<number, string>(2);
    let release = () => {};
    const slow = cache.page([1, 2], async (missing) => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Map(missing.map((key) => [key, `slow-${key}`]));
    });
    await cache.page([3], reader().read);
    await cache.page([4, 5], reader().read); // 3 keys would pass the limit: empties the cache
    release();
    expect(await slow).toEqual(
      new Map([
        [1, 'slow-1'],
        [2, 'slow-2'],
      ]),
    );
  });

  it('forgets nothing when a caller changes the map it was given', async () => {
    const cache = new RunCache<number, string>(10);
    (await cache.page([1], reader().read)).delete(1);
    const { asked, read } = reader();
    expect(await cache.page([1], read)).toEqual(new Map([[1, 'value-1']]));
    expect(asked).toEqual([]);
  });

  it('passes on what the reader throws, and remembers nothing of that page', async () => {
    const cache = new RunCache<number, string>(10);
    await expect(cache.page([1], () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    const { asked, read } = reader();
    await cache.page([1], read);
    expect(asked).toEqual([[1]]);
  });

  it('remembers 10,000 upload URLs by default (KnownFileUrls)', () => {
    expect(new KnownFileUrls().limit).toBe(10000);
  });
});
