import { matchesSearchWords, searchText } from '@route-discovery/check-engine';
import type { ListDefinition } from './list-definition';
import type { PageRequest } from './page-request';

/**
 * The rows a paged request keeps: `testable=true` keeps testable ones, `q` the rows whose search
 * text holds every word (`matchesSearchWords`, the admin's rule). The list's own filters are applied
 * by its reading before this.
 */
export function rowKeeper<Row>(definition: ListDefinition<Row>, request: PageRequest): (row: Row) => boolean {
  const { words, testableOnly } = request;
  return (row) =>
    (!testableOnly || definition.testable(row)) &&
    (words.length === 0 || matchesSearchWords(searchText(definition.columns(row)), words));
}
