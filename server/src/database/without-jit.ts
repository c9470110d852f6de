/**
 * One read-only PostgreSQL statement run with JIT compilation off, on a connection of Strapi's
 * knex pool (`knex.client.acquireConnection`, as `@strapi/database` `dist/index.js` itself uses
 * it), straight through the `pg` driver.
 */

/** The part of a `pg` client the statement needs (`pg` `Client#query`). */
interface PgConnection {
  query(text: string, values?: readonly unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** The part of a knex instance the statement needs: compiling a raw statement, and its pool. */
export interface KnexWithPool {
  raw(
    sql: string,
    bindings: readonly unknown[],
  ): { toSQL(): { toNative(): { sql: string; bindings: unknown[] } } };
  client: {
    acquireConnection(): Promise<PgConnection>;
    releaseConnection(connection: PgConnection): unknown;
  };
}

/**
 * Runs `sql` (knex `?`/`??` bindings) in a transaction of its own that starts with
 * `SET LOCAL jit = off`, and returns its rows. Why: on a table never analysed (right after a bulk
 * load, or with autovacuum off) the planner's default selectivity makes each value of a lookup
 * look like 0.5% of the table, so a lookup of a hundred values is costed above `jit_above_cost`
 * (100,000 by default) and PostgreSQL compiles it with LLVM before running it (PostgreSQL docs,
 * "jit_above_cost"): some 6 ms of CPU for a statement that runs in 1 ms. `SET LOCAL` ends with
 * the transaction, so the pool's connection keeps the app's own setting (`jit` exists from
 * PostgreSQL 11; Strapi 5 needs 14). The statement goes to the `pg` client itself: a knex
 * transaction per statement built enough short-lived objects to raise the benchmark server's peak
 * RSS growth from about +60 to +150 MiB (docs/benchmarks.md, "Content links").
 * @throws the driver's error (the transaction is rolled back and the connection released first)
 */
export async function readWithoutJit(
  knex: KnexWithPool,
  sql: string,
  bindings: readonly unknown[],
): Promise<Array<Record<string, unknown>>> {
  const statement = knex.raw(sql, bindings).toSQL().toNative();
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query('begin; set local jit = off');
    const { rows } = await connection.query(statement.sql, statement.bindings);
    await connection.query('commit');
    return rows;
  } catch (error) {
    // A connection back in the pool must not stay inside a failed transaction.
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    knex.client.releaseConnection(connection);
  }
}
