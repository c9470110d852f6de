/**
 * Values a content-links run has read from the database, remembered by key for the rest of the
 * run (upload files by id, upload URLs' existence): later pages name the same few files, so each
 * is read once. At most `limit` keys are remembered; the cache is emptied when a page would pass
 * it, and that page's keys are all read again.
 */
export class RunCache<Key, Value> {
  private readonly known = new Map<Key, Value>();

  /** @param limit keys remembered at most */
  constructor(readonly limit: number) {}

  /**
   * The values of one page's keys: those remembered when asked, the others read by `readMissing`
   * (and remembered; a key it leaves out has no value and is read again next time). The page gets
   * a map of its own: pages prepared side by side share the cache, and one may empty it while
   * another awaits its read.
   * @param readMissing reads the values of keys not remembered, by key
   * @throws whatever `readMissing` throws
   */
  async page(
    keys: Iterable<Key>,
    readMissing: (missing: Key[]) => Promise<Map<Key, Value>>,
  ): Promise<Map<Key, Value>> {
    const all = [...new Set(keys)];
    let missing = all.filter((key) => !this.known.has(key));
    if (this.known.size + missing.length > this.limit) {
      this.known.clear();
      missing = all;
    }
    const values = new Map<Key, Value>();
    for (const key of all) if (this.known.has(key)) values.set(key, this.known.get(key) as Value);
    if (missing.length === 0) return values;
    for (const [key, value] of await readMissing(missing)) {
      this.known.set(key, value);
      values.set(key, value);
    }
    return values;
  }
}
