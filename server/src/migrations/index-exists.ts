import type { Core } from '@strapi/strapi';
import type { Knex } from './plugin-tables';

/**
 * Whether `table` (a plugin table, in Strapi's schema) has an index named `index`: PostgreSQL's
 * `pg_indexes`, MySQL/MariaDB's `information_schema.statistics`, SQLite's `sqlite_master`. Knex has
 * no such check, and a failed `CREATE INDEX` would abort a PostgreSQL transaction (the migration
 * lock's), so a migration asks first.
 * @param client the database family as `MigrationContext.client` names it
 */
export async function indexExists(
  strapi: Core.Strapi,
  db: Knex,
  client: string,
  table: string,
  index: string,
): Promise<boolean> {
  if (client === 'postgres') {
    const schema = strapi.db.getSchemaName();
    const result = (await db.raw(
      'SELECT 1 FROM pg_indexes WHERE schemaname = COALESCE(?, current_schema()) AND tablename = ? AND indexname = ?',
      [schema ?? null, table, index],
    )) as { rows: unknown[] };
    return result.rows.length > 0;
  }
  if (client === 'mysql') {
    const [rows] = (await db.raw(
      'SELECT 1 FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = ? AND index_name = ?',
      [table, index],
    )) as unknown as [unknown[]];
    return rows.length > 0;
  }
  const rows = (await db.raw(
    "SELECT 1 FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name = ?",
    [table, index],
  )) as unknown[];
  return rows.length > 0;
}
