/**
 * Where a row lies in the reading that produced it, so a keyset page can ask that reading to
 * resume right after it (`paging/keyset-page.ts`) rather than read the rows before it again. It
 * is kept under a symbol: `JSON.stringify` skips symbol keys, so no answer ever carries it.
 */
const ROW_POSITION = Symbol('route-discovery row position');

/** A row's resume position (JSON-serialisable), or undefined when its reading cannot resume. */
export function positionOf(row: object): unknown {
  return (row as { [ROW_POSITION]?: unknown })[ROW_POSITION];
}

/** Tags `row` with its resume position and returns it. */
export function withPosition<Row extends object>(row: Row, position: unknown): Row {
  (row as { [ROW_POSITION]?: unknown })[ROW_POSITION] = position;
  return row;
}
