import { matchesSearchWords, searchText, searchWords } from '@route-discovery/check-engine';
import type { ReportRow, TestOutcome } from './types';

/** Columns the report table sorts by. */
export type SortKey = 'path' | 'method' | 'label' | 'group' | 'status';

/** What the user chose in the table controls. */
export interface TableControls {
  search: string;
  hideUntestable: boolean;
  sortKey: SortKey;
  sortDirection: 'asc' | 'desc';
  failedFirst: boolean;
}

const STATUS_ORDER: Record<TestOutcome['state'], number> = { failed: 0, running: 1, pending: 2, passed: 3 };

/**
 * Case-insensitive match of every search word against the row's method, path, target, label,
 * detail, group and skip reason: the one rule of `@route-discovery/check-engine` (`matchesSearch`),
 * which the server's paged lists apply to `q` too.
 */
export function matchesSearch(row: ReportRow, search: string): boolean {
  return matchesSearchWords(searchText(row), searchWords(search));
}

function compareBy(key: SortKey, outcomes: Record<string, TestOutcome>) {
  return (a: ReportRow, b: ReportRow): number => {
    if (key === 'status') {
      return (
        STATUS_ORDER[(outcomes[a.key] ?? { state: 'pending' }).state] -
        STATUS_ORDER[(outcomes[b.key] ?? { state: 'pending' }).state]
      );
    }
    return a[key].localeCompare(b[key]);
  };
}

/**
 * Applies search, the hide-untestable switch and sorting; with `failedFirst`, rows whose test
 * failed come before all others (keeping the chosen order within each part). Stable.
 */
export function visibleRows(
  rows: ReportRow[],
  controls: TableControls,
  outcomes: Record<string, TestOutcome>,
): ReportRow[] {
  const compare = compareBy(controls.sortKey, outcomes);
  const direction = controls.sortDirection === 'asc' ? 1 : -1;
  const filtered = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => (!controls.hideUntestable || row.isTestable) && matchesSearch(row, controls.search));
  filtered.sort((a, b) => {
    if (controls.failedFirst) {
      const aFailed = outcomes[a.row.key]?.state === 'failed' ? 0 : 1;
      const bFailed = outcomes[b.row.key]?.state === 'failed' ? 0 : 1;
      if (aFailed !== bFailed) return aFailed - bFailed;
    }
    return compare(a.row, b.row) * direction || a.index - b.index;
  });
  return filtered.map(({ row }) => row);
}
