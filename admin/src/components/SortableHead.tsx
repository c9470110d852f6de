import { Button, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { nextSort } from '../api/paged-query';

/** A column of a paged table: its translated label and, when the server sorts by it, its sort key. */
export interface HeadColumn {
  label: string;
  sortKey?: string;
}

/** `aria-sort` of a column header for the list's sort (`<key>:asc|desc`, null for the natural order). */
export function ariaSort(
  sort: string | null,
  key: string | undefined,
): 'ascending' | 'descending' | undefined {
  if (key && sort === `${key}:asc`) return 'ascending';
  if (key && sort === `${key}:desc`) return 'descending';
  return undefined;
}

/**
 * The header row of a paged table: a sortable column's label is a button that sorts the list on
 * the server (ascending, descending, then the natural order; `aria-sort` says which), the others
 * plain labels.
 */
export function SortableHead({
  columns,
  sort,
  onSort,
}: {
  columns: HeadColumn[];
  sort: string | null;
  onSort: (sort: string | null) => void;
}) {
  return (
    <Thead>
      <Tr>
        {columns.map(({ label, sortKey }) => (
          <Th key={label} aria-sort={ariaSort(sort, sortKey)}>
            {sortKey ? (
              <Button variant="ghost" size="S" onClick={() => onSort(nextSort(sort, sortKey))}>
                {label}
              </Button>
            ) : (
              <Typography variant="sigma">{label}</Typography>
            )}
          </Th>
        ))}
      </Tr>
    </Thead>
  );
}
