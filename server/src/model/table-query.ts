import type { Core } from '@strapi/strapi';
import { readWithoutJit, type KnexWithPool } from '../database/without-jit';

/**
 * The part of a knex query builder the raw readers use (knex `QueryBuilder`; Strapi's database
 * layer is knex, `@strapi/database` `dist/index.js`). Awaiting it runs the query and gives the
 * driver's rows, column values as the driver returns them (JSON as text on SQLite and MySQL).
 */
export interface TableQuery extends PromiseLike<Array<Record<string, unknown>>> {
  select(columns: Record<string, string>, ...more: unknown[]): TableQuery;
  max(columns: Record<string, string>): TableQuery;
  min(columns: Record<string, string>): TableQuery;
  join(table: string, left: string, right: string): TableQuery;
  leftJoin(table: unknown, left: string, right: string): TableQuery;
  where(column: string, operator: string, value: unknown): TableQuery;
  where(conditions: Record<string, unknown>): TableQuery;
  whereIn(column: string, values: readonly unknown[]): TableQuery;
  whereBetween(column: string, range: readonly [number, number]): TableQuery;
  whereRaw(sql: string, bindings: readonly unknown[]): TableQuery;
  whereNotNull(column: string): TableQuery;
  distinct(column: string): TableQuery;
  orderBy(column: string, direction: 'asc'): TableQuery;
  limit(rows: number): TableQuery;
}

interface Knex {
  (table: string): TableQuery;
  raw(sql: string, bindings: readonly unknown[]): PromiseLike<{ rows: Array<Record<string, unknown>> }>;
}

interface Database {
  getConnection?: (table: string) => TableQuery;
  getSchemaName?: () => string | undefined;
  connection: Knex;
  dialect?: { client?: string };
}

/**
 * A knex query on a table (`"name"` or `"name as alias"`) in Strapi's schema: `getConnection`
 * (`@strapi/database` `Database#getConnection`) applies the configured PostgreSQL schema, to
 * joined tables too; without it (older releases) the plain connection.
 */
export function tableQuery(strapi: Core.Strapi, table: string): TableQuery {
  const db = strapi.db as unknown as Database;
  return db.getConnection ? db.getConnection(table) : db.connection(table);
}

/** Table and column names of a model, as Strapi's metadata gives them (long names shortened). */
export interface TableNames {
  table: string;
  /** The column of an attribute (its own name when the metadata has no `columnName`). */
  column(attribute: string): string;
}

/** Table and column names of a content type or component (`strapi.db.metadata`). */
export function tableNames(strapi: Core.Strapi, uid: string): TableNames {
  const meta = strapi.db.metadata.get(uid) as unknown as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  return {
    table: meta.tableName,
    column: (attribute) => meta.attributes[attribute]?.columnName ?? attribute,
  };
}

/**
 * The rows of a table whose `column` equals one of `values` (`select` maps result names to
 * columns), as `WHERE column IN (...)` would return them, in no particular order. On PostgreSQL
 * the list is a lateral join over `unnest(values)` whose subquery `OFFSET 0` keeps the planner
 * from flattening it, so each value is one index lookup whatever the statistics: with `IN (...)`
 * a table never analysed (autovacuum off, or right after a bulk load) is planned as a sequential
 * scan per list, its default selectivity (0.5% per value, PostgreSQL `selfuncs.h`
 * `DEFAULT_EQ_SEL`) making a list of a hundred values half the table (docs/decisions.md,
 * "Content links").
 * It runs with JIT compilation off (`readWithoutJit`: the same default selectivity costs a
 * lookup of a hundred values above `jit_above_cost`).
 * @param values text values (documentIds, URLs), at most a few thousand per call
 */
export async function rowsWithValues(
  strapi: Core.Strapi,
  table: string,
  select: Record<string, string>,
  column: string,
  values: readonly string[],
): Promise<Array<Record<string, unknown>>> {
  if (values.length === 0) return [];
  const db = strapi.db as unknown as Database;
  if (db.dialect?.client !== 'postgres')
    return tableQuery(strapi, table).select(select).whereIn(column, values);
  const schema = db.getSchemaName?.();
  const names = Object.entries(select);
  const sql =
    `select rd_found.* from unnest(?::text[]) as rd_wanted(value) cross join lateral ` +
    `(select ${names.map(() => '?? as ??').join(', ')} from ?? where ?? = rd_wanted.value offset 0) as rd_found`;
  const bindings = [
    [...values],
    ...names.flatMap(([name, source]) => [source, name]),
    schema ? `${schema}.${table}` : table,
    column,
  ];
  return readWithoutJit(db.connection as unknown as KnexWithPool, sql, bindings);
}
