import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '@route-discovery/contract';

/** Page sizes the admin's pagers offer (rows per page); the server's cap is `PAGE_SIZE_MAX`. */
export const PAGE_SIZES = [50, 100, 250, 500] as const;

/**
 * What a paged table shows, as kept in the page's URL search params (docs/decisions/
 * 0145-paged-admin-tables.md): the page size, the search, the sort (`<key>:asc|desc`, null for the
 * list's natural order), testable rows only, the list's own filters (null keeps every value), the
 * cursor of the page shown (null for the first page) and the cursors of the pages between the first
 * and it, oldest first (`back`), so Previous and a deep link work without the server counting an
 * offset.
 */
export interface PagedState {
  pageSize: number;
  q: string;
  sort: string | null;
  testable: boolean;
  filters: Record<string, string | null>;
  cursor: string | null;
  back: string[];
}

/** Reads a positive whole number no larger than the server's cap, or the default. */
function readPageSize(text: string | null): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= PAGE_SIZE_MAX ? value : PAGE_SIZE_DEFAULT;
}

/**
 * The paged state in `params`. Names carry `prefix` so that two tables on one page (the exposure
 * routes and content types) keep their own state. Unknown or bad values fall back to defaults.
 * @param filterKeys the list's filter parameters (`filter`, `kind`, `access`...)
 */
export function readPagedState(
  params: URLSearchParams,
  filterKeys: readonly string[],
  prefix = '',
): PagedState {
  const get = (name: string) => params.get(`${prefix}${name}`);
  const sort = get('sort');
  return {
    pageSize: readPageSize(get('page_size')),
    q: (get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    sort: sort && /^[a-z_]+:(asc|desc)$/.test(sort) ? sort : null,
    testable: get('testable') === 'true',
    filters: Object.fromEntries(filterKeys.map((key) => [key, get(key) || null])),
    cursor: get('cursor') || null,
    back: params.getAll(`${prefix}back`).filter(Boolean),
  };
}

/**
 * `params` with the paged state written in (other params are kept; defaults are left out so a
 * plain URL stays plain). Returns a new object.
 */
export function writePagedState(params: URLSearchParams, state: PagedState, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    next.delete(`${prefix}${name}`);
    if (value) next.set(`${prefix}${name}`, value);
  };
  set('page_size', state.pageSize === PAGE_SIZE_DEFAULT ? null : String(state.pageSize));
  set('q', state.q.trim() ? state.q : null);
  set('sort', state.sort);
  set('testable', state.testable ? 'true' : null);
  for (const [key, value] of Object.entries(state.filters)) set(key, value);
  set('cursor', state.cursor);
  next.delete(`${prefix}back`);
  for (const cursor of state.back) next.append(`${prefix}back`, cursor);
  return next;
}

/**
 * The query that selects the list's rows (filters, `q`, `testable`, plus the list's fixed params
 * such as exposure's `list=routes`): what counts, exports and Test all send. No paging, no sort.
 */
export function selectionQuery(
  state: PagedState,
  fixed: Record<string, string> = {},
): Record<string, string> {
  const query: Record<string, string> = { ...fixed };
  for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
  if (state.q.trim()) query.q = state.q.trim();
  if (state.testable) query.testable = 'true';
  return query;
}

/** The query of the page shown: the selection, the sort, the page size and the cursor. */
export function pageQuery(state: PagedState, fixed: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = {
    ...selectionQuery(state, fixed),
    page_size: String(state.pageSize),
  };
  if (state.sort) query.sort = state.sort;
  if (state.cursor) query.cursor = state.cursor;
  return query;
}

/** The selection with the sort: the query an export sends (the rows in the order shown). */
export function exportQuery(state: PagedState, fixed: Record<string, string> = {}): Record<string, string> {
  const query = selectionQuery(state, fixed);
  if (state.sort) query.sort = state.sort;
  return query;
}

/**
 * The next sort when a column header is pressed: ascending on a new column, then descending, then
 * the natural order again.
 */
export function nextSort(current: string | null, key: string): string | null {
  if (current === `${key}:asc`) return `${key}:desc`;
  if (current === `${key}:desc`) return null;
  return `${key}:asc`;
}
