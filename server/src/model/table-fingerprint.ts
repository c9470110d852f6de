import type { Core } from '@strapi/strapi';
import { readRowOffThread } from './fingerprint-thread';
import { modelMeta } from './relations';
import { tableNames, tableQuery, type TableQuery } from './table-query';

/**
 * One input of a fingerprint, read by aggregates that change whenever Strapi changes the input:
 * - `rows`: a model's table: its row count and largest `id` (a row created raises the largest id,
 *   ids being never reused: SQLite `AUTOINCREMENT`, sequences, InnoDB counters; a row deleted
 *   lowers the count) and latest `updatedAt` (a row updated: `@strapi/database`
 *   `lifecycles/subscribers/timestamps.js` sets it on every `update`);
 * - `links`: the join table of a relation attribute (link rows have no timestamps): row count and
 *   largest `id` (Strapi deletes and inserts link rows) and the summed related ids (a link row
 *   moved to another related row in place);
 * - `store`: one value of Strapi's core store (`strapi::core-store`, no timestamp column): the
 *   stored text itself, under `type_name_key` with no environment or tag, as `@strapi/core`
 *   `services/core-store.js` `get` reads it.
 */
export type FingerprintInput =
  | { kind: 'rows'; uid: string }
  | { kind: 'links'; uid: string; attribute: string }
  | { kind: 'store'; key: string };

const CORE_STORE_UID = 'strapi::core-store';

/** The scalar subqueries of one input, or none when its model or relation is not in this app. */
function subqueries(strapi: Core.Strapi, input: FingerprintInput): TableQuery[] {
  if (input.kind === 'store') {
    if (!strapi.db.metadata.has(CORE_STORE_UID)) return [];
    const store = tableNames(strapi, CORE_STORE_UID);
    return [
      tableQuery(strapi, store.table)
        .max(store.column('value'))
        .where(store.column('key'), input.key)
        .whereNull(store.column('environment'))
        .whereNull(store.column('tag')),
    ];
  }
  if (!strapi.db.metadata.has(input.uid)) return [];
  if (input.kind === 'rows') {
    const { table, column } = tableNames(strapi, input.uid);
    const query = () => tableQuery(strapi, table);
    return [query().count('*'), query().max('id'), query().max(column('updatedAt'))];
  }
  const join = modelMeta(strapi, input.uid).attributes[input.attribute]?.joinTable;
  if (!join) return [];
  const query = () => tableQuery(strapi, join.name);
  const related = join.inverseJoinColumn?.name ?? join.joinColumn.name;
  return [query().count('*'), query().max('id'), query().sum(related)];
}

/** A fingerprint statement compiled once: knex `toSQL()` text and bindings, and its column names. */
interface CompiledFingerprint {
  sql: string;
  bindings: readonly unknown[];
  names: string[];
}

const compiled = new WeakMap<Core.Strapi, Map<readonly FingerprintInput[], CompiledFingerprint>>();

/**
 * The statement of `inputs`, built and compiled on first use per instance and list: the schema
 * (tables, columns, join tables) does not change while Strapi runs, and building some forty
 * knex builders on every request cost more than running them.
 */
function statementOf(strapi: Core.Strapi, inputs: readonly FingerprintInput[]): CompiledFingerprint {
  let byInputs = compiled.get(strapi);
  if (!byInputs) compiled.set(strapi, (byInputs = new Map()));
  let statement = byInputs.get(inputs);
  if (!statement) {
    const columns: Record<string, TableQuery> = {};
    inputs
      .flatMap((input) => subqueries(strapi, input))
      .forEach((query, index) => (columns[`f${index}`] = query));
    const names = Object.keys(columns);
    const { sql, bindings } = names.length
      ? strapi.db.connection.select(columns).toSQL()
      : { sql: '', bindings: [] };
    statement = { sql, bindings, names };
    byInputs.set(inputs, statement);
  }
  return statement;
}

/**
 * The rows of a raw statement, as each knex dialect answers it: an array of rows (better-sqlite3),
 * `[rows, fields]` (mysql2) or a result with `rows` (pg).
 */
function rawRows(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result))
    return (Array.isArray(result[0]) ? result[0] : result) as Array<Record<string, unknown>>;
  return (result as { rows?: Array<Record<string, unknown>> } | null)?.rows ?? [];
}

/** The fingerprint's text: the aggregates of `row` in column order, dates as ISO 8601. */
function fingerprintText(names: readonly string[], row: Record<string, unknown> | null | undefined): string {
  return names
    .map((name) => {
      const value = row?.[name];
      return value instanceof Date ? value.toISOString() : String(value ?? '');
    })
    .join('|');
}

/**
 * Reads a fingerprint of the given inputs in one statement (one round trip, every aggregate a
 * scalar subquery of one `SELECT`): equal fingerprints mean no input changed through Strapi since
 * the other was read. Every instance on the same database reads the same value.
 * @param inputs a list kept for the instance's life (its statement is compiled once per list)
 * @returns the aggregates as text; inputs absent from this app (a plugin not installed) add nothing
 * @param db where to read: Strapi's connection (the default), or a transaction (`strapi.db.transaction`'s
 *   `trx`), whose own uncommitted writes it then sees
 * @throws the database error when the database is unreachable (answered 503 by the API guard)
 */
export async function readFingerprint(
  strapi: Core.Strapi,
  inputs: readonly FingerprintInput[],
  db: Pick<Core.Strapi['db']['connection'], 'raw'> = strapi.db.connection,
): Promise<string> {
  const { sql, bindings, names } = statementOf(strapi, inputs);
  if (!names.length) return '';
  const [row] = rawRows(await db.raw(sql, bindings as unknown[]));
  return fingerprintText(names, row);
}

/**
 * The one row of a compiled aggregate statement (`toSQL()` text and bindings): on SQLite in the
 * fingerprint worker thread (`readRowOffThread`; skipped when the database did not change since
 * its last run, decision 0252), elsewhere or when the worker cannot answer on Strapi's connection.
 * @returns the row, or null when the statement answered none
 * @throws the database error (answered 503 by the API guard when unreachable); an Error when the
 *   worker's read times out
 */
export async function readAggregateRow(
  strapi: Core.Strapi,
  sql: string,
  bindings: readonly unknown[],
): Promise<Record<string, unknown> | null> {
  const row = await readRowOffThread(strapi, sql, bindings);
  if (row !== undefined) return row;
  return rawRows(await strapi.db.connection.raw(sql, bindings as unknown[]))[0] ?? null;
}

/**
 * `readFingerprint` on Strapi's connection, with the same statement run in a worker thread on
 * SQLite (its own read-only connection: `readRowOffThread`), so better-sqlite3's synchronous work
 * does not hold Strapi's thread (docs/decisions/0248-sqlite-fingerprint-in-a-worker-thread.md).
 * The read is still awaited: the fingerprint is as fresh as `readFingerprint`'s. Elsewhere, or
 * when the worker cannot answer, it is `readFingerprint`.
 * @throws the database error as `readFingerprint`; an Error when the worker's read times out
 */
export async function readFingerprintOffThread(
  strapi: Core.Strapi,
  inputs: readonly FingerprintInput[],
): Promise<string> {
  const { sql, bindings, names } = statementOf(strapi, inputs);
  if (!names.length) return '';
  const row = await readRowOffThread(strapi, sql, bindings);
  return row === undefined ? readFingerprint(strapi, inputs) : fingerprintText(names, row);
}
