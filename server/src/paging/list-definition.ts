import type { SearchColumns } from '@route-discovery/check-engine';
import type { PagedList } from '@route-discovery/contract';

/**
 * What paging needs to know about one list's rows (docs/api.md, "Pages"): how to search them,
 * sort them, count them and export them. `lists.ts` holds one per list.
 */
export interface ListDefinition<Row> {
  list: PagedList;
  /** The envelope member holding the rows (`urls`, `operations`, `routes`...). */
  rowsKey: string;
  /** The row's search columns (`@route-discovery/check-engine` `searchText`). */
  columns(row: Row): SearchColumns;
  /** The value each sort key (`SORT_KEYS[list]`) orders a row by. */
  sortValues: Record<string, (row: Row) => string>;
  /** The facets `counts=true` counts per value (`ListCounts.by`). */
  facets: Record<string, (row: Row) => string>;
  /** Whether a row counts as testable (`testable=true`, `ListCounts.testable`). */
  testable(row: Row): boolean;
  /** The columns of a CSV or Markdown export, in order. */
  exportColumns: readonly string[];
}
