import type { ListCounts } from '@route-discovery/contract';
import type { ListDefinition } from './list-definition';
import type { PageRequest } from './page-request';
import { rowKeeper } from './row-filter';
import type { RowReading } from './keyset-page';

/** How `countRows` reads a row: whether it is kept, whether it is testable, its facet values. */
export interface RowCounting<Row> {
  keep(row: Row): boolean;
  testable(row: Row): boolean;
  /** Per facet, the value a row is counted under (`ListCounts.by`). */
  facets: Record<string, (row: Row) => string>;
}

/**
 * The counts of the kept rows (contract `ListCounts`): total, testable and per facet the rows per
 * value, counted while the batches stream past (memory O(facet values)). Every paged list and
 * the content-links list count with it.
 */
export async function countRows<Row>(
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
  counting: RowCounting<Row>,
): Promise<ListCounts> {
  const facets = Object.entries(counting.facets);
  const by: Record<string, Record<string, number>> = Object.fromEntries(facets.map(([name]) => [name, {}]));
  let total = 0;
  let testable = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      if (!counting.keep(row)) continue;
      total += 1;
      if (counting.testable(row)) testable += 1;
      for (const [name, valueOf] of facets) {
        const value = valueOf(row);
        by[name][value] = (by[name][value] ?? 0) + 1;
      }
    }
  }
  return { total, testable, by };
}

/**
 * The counts of a list (`counts=true`, contract `ListCounts`): `countRows` over its whole reading,
 * keeping the rows the request keeps (`rowKeeper`).
 */
export function listCounts<Row>(
  definition: ListDefinition<Row>,
  read: RowReading<Row>,
  request: PageRequest,
): Promise<ListCounts> {
  return countRows(read(undefined), {
    keep: rowKeeper(definition, request),
    testable: (row) => definition.testable(row),
    facets: definition.facets,
  });
}
