import { randomBytes } from 'node:crypto';
import type { Migration } from '../../server/src/migrations/migration';
import { MIGRATIONS } from '../../server/src/migrations/list';
import { runMigrations } from '../../server/src/migrations/runner';
import { indexExists } from '../../server/src/migrations/index-exists';
import { CHECKED_INDEX } from '../../server/src/migrations/0028-watch-drop-checked-index';
import {
  MIGRATIONS_TABLE,
  pluginSchema,
  REFERENCES_TABLE,
  WATCH_TARGETS_TABLE,
} from '../../server/src/migrations/plugin-tables';
import { startPlayground, type Playground } from '../helpers/playground';

const client = process.env.DATABASE_CLIENT ?? 'sqlite';
const ids = MIGRATIONS.map((migration) => migration.id);

/** The plugin's migration runner on a booted app's database (docs/database.md). */
describe(`the plugin's migrations on ${client}`, () => {
  let app: Playground;
  /** Tables the test's own migrations create, dropped at the end. */
  const scratch = `rd_scratch_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    app = await startPlayground();
  });

  afterAll(async () => {
    if (app) {
      await pluginSchema(app.strapi, app.strapi.db.connection).dropTableIfExists(scratch);
      await app.stop();
    }
  });

  const recorded = async () =>
    (
      (await app.strapi.db.connection(MIGRATIONS_TABLE).select('id', 'applied_at')) as Array<{
        id: string;
        applied_at: string;
      }>
    ).sort((x, y) => (x.id < y.id ? -1 : 1));

  const createScratch: Migration = {
    id: '9001-test-scratch',
    async up({ strapi, db }) {
      await pluginSchema(strapi, db).createTable(scratch, (table) => table.string('name', 10));
    },
  };

  it('recorded every migration once at boot, with an ISO 8601 time, and runs none again', async () => {
    const rows = await recorded();
    expect(rows.map((row) => row.id)).toEqual(ids);
    for (const row of rows) expect(new Date(row.applied_at).toISOString()).toBe(row.applied_at);
    await expect(runMigrations(app.strapi)).resolves.toEqual({ applied: [], unknown: [] });
  });

  it('a failed migration stops the run, is not recorded, and releases the lock', async () => {
    const failing: Migration = {
      id: '9000-test-fails',
      async up({ strapi, db }) {
        await pluginSchema(strapi, db).createTable(`${scratch}_half`, (table) => table.string('name', 10));
        throw new Error('migration failed on purpose');
      },
    };
    await expect(runMigrations(app.strapi, [...MIGRATIONS, failing, createScratch])).rejects.toThrow(
      'migration failed on purpose',
    );
    expect((await recorded()).map((row) => row.id)).toEqual(ids);
    const half = await pluginSchema(app.strapi, app.strapi.db.connection).hasTable(`${scratch}_half`);
    // PostgreSQL and SQLite undo the DDL with the transaction; MySQL/MariaDB commit it at once.
    expect(half).toBe(client === 'mysql');
    if (half) await pluginSchema(app.strapi, app.strapi.db.connection).dropTable(`${scratch}_half`);
    // Released: another connection takes it at once (GET_LOCK is reentrant on one session, so
    // MySQL's is asked whether it is free).
    if (client === 'mysql') {
      const [rows] = (await app.strapi.db.connection.raw(
        "SELECT IS_FREE_LOCK(CONCAT('route_discovery_mig_', MD5(DATABASE()))) AS free",
      )) as unknown as [Array<{ free: number }>];
      expect(Number(rows[0].free)).toBe(1);
    }
    await expect(runMigrations(app.strapi, [...MIGRATIONS, createScratch])).resolves.toEqual({
      applied: ['9001-test-scratch'],
      unknown: [],
    });
    expect(await pluginSchema(app.strapi, app.strapi.db.connection).hasTable(scratch)).toBe(true);
  });

  it('names the recorded migrations this version does not know (a newer version ran them)', async () => {
    await expect(runMigrations(app.strapi)).resolves.toEqual({ applied: [], unknown: ['9001-test-scratch'] });
    await app.strapi.db.connection(MIGRATIONS_TABLE).where({ id: '9001-test-scratch' }).delete();
  });

  it('upgrades a database of a version without migrations, keeping the index rows', async () => {
    const before = await app.strapi.db.connection(REFERENCES_TABLE).count({ n: '*' });
    await pluginSchema(app.strapi, app.strapi.db.connection).dropTable(MIGRATIONS_TABLE);
    await expect(runMigrations(app.strapi)).resolves.toEqual({ applied: ids, unknown: [] });
    expect(await app.strapi.db.connection(REFERENCES_TABLE).count({ n: '*' })).toEqual(before);
    expect(Number((before as Array<{ n: unknown }>)[0].n)).toBeGreaterThan(0);
  });

  it('adds upload_path and its index to an index table of the version before that column', async () => {
    const schema = () => pluginSchema(app.strapi, app.strapi.db.connection);
    const index = 'rd_references_upload_path';
    await app.strapi.db.connection.raw(
      client === 'mysql' ? 'DROP INDEX ?? ON ??' : 'DROP INDEX ??',
      client === 'mysql' ? [index, REFERENCES_TABLE] : [index],
    );
    await schema().alterTable(REFERENCES_TABLE, (table) => table.dropColumn('upload_path'));
    await app.strapi.db.connection(MIGRATIONS_TABLE).whereIn('id', ['0002-upload-path']).delete();
    await expect(runMigrations(app.strapi)).resolves.toEqual({ applied: ['0002-upload-path'], unknown: [] });
    expect(await schema().hasColumn(REFERENCES_TABLE, 'upload_path')).toBe(true);
    const indexSql =
      client === 'postgres'
        ? 'SELECT indexname FROM pg_indexes WHERE indexname = ?'
        : client === 'mysql'
          ? 'SELECT index_name FROM information_schema.statistics WHERE table_schema = DATABASE() AND index_name = ?'
          : "SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?";
    const found = (await app.strapi.db.connection.raw(indexSql, [index])) as unknown;
    const rows = Array.isArray(found)
      ? Array.isArray(found[0])
        ? found[0]
        : found
      : (found as { rows: [] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    // Running it again on the table in shape changes nothing and raises nothing.
    await app.strapi.db.connection(MIGRATIONS_TABLE).whereIn('id', ['0002-upload-path']).delete();
    await expect(runMigrations(app.strapi)).resolves.toEqual({ applied: ['0002-upload-path'], unknown: [] });
  });

  /** Whether the monitor targets' table has the index `name`. */
  const targetsIndexExists = (name: string) =>
    indexExists(app.strapi, app.strapi.db.connection, client, WATCH_TARGETS_TABLE, name);

  /** Runs the migration `id` as on a database that has not recorded it: it alone is applied. */
  async function runUnrecorded(id: string) {
    await app.strapi.db.connection(MIGRATIONS_TABLE).where({ id }).delete();
    await expect(runMigrations(app.strapi)).resolves.toEqual({ applied: [id], unknown: [] });
  }

  it('adds the index on the monitor targets by (present, state), once (issue 44)', async () => {
    const index = 'rd_watch_targets_present_state';
    expect(await targetsIndexExists(index)).toBe(true);
    await pluginSchema(app.strapi, app.strapi.db.connection).alterTable(WATCH_TARGETS_TABLE, (table) =>
      table.dropIndex(['present', 'state'], index),
    );
    expect(await targetsIndexExists(index)).toBe(false);
    await runUnrecorded('0022-watch-target-counts-index');
    expect(await targetsIndexExists(index)).toBe(true);
    // Run again on the table in shape: nothing changes, nothing is raised.
    await runUnrecorded('0022-watch-target-counts-index');
  });

  it('drops the index on the monitor targets by last_checked, which no statement uses, once', async () => {
    expect(await targetsIndexExists(CHECKED_INDEX)).toBe(false);
    // A database of the version before: the index 0020-watch made, and 0028 not recorded.
    await pluginSchema(app.strapi, app.strapi.db.connection).alterTable(WATCH_TARGETS_TABLE, (table) =>
      table.index(['last_checked'], CHECKED_INDEX),
    );
    expect(await targetsIndexExists(CHECKED_INDEX)).toBe(true);
    await runUnrecorded('0028-watch-drop-checked-index');
    expect(await targetsIndexExists(CHECKED_INDEX)).toBe(false);
    // Run again with the index gone: nothing changes, nothing is raised.
    await runUnrecorded('0028-watch-drop-checked-index');
  });
});
