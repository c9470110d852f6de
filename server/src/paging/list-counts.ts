import type { ListCounts } from '@route-discovery/contract';
import type { ListDefinition } from './list-definition';
import type { PageRequest } from './page-request';
import { rowKeeper } from './row-filter';
import type { RowReading } from './keyset-page';

/**
 * The counts of a list (`counts=true`, contract `ListCounts`): the kept rows, the testable ones
 * and per facet the rows per value, counted while the rows stream past (memory O(facet values)).
 */
export async function listCounts<Row>(
  definition: ListDefinition<Row>,
  read: RowReading<Row>,
  request: PageRequest,
): Promise<ListCounts> {
  const keep = rowKeeper(definition, request);
  const facets = Object.entries(definition.facets);
  const by: Record<string, Record<string, number>> = Object.fromEntries(facets.map(([name]) => [name, {}]));
  let total = 0;
  let testable = 0;
  for await (const batch of read(undefined)) {
    for (const row of batch) {
      if (!keep(row)) continue;
      total += 1;
      if (definition.testable(row)) testable += 1;
      for (const [name, valueOf] of facets) {
        const value = valueOf(row);
        by[name][value] = (by[name][value] ?? 0) + 1;
      }
    }
  }
  return { total, testable, by };
}
