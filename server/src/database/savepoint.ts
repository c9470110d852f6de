import type { Core } from '@strapi/strapi';

/** A knex instance or transaction (`strapi.db.connection`, or a knex transaction's `trx`). */
type Knex = Core.Strapi['db']['connection'];

let savepoints = 0;

/**
 * Runs `work` inside a savepoint of the transaction `trx` (SQL `SAVEPOINT`, the same statement on
 * SQLite, PostgreSQL and MariaDB): on failure the savepoint is rolled back, so the statements of
 * `work` are undone and, on PostgreSQL, the outer transaction is usable again (a failed statement
 * otherwise aborts it until rollback). Names are unique, because MariaDB replaces a savepoint of
 * the same name and a document service action may run inside another's transaction.
 * @returns whether `work` succeeded (its error is swallowed; the caller reports it)
 */
export async function inSavepoint(trx: Knex, work: () => Promise<void>): Promise<boolean> {
  const name = `rd_index_${(savepoints = (savepoints + 1) % 1_000_000)}`;
  await trx.raw(`SAVEPOINT ${name}`);
  try {
    await work();
  } catch {
    await trx.raw(`ROLLBACK TO SAVEPOINT ${name}`);
    return false;
  }
  await trx.raw(`RELEASE SAVEPOINT ${name}`);
  return true;
}
