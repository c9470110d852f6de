import type { Core } from '@strapi/strapi';
import { databaseClient } from '../model/table-query';
import type { Migration } from './migration';
import { ensureMigrationsTable, withMigrationLock } from './migration-lock';
import { MIGRATIONS } from './list';
import { MIGRATIONS_TABLE, pluginTable } from './plugin-tables';

/** What one run of the migrations did. */
export interface MigrationOutcome {
  /** Ids run now, in order. */
  applied: string[];
  /** Ids recorded in the database that this version does not know (a newer version ran them). */
  unknown: string[];
}

/**
 * Brings the plugin's own tables to this version's shape: under the migration lock
 * (`withMigrationLock`), creates the migrations table when missing, then runs each migration of
 * `migrations` not recorded yet, in order, recording each as it ends (id, applied_at in ISO 8601).
 * Several instances booting at once run each migration once: the others wait for the lock and
 * then find it recorded. A failing migration stops the run (the lock is released, the error
 * rises, Strapi's boot fails); the next boot starts again at that migration.
 * @param migrations the ordered list (the plugin's `MIGRATIONS`; tests pass their own)
 */
export async function runMigrations(
  strapi: Core.Strapi,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<MigrationOutcome> {
  const client = databaseClient(strapi) ?? 'sqlite';
  return withMigrationLock(strapi, async (db) => {
    await ensureMigrationsTable(strapi, db);
    const recorded = (await pluginTable(strapi, db, MIGRATIONS_TABLE).select('id')) as Array<{ id: string }>;
    const done = new Set(recorded.map((row) => String(row.id)));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await migration.up({ strapi, db, client });
      await pluginTable(strapi, db, MIGRATIONS_TABLE).insert({
        id: migration.id,
        applied_at: new Date().toISOString(),
      });
      applied.push(migration.id);
    }
    const known = new Set(migrations.map((migration) => migration.id));
    return { applied, unknown: [...done].filter((id) => !known.has(id)) };
  });
}
