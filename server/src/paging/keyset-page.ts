import { positionOf } from '../streaming/row-position';
import type { CursorState } from './cursor';
import type { ListDefinition } from './list-definition';
import type { PageRequest } from './page-request';
import { rowKeeper } from './row-filter';
import { TopK } from './top-k';

/**
 * A list's rows in natural order, in batches. With `resumeAfter` (a row's `positionOf`, from a
 * cursor), the reading starts right after that row, so a later page does not read the rows
 * before it again; a reading that cannot resume ignores it (and rows are skipped by ordinal).
 */
export type RowReading<Row> = (
  resumeAfter: unknown,
) => AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;

/**
 * The rows a keyset page of natural order wants from a database scan per statement: its own
 * size and the one row past it, so the first page at a million documents reads what it does at a
 * hundred. Undefined (the scan's own batch size) when the page reads further: a sort, a search
 * or the testable switch may keep few rows per statement, and counts and exports read it all.
 */
export function scanRowsFor(request: PageRequest): number | undefined {
  const unfiltered = !request.sort && request.words.length === 0 && !request.testableOnly;
  return request.mode === 'page' && unfiltered ? request.size + 1 : undefined;
}

/** One page: its rows, in order, and the next page's cursor state (null on the last page). */
export interface KeysetPage<Row> {
  rows: Row[];
  next: CursorState | null;
}

/**
 * Sort values compare as the admin's table compared them (`String.prototype.localeCompare`,
 * which uses the same ICU collation), in one fixed locale so every server orders alike.
 */
const collator = new Intl.Collator('en');

/**
 * The natural-order page after the cursor: the reading resumes after the cursor's position when
 * it can (a page then reads about `size` rows), else kept rows up to the cursor's ordinal are
 * skipped. One row past the page is looked for, so `next` is null exactly on the last page.
 */
async function naturalPage<Row>(
  read: RowReading<Row>,
  keep: (row: Row) => boolean,
  size: number,
  cursor: CursorState | null,
): Promise<KeysetPage<Row>> {
  const resumes = cursor?.r !== undefined;
  let ordinal = resumes && cursor ? cursor.n : 0;
  const skipThrough = cursor && !resumes ? cursor.n : 0;
  const rows: Row[] = [];
  let more = false;
  reading: for await (const batch of read(resumes ? cursor?.r : undefined)) {
    for (const row of batch) {
      if (!keep(row)) continue;
      ordinal += 1;
      if (ordinal <= skipThrough) continue;
      if (rows.length === size) {
        more = true;
        // Leaving the loop returns the reading's generator, which stops the scan.
        break reading;
      }
      rows.push(row);
    }
  }
  if (!more) return { rows, next: null };
  const last = rows[rows.length - 1];
  const position = positionOf(last as object);
  const next: CursorState = { n: ordinal - 1 };
  if (position !== undefined) next.r = position;
  return { rows, next };
}

/** A kept row of a sorted page: its sort value and ordinal in the kept list. */
interface Ranked<Row> {
  v: string;
  n: number;
  row: Row;
}

/**
 * The sorted page after the cursor: every kept row is read (a sort needs the whole list), and
 * only the `size + 1` first after the cursor in (sort value, ordinal) order are held (`TopK`):
 * memory O(size), time O(N log size).
 */
async function sortedPage<Row>(
  read: RowReading<Row>,
  keep: (row: Row) => boolean,
  size: number,
  cursor: CursorState | null,
  valueOf: (row: Row) => string,
  direction: 1 | -1,
): Promise<KeysetPage<Row>> {
  const compare = (a: { v: string; n: number }, b: { v: string; n: number }) =>
    direction * collator.compare(a.v, b.v) || a.n - b.n;
  const after = cursor && cursor.v !== undefined ? { v: cursor.v, n: cursor.n } : null;
  const top = new TopK<Ranked<Row>>(size + 1, compare);
  let ordinal = 0;
  for await (const batch of read(undefined)) {
    for (const row of batch) {
      if (!keep(row)) continue;
      ordinal += 1;
      const ranked = { v: valueOf(row), n: ordinal, row };
      if (after && compare(ranked, after) <= 0) continue;
      top.offer(ranked);
    }
  }
  const ranked = top.sorted();
  const page = ranked.slice(0, size);
  const last = page[page.length - 1];
  return {
    rows: page.map((entry) => entry.row),
    next: ranked.length > size && last ? { n: last.n, v: last.v } : null,
  };
}

/**
 * One keyset page of a list (docs/decisions/0130-paged-lists.md): the `request.size` kept rows
 * after the cursor, in natural order or in the requested sort, ties in natural order. Never an
 * OFFSET: a page starts from the cursor's (sort value, ordinal), not a count of rows to drop.
 */
export function keysetPage<Row>(
  definition: ListDefinition<Row>,
  read: RowReading<Row>,
  request: PageRequest,
): Promise<KeysetPage<Row>> {
  const keep = rowKeeper(definition, request);
  const { sort } = request;
  if (!sort) return naturalPage(read, keep, request.size, request.cursor);
  return sortedPage(
    read,
    keep,
    request.size,
    request.cursor,
    definition.sortValues[sort.key],
    sort.direction,
  );
}

/**
 * Every kept row of a list in the request's order, for an export: natural order streams as the
 * reading goes; a sort holds the kept rows to sort them (memory O(N): the one place it must).
 */
export async function* orderedRows<Row>(
  definition: ListDefinition<Row>,
  read: RowReading<Row>,
  request: PageRequest,
): AsyncGenerator<Row> {
  const keep = rowKeeper(definition, request);
  const { sort } = request;
  if (!sort) {
    for await (const batch of read(undefined)) for (const row of batch) if (keep(row)) yield row;
    return;
  }
  const valueOf = definition.sortValues[sort.key];
  const ranked: Array<{ v: string; n: number; row: Row }> = [];
  for await (const batch of read(undefined)) {
    for (const row of batch) if (keep(row)) ranked.push({ v: valueOf(row), n: ranked.length, row });
  }
  ranked.sort((a, b) => sort.direction * collator.compare(a.v, b.v) || a.n - b.n);
  for (const entry of ranked) yield entry.row;
}
