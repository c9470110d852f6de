import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { databaseClient } from '../model/table-query';
import { alreadyExists, MIGRATIONS_TABLE, pluginSchema, pluginTable, type Knex } from './plugin-tables';

/** How long an instance waits for another instance's migrations before its boot fails, seconds. */
export const MIGRATION_LOCK_WAIT_SECONDS = 600;

/**
 * PostgreSQL's advisory lock key: 64 bits of SHA-256 of a name and Strapi's schema (advisory locks
 * are per database already), as a signed bigint in text.
 */
function advisoryKey(strapi: Core.Strapi): string {
  const digest = createHash('sha256').update(`route_discovery_migrations:${strapi.db.getSchemaName() ?? ''}`);
  return digest.digest().readBigInt64BE(0).toString();
}

/** MySQL's lock name is server-wide (at most 64 characters): the plugin's prefix and MD5 of the database. */
const MYSQL_LOCK_NAME = "CONCAT('route_discovery_mig_', MD5(DATABASE()))";

/** Creates the migrations table when missing: id (primary key), applied_at (ISO 8601 text). */
export async function ensureMigrationsTable(strapi: Core.Strapi, db: Knex): Promise<void> {
  if (await pluginSchema(strapi, db).hasTable(MIGRATIONS_TABLE)) return;
  await pluginSchema(strapi, db).createTable(MIGRATIONS_TABLE, (table) => {
    table.string('id', 191).primary();
    table.string('applied_at', 32).notNullable();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` on one connection, holding a database-wide lock that every instance of the app takes
 * before the plugin's migrations, and releases it however `work` ends:
 * - PostgreSQL: a transaction whose first statement is `pg_advisory_xact_lock` (released at
 *   commit or rollback; PostgreSQL docs, "Advisory Locks"); DDL is transactional there, so a
 *   failed migration leaves nothing half done.
 * - MySQL/MariaDB: `GET_LOCK` on the connection of a knex transaction (one connection for its whole
 *   life), `RELEASE_LOCK` in `finally` on that same connection; the server also frees it when the
 *   connection ends. DDL commits implicitly there, so each migration detects what exists.
 * - SQLite: one writer at a time; a transaction whose first statement writes (a `DELETE` matching
 *   nothing in the migrations table) holds the database's write lock until commit, like
 *   `BEGIN IMMEDIATE`. Another process's lock is waited for (SQLITE_BUSY retried).
 * `work` must use only the `db` it is given: on SQLite the pool has one connection.
 * @throws when the lock is not obtained within MIGRATION_LOCK_WAIT_SECONDS, or whatever `work` throws
 */
export async function withMigrationLock<T>(strapi: Core.Strapi, work: (db: Knex) => Promise<T>): Promise<T> {
  const client = databaseClient(strapi);
  const knex = strapi.db.connection;
  if (client === 'postgres') {
    return knex.transaction(async (trx) => {
      await trx.raw(`SET LOCAL lock_timeout = '${MIGRATION_LOCK_WAIT_SECONDS}s'`);
      await trx.raw('SELECT pg_advisory_xact_lock(?::bigint)', [advisoryKey(strapi)]);
      return work(trx);
    });
  }
  if (client === 'mysql') {
    return knex.transaction(async (trx) => {
      const [rows] = (await trx.raw(`SELECT GET_LOCK(${MYSQL_LOCK_NAME}, ?) AS taken`, [
        MIGRATION_LOCK_WAIT_SECONDS,
      ])) as unknown as [Array<{ taken: number | null }>];
      if (Number(rows[0]?.taken) !== 1) {
        throw new Error(`Another instance held the migration lock for ${MIGRATION_LOCK_WAIT_SECONDS} s`);
      }
      try {
        return await work(trx);
      } finally {
        // A connection lost during `work` took the lock with it: nothing to release, and the
        // error worth reporting is the one `work` raised.
        await trx.raw(`SELECT RELEASE_LOCK(${MYSQL_LOCK_NAME})`).catch(() => undefined);
      }
    });
  }
  // SQLite: the table must exist for the locking write. Another process may create it between
  // the check and the create: its "already exists" is the wanted outcome.
  await ensureMigrationsTable(strapi, knex).catch((error: unknown) => {
    if (!alreadyExists(error)) throw error;
  });
  return knex.transaction(async (trx) => {
    const deadline = Date.now() + MIGRATION_LOCK_WAIT_SECONDS * 1000;
    for (;;) {
      try {
        await pluginTable(strapi, trx, MIGRATIONS_TABLE).whereRaw('1 = 0').delete();
        break;
      } catch (error) {
        if (
          !/SQLITE_BUSY|database is locked/i.test(String((error as Error)?.message)) ||
          Date.now() > deadline
        )
          throw error;
        await pause(100);
      }
    }
    return work(trx);
  });
}
