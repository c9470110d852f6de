/**
 * A small stand-in for a paged v1 list in the admin's jsdom tests: answers `fetchJson(path, params)`
 * the way the contract says (packages/contract/src/paging.ts) over rows held in memory. Filters
 * keep equal values, `q` keeps rows whose search text holds every word (case-insensitive),
 * `testable=true` keeps testable rows, `sort=<key>:asc|desc` sorts by the row's value, pages are
 * `page_size` rows after an opaque cursor, and `counts=true` answers `{ counts }` only. Every call's
 * params are recorded in `calls`.
 */
export interface FakeListOptions<Row> {
  rowsKey: string;
  filterKeys: string[];
  searchText: (row: Row) => string;
  isTestable: (row: Row) => boolean;
  /** Facets of `counts.by`: the row field each counts. */
  facets?: string[];
  /** The sort value of a row for a key (defaults to the row's field of that name). */
  sortValue?: (row: Row, key: string) => string;
  /**
   * How `counts=true` answers: the counts beside `metadata` (the server's lists) or under `counts`
   * (content links). Flat by default.
   */
  countsUnder?: boolean;
  /** Extra metadata of every answer. */
  metadata?: Record<string, unknown>;
}

export function fakeListServer<Row extends object>(rows: Row[], options: FakeListOptions<Row>) {
  const calls: Array<Record<string, string>> = [];
  const field = (row: Row, key: string) => String((row as Record<string, unknown>)[key] ?? '');
  const fetchJson = jest.fn(async (_path: string, params: Record<string, string>): Promise<unknown> => {
    calls.push(params);
    const words = (params.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    let kept = rows.filter(
      (row) =>
        options.filterKeys.every((key) => !params[key] || field(row, key) === params[key]) &&
        (params.testable !== 'true' || options.isTestable(row)) &&
        words.every((word) => options.searchText(row).toLowerCase().includes(word)),
    );
    if (params.counts === 'true') {
      const by: Record<string, Record<string, number>> = {};
      for (const facet of options.facets ?? []) {
        by[facet] = {};
        for (const row of kept) by[facet][field(row, facet)] = (by[facet][field(row, facet)] ?? 0) + 1;
      }
      const counts = { total: kept.length, testable: kept.filter(options.isTestable).length, by };
      return options.countsUnder ? { counts, metadata: {} } : { ...counts, metadata: {} };
    }
    if (params.sort) {
      const [key, direction] = params.sort.split(':');
      const value = options.sortValue ?? field;
      kept = [...kept].sort(
        (a, b) => value(a, key).localeCompare(value(b, key)) * (direction === 'desc' ? -1 : 1),
      );
    }
    const size = Number(params.page_size ?? kept.length);
    const start = params.cursor ? Number(params.cursor.replace('after-', '')) : 0;
    const page = kept.slice(start, start + size);
    const next = start + size < kept.length ? `after-${start + size}` : null;
    return {
      [options.rowsKey]: page,
      count: page.length,
      metadata: {
        ...options.metadata,
        page: { size, sort: params.sort ?? null, q: params.q ?? null, next_cursor: next },
      },
    };
  });
  return { fetchJson, calls };
}
