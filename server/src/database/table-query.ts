import type { Core } from '@strapi/strapi';

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
  where(column: string, operator: string, value: unknown): TableQuery;
  where(conditions: Record<string, unknown>): TableQuery;
  whereIn(column: string, values: readonly unknown[]): TableQuery;
  whereNotNull(column: string): TableQuery;
  distinct(column: string): TableQuery;
  orderBy(column: string, direction: 'asc'): TableQuery;
  limit(rows: number): TableQuery;
}

interface Database {
  getConnection?: (table: string) => TableQuery;
  connection: (table: string) => TableQuery;
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
