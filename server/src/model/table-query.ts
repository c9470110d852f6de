import type { Core } from '@strapi/strapi';
import { readWithoutJit, type KnexWithPool } from '../database/without-jit';
import { modelMeta } from './relations';

/** Strapi's database, as `@strapi/types` types `strapi.db` (`@strapi/database` `Database`). */
type Database = Core.Strapi['db'];

/**
 * A knex query builder on one table (knex `Knex.QueryBuilder`, as `@strapi/database` types
 * `Database#getConnection(table)`; Strapi's database layer is knex). Awaiting it runs the query and
 * gives the driver's rows (`TableRow`), column values as the driver returns them (JSON as text on
 * SQLite and MySQL).
 */
export type TableQuery = ReturnType<Database['getConnection']>;

/** A knex transaction a table query joins (`query.transacting(trx)`): a document service action's. */
export type Transaction = Parameters<TableQuery['transacting']>[0];

/** One row a table query returns, by selected name; knex types it loosely, callers name it so. */
export type TableRow = Record<string, unknown>;

/**
 * A knex query on a table (`"name"` or `"name as alias"`) in Strapi's schema: `getConnection`
 * (`@strapi/database` `Database#getConnection`) applies the configured PostgreSQL schema, to
 * joined tables too; without it (older releases) the plain connection. Every raw read of the
 * plugin starts here, so this is the one place that knows about the fallback.
 */
export function tableQuery(strapi: Core.Strapi, table: string): TableQuery {
  const db: Partial<Pick<Database, 'getConnection'>> & Pick<Database, 'connection'> = strapi.db;
  return typeof db.getConnection === 'function' ? db.getConnection(table) : db.connection(table);
}

/**
 * The database client Strapi runs on, from its dialect (`@strapi/database` `dist/dialects/index.js`:
 * `sqlite`, `postgres` or `mysql`), or undefined before the database is set up.
 */
export function databaseClient(strapi: Core.Strapi): string | undefined {
  const db: Partial<Pick<Database, 'dialect'>> = strapi.db;
  return db.dialect?.client;
}

/** Table and column names of a model, as Strapi's metadata gives them (long names shortened). */
export interface TableNames {
  table: string;
  /** The column of an attribute (its own name when the metadata has no `columnName`). */
  column(attribute: string): string;
}

/** Table and column names of a content type or component (`strapi.db.metadata`). */
export function tableNames(strapi: Core.Strapi, uid: string): TableNames {
  const meta = modelMeta(strapi, uid);
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
 * `DEFAULT_EQ_SEL`) making a list of a hundred values half the table (docs/decisions/0085-links-no-seq-scans.md,
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
): Promise<TableRow[]> {
  if (values.length === 0) return [];
  if (databaseClient(strapi) !== 'postgres')
    return tableQuery(strapi, table).select(select).whereIn(column, values);
  const schema = strapi.db.getSchemaName();
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
  // knex's public type leaves out its client's pool, which `readWithoutJit` borrows a connection from.
  return readWithoutJit(strapi.db.connection as unknown as KnexWithPool, sql, bindings);
}
