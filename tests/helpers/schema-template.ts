import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  createTestDatabase,
  SCHEMA_RECORD_TABLES,
  type SchemaTemplateRef,
  type TestDatabase,
} from './database';

/**
 * An empty copy of the playground's schema, made once per jest run and database client, that each
 * suite's database starts from. A boot on a new database spends most of its time creating Strapi's
 * tables (measured on PostgreSQL and MariaDB: about 5 to 7 s of an 8 to 10 s boot, under load); on
 * a copy it finds them made and skips the schema sync, then seeds its own content as before
 * (docs/decisions/0189-test-databases-from-an-empty-schema.md).
 */

/** Longest a worker waits for another worker to make the template, ms (a boot takes 5-20 s here). */
const WAIT_MS = 180_000;
/** How often a waiting worker looks for the template, ms. */
const POLL_MS = 200;

/**
 * The folder recording this run's template for a client: `database.json` (the env that points at
 * it, for tests/helpers/global-teardown.ts to drop it), then `ready.json` (a `SchemaTemplateRef`)
 * or `failed`. Making the folder is the lock: `mkdir` succeeds for one worker only.
 */
export function templateFolder(runId: string, client: string): string {
  return join(tmpdir(), `route-discovery-schema-${runId}-${client}`);
}

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/**
 * This jest run's empty schema template for the client of `DATABASE_CLIENT` (SQLite when unset),
 * made by the first worker that asks and awaited by the others.
 * @param bootEmpty boots the playground once, without seeding, on the database the env points at,
 *   leaves it as `emptyTables` says and stops, keeping the database
 * @returns the template; undefined when templates are off (no `ROUTE_DISCOVERY_TEST_RUN_ID` from
 *   tests/helpers/global-setup.js, or `ROUTE_DISCOVERY_TEST_FRESH_SCHEMA=1`) or making one failed,
 *   and each suite then creates its schema itself
 */
export async function schemaTemplate(
  bootEmpty: (databaseEnv: Record<string, string>) => Promise<void>,
): Promise<SchemaTemplateRef | undefined> {
  const runId = process.env.ROUTE_DISCOVERY_TEST_RUN_ID;
  if (!runId || process.env.ROUTE_DISCOVERY_TEST_FRESH_SCHEMA === '1') return undefined;
  const client = (process.env.DATABASE_CLIENT ?? 'sqlite') as TestDatabase['client'];
  const folder = templateFolder(runId, client);
  const ready = join(folder, 'ready.json');
  const failed = join(folder, 'failed');
  let maker = true;
  try {
    mkdirSync(folder);
  } catch {
    maker = false;
  }
  if (maker) {
    try {
      const database = await createTestDatabase();
      writeFileSync(join(folder, 'database.json'), JSON.stringify(database.env));
      await bootEmpty(database.env);
      const name = client === 'sqlite' ? database.env.DATABASE_FILENAME : database.env.DATABASE_NAME;
      const template: SchemaTemplateRef = { client, name };
      writeFileSync(ready, JSON.stringify(template));
      return template;
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await sleep(POLL_MS)) {
    if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8')) as SchemaTemplateRef;
    if (existsSync(failed)) return undefined;
  }
  return undefined;
}

/** Rows of a `knex.raw` answer, whatever the client's driver wraps them in. */
function rowsOf(answer: unknown): Array<{ name: string }> {
  if (Array.isArray(answer))
    return (Array.isArray(answer[0]) ? answer[0] : answer) as Array<{ name: string }>;
  return (answer as { rows: Array<{ name: string }> }).rows;
}

/**
 * Empties every table of a booted playground's database but `SCHEMA_RECORD_TABLES`, counters
 * included, so a copy starts as a new database whose schema Strapi has already made. MariaDB's
 * template is left as it is: its copies take the tables' definitions only (`copyMysqlSchema`).
 * @param strapi a booted playground, on the template database
 */
export async function emptyTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const client = strapi.db.dialect.client;
  if (client === 'mysql') return;
  const listing =
    client === 'postgres'
      ? 'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()'
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'";
  const tables = rowsOf(await knex.raw(listing))
    .map(({ name }) => name)
    .filter((name) => !SCHEMA_RECORD_TABLES.includes(name));
  if (client === 'postgres') {
    await knex.raw(`TRUNCATE ${tables.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`);
    return;
  }
  // SQLite: foreign keys are checked when the transaction commits, by which time every table is
  // empty (https://sqlite.org/pragma.html#pragma_defer_foreign_keys); the counters live in
  // sqlite_sequence.
  await knex.transaction(async (trx) => {
    await trx.raw('PRAGMA defer_foreign_keys = ON');
    for (const name of tables) await trx.raw(`DELETE FROM "${name}"`);
    const sequences = rowsOf(await trx.raw("SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'"));
    if (sequences.length > 0) await trx.raw('DELETE FROM sqlite_sequence');
  });
}
