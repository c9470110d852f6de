import type { Core } from '@strapi/strapi';
import pluginContentTypes from '../../server/src/content-types';
import { MIGRATIONS } from '../../server/src/migrations/list';
import { withMigrationLock } from '../../server/src/migrations/migration-lock';
import { MIGRATIONS_TABLE, PLUGIN_TABLES } from '../../server/src/migrations/plugin-tables';
import { startChildPlayground, type ChildPlayground } from '../helpers/child-playground';
import { startPlayground, type Playground } from '../helpers/playground';
import { indexRows, rebuildReferenceIndex } from '../helpers/reference-rebuild';
import { runBody } from '../helpers/run-fixtures';

const V1 = '/api/route-discovery/v1';
const client = process.env.DATABASE_CLIENT ?? 'sqlite';
const INSTANCES = 3;
/** How long the test waits for every instance to queue on the migration lock, ms. */
const QUEUE_WAIT_MS = 85_000;

const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(result)
    ? Array.isArray(result[0])
      ? result[0]
      : result
    : (result as { rows: [] }).rows) as Array<Record<string, unknown>>;

/** Connections of other instances waiting for the migration lock (PostgreSQL, MySQL/MariaDB). */
async function lockWaiters(strapi: Core.Strapi): Promise<number> {
  const sql =
    client === 'postgres'
      ? "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
      : "SELECT COUNT(*) AS n FROM information_schema.processlist WHERE db = DATABASE() AND info LIKE 'SELECT GET_LOCK%'";
  return Number(rowsOf(await strapi.db.connection.raw(sql))[0].n);
}

/** The plugin's tables in the app's database, by name (each name once per schema by definition). */
async function pluginTables(strapi: Core.Strapi): Promise<string[]> {
  const sql =
    client === 'postgres'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'route_discovery%'"
      : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE 'route_discovery%'";
  return rowsOf(await strapi.db.connection.raw(sql))
    .map((row) => String(row.name ?? row.NAME))
    .sort();
}

/** The index names on the reference index table. */
async function referenceIndexes(strapi: Core.Strapi): Promise<string[]> {
  const sql =
    client === 'postgres'
      ? "SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'route_discovery_references'"
      : "SELECT DISTINCT index_name AS name FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'route_discovery_references'";
  return rowsOf(await strapi.db.connection.raw(sql))
    .map((row) => String(row.name ?? row.NAME))
    .sort();
}

/** Polls an instance's `GET v1/references/rebuild` until the index says done. */
async function indexBuilt(instance: Pick<Playground, 'http'>, apiKey: string): Promise<void> {
  for (;;) {
    const status = await instance.http
      .get(`${V1}/references/rebuild`)
      .set('Authorization', `Bearer ${apiKey}`);
    if (status.status === 200 && status.body.rebuild?.status === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Issue 44, item 3: instances of the app starting together on one database create and change the
 * plugin's tables once. The test holds the migration lock (as an instance would) while three
 * instances boot, waits until all three queue on it, then lets them go at the same moment.
 * PostgreSQL and MariaDB only: on SQLite the lock is the file's write lock, which would also stop
 * Strapi's own boot writes (docs/decisions/0203-replica-tests.md).
 */
(client === 'sqlite' ? describe.skip : describe)(
  `${INSTANCES} instances booting at once on one ${client} database`,
  () => {
    let a: Playground;
    let children: ChildPlayground[] = [];
    let indexBefore: string[];
    let runIds: string[];

    beforeAll(async () => {
      a = await startPlayground();
      await indexBuilt(a, a.apiKey);
      // What one instance's rebuild writes (the index the seed's writes left can differ from a
      // rebuild's: that is the index's own matter, not this test's).
      await rebuildReferenceIndex(a);
      indexBefore = await indexRows(a);
      runIds = [];
      for (const duration of [11, 22]) {
        const posted = await a.http
          .post(`${V1}/runs`)
          .set('Authorization', `Bearer ${a.apiKey}`)
          .send(runBody({ duration_ms: duration }) as object);
        runIds.push(posted.body.run.id as string);
      }
    });

    afterEach(async () => {
      await Promise.all(children.map((child) => child.stop()));
      children = [];
    });

    afterAll(async () => {
      await a?.stop();
    });

    /**
     * Boots `INSTANCES` children held at the migration lock until all queue, then released together.
     * A boot that fails raises its error once every boot ended (afterEach stops the others).
     */
    async function bootTogether(): Promise<void> {
      const booting = Promise.allSettled(
        Array.from({ length: INSTANCES }, () =>
          startChildPlayground({ ...a.env, PLAYGROUND_SEED: 'false', TEST_LOG_LEVEL: 'info' }),
        ),
      );
      let settled = false;
      void booting.then(() => (settled = true));
      const held = withMigrationLock(a.strapi, async () => {
        const deadline = Date.now() + QUEUE_WAIT_MS;
        // Every instance waits for the lock the test holds (all boots ended: nothing to wait for).
        while (!settled && (await lockWaiters(a.strapi)) < INSTANCES) {
          if (Date.now() > deadline) throw new Error(`fewer than ${INSTANCES} instances queued on the lock`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      // The lock is released however the wait ends; then every boot ends, and afterEach stops them.
      const [queued, results] = await Promise.allSettled([held, booting]);
      const boots = results.status === 'fulfilled' ? results.value : [];
      children = boots.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failure = boots.find((result) => result.status === 'rejected');
      if (failure) throw (failure as PromiseRejectedResult).reason;
      if (queued.status === 'rejected') throw queued.reason;
    }

    /** The migration ids the instances say they applied, all of them. */
    const appliedByInstances = () =>
      children.flatMap((child) =>
        child
          .stdout()
          .map((line) => /database migrations applied: (.*)$/.exec(line)?.[1])
          .filter((ids): ids is string => ids !== undefined)
          .flatMap((ids) => ids.split(', ')),
      );

    async function expectIntact() {
      // The plugin's tables, and those Strapi makes for its content types (runs, moved URLs).
      const contentTypeTables = Object.values(pluginContentTypes).map(({ schema }) => schema.collectionName);
      expect(await pluginTables(a.strapi)).toEqual([...PLUGIN_TABLES, ...contentTypeTables].sort());
      expect(await referenceIndexes(a.strapi)).toEqual(
        expect.arrayContaining(['rd_references_source', 'rd_references_target', 'rd_references_upload_path']),
      );
      const recorded = (await a.strapi.db.connection(MIGRATIONS_TABLE).select('id')) as Array<{ id: string }>;
      expect(recorded.map((row) => row.id).sort()).toEqual(MIGRATIONS.map((migration) => migration.id));
      for (const child of children) await indexBuilt(child, a.apiKey);
      expect(await indexRows(a)).toEqual(indexBefore);
      const runs = await children[0].http.get(`${V1}/runs`).set('Authorization', `Bearer ${a.apiKey}`);
      expect(runs.status).toBe(200);
      expect((runs.body.runs as Array<{ id: string }>).map((run) => run.id).sort()).toEqual(
        [...runIds].sort(),
      );
    }

    it('upgrading a database of a version without migrations: records each migration once, keeps the index', async () => {
      await a.strapi.db.getSchemaConnection().dropTable(MIGRATIONS_TABLE);
      await bootTogether();
      // Each migration ran in exactly one instance; 0001 and 0002 found their tables in shape.
      expect(appliedByInstances().sort()).toEqual(MIGRATIONS.map((migration) => migration.id));
      await expectIntact();
    });

    it('a database without the plugin tables: each is created by one instance, the index rebuilt', async () => {
      for (const table of PLUGIN_TABLES) await a.strapi.db.getSchemaConnection().dropTableIfExists(table);
      await bootTogether();
      expect(appliedByInstances().sort()).toEqual(MIGRATIONS.map((migration) => migration.id));
      await expectIntact();
    });
  },
);
