import type { Core } from '@strapi/strapi';
import { pluginTable, WATCH_TARGETS_TABLE } from '../migrations/plugin-tables';

/**
 * An upsert of the monitor's targets compiled once by knex: its SQL (`?` placeholders), and the
 * order in which each row's columns fill its bindings, row after row.
 */
export interface UpsertShape {
  sql: string;
  /** The inserted columns in the order knex binds them within a row. */
  columns: readonly string[];
}

/** Rows in one statement at most: a power of two, 14 values a row (far below any bind limit). */
export const MAX_ROWS = 256;

/** Shapes per app, by row count and merged columns: at most nine counts times the column sets used. */
const shapesOf = new WeakMap<Core.Strapi, Map<string, UpsertShape>>();

/** A value knex cannot take for data: it names its row and column, and nothing else binds it. */
const marker = (row: number, column: string) => `\u0000${row}\u0000${column}`;

/**
 * The row counts a list of `count` rows is written in: powers of two, largest first, at most
 * `MAX_ROWS` each (100 rows: 64, 32 and 4), so an app compiles at most nine statements per column set
 * whatever its checkpoints hold.
 */
export function statementSizes(count: number): number[] {
  const sizes: number[] = [];
  let left = count;
  while (left > 0) {
    let size = 1;
    while (size * 2 <= Math.min(left, MAX_ROWS)) size *= 2;
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/**
 * The shape of an upsert of `count` rows of `inserted` columns into the targets table that meets a
 * stored row by `id` and updates its `merged` columns (knex's `onConflict('id').merge()`, on all
 * three databases), compiled by knex the first time and kept for the app. Building knex's query for
 * every checkpoint cost Strapi's thread about 9 KiB of garbage per checked target
 * (docs/decisions/0265-lighter-checkpoints-and-budget-cut-host-by-host.md).
 * @throws Error when knex binds anything but the rows' values, row after row (the shape could not
 *   be filled in)
 */
export function upsertShape(
  strapi: Core.Strapi,
  count: number,
  inserted: readonly string[],
  merged: readonly string[],
): UpsertShape {
  let shapes = shapesOf.get(strapi);
  if (!shapes) shapesOf.set(strapi, (shapes = new Map()));
  const key = `${count}|${inserted.join(',')}|${merged.join(',')}`;
  const known = shapes.get(key);
  if (known) return known;
  const rows = Array.from({ length: count }, (_, row) =>
    Object.fromEntries(inserted.map((column) => [column, marker(row, column)])),
  );
  const { sql, bindings } = pluginTable(strapi, strapi.db.connection, WATCH_TARGETS_TABLE)
    .insert(rows)
    .onConflict('id')
    .merge([...merged])
    .toSQL();
  const columns = inserted.map((_, index) => String(bindings[index]).split('\u0000')[2]);
  const rowMajor =
    bindings.length === count * inserted.length &&
    bindings.every((value, index) => {
      const row = Math.floor(index / inserted.length);
      return value === marker(row, columns[index % inserted.length]);
    });
  if (!rowMajor) throw new Error('the targets upsert binds values out of row order');
  const shape = { sql, columns };
  shapes.set(key, shape);
  return shape;
}
