import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serverAdmin, type ServerAdmin } from '../../scripts/database-admin';

/** A database a test suite owns: the env vars that point Strapi at it, and how to drop it. */
export interface TestDatabase {
  client: 'sqlite' | 'postgres' | 'mysql';
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * Where test SQLite files go: Linux's memory-backed /dev/shm when it exists, else the temporary
 * folder. A boot writes Strapi's whole schema and the seed, each statement its own transaction, and
 * on a disk every commit waits for fsync: that wait was most of a boot on a loaded 2-core machine
 * (docs/decisions/0108-ci-time-installs-and-test-databases.md). What the tests read is the same.
 */
const SQLITE_DIR = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/**
 * An empty copy of the playground's schema made earlier in this jest run (`schema-template.ts`):
 * the name of a PostgreSQL or MariaDB database on the same server, or a SQLite file's path.
 */
export interface SchemaTemplateRef {
  client: TestDatabase['client'];
  name: string;
}

/**
 * Tables a template keeps the rows of: Strapi's record of the schema it created (its hash) and of
 * the migrations it ran. With them, a boot finds the schema up to date and skips the schema sync
 * (`sync` in @strapi/database's dist/schema/index.js); every other table starts empty, as on a new
 * database.
 */
export const SCHEMA_RECORD_TABLES = [
  'strapi_database_schema',
  'strapi_migrations',
  'strapi_migrations_internal',
];

/** A database user of a server (see `createTestDatabase`'s `owner`). */
export interface DatabaseUser {
  user: string;
  password: string;
}

/**
 * Creates a private database for one suite, on the client named by `DATABASE_CLIENT`
 * (SQLite when unset): a temporary SQLite file, or a fresh PostgreSQL / MariaDB database on the
 * local server (`DATABASE_HOST`/`PORT`/`USERNAME`/`PASSWORD`, defaults for 127.0.0.1).
 * @param options.owner an existing server user that owns the database (PostgreSQL) or holds every
 *   privilege on it (MariaDB), and that the returned env connects as; ignored on SQLite
 * @param options.template an empty schema to copy (same client; not with `owner`, whose database
 *   must hold tables it owns): the database starts with Strapi's tables, empty, instead of none
 */
export async function createTestDatabase(
  options: { owner?: DatabaseUser; template?: SchemaTemplateRef } = {},
): Promise<TestDatabase> {
  const { owner } = options;
  const template = owner ? undefined : options.template;
  const client = (process.env.DATABASE_CLIENT ?? 'sqlite') as TestDatabase['client'];
  const name = `rd_test_${randomBytes(6).toString('hex')}`;
  if (client === 'sqlite') {
    const dir = mkdtempSync(join(SQLITE_DIR, 'route-discovery-'));
    if (template) copyFileSync(template.name, join(dir, 'data.db'));
    return {
      client,
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'data.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (client === 'postgres') {
    const server = serverAdmin(client);
    // A template database is copied file by file, its tables with it.
    // https://www.postgresql.org/docs/current/manage-ag-templatedbs.html
    const from = template ? ` TEMPLATE ${template.name}` : '';
    await server.run(
      owner ? `CREATE DATABASE ${name} OWNER ${owner.user}` : `CREATE DATABASE ${name}${from}`,
    );
    // Commits of this database do not wait for the WAL flush (a per-database setting, the server's
    // own left alone): a crash could lose the last commits of a throw-away database, nothing else.
    // https://www.postgresql.org/docs/current/wal-async-commit.html
    await server.run(`ALTER DATABASE ${name} SET synchronous_commit TO off`);
    return serverDatabase(client, server, name, owner);
  }
  if (client === 'mysql') {
    const server = serverAdmin(client);
    await server.run(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    if (template) await copyMysqlSchema(server.admin, template.name, name);
    if (owner) await server.run(`GRANT ALL PRIVILEGES ON ${name}.* TO '${owner.user}'@'%'`);
    return serverDatabase(client, server, name, owner);
  }
  throw new Error(`Unsupported DATABASE_CLIENT for tests: ${client}`);
}

/** A server database made by `createTestDatabase`: the env that points at it, and its drop. */
function serverDatabase(
  client: 'postgres' | 'mysql',
  server: ServerAdmin,
  name: string,
  owner: DatabaseUser | undefined,
): TestDatabase {
  return {
    client,
    env: {
      DATABASE_CLIENT: client,
      DATABASE_HOST: server.admin.host,
      DATABASE_PORT: String(server.admin.port),
      DATABASE_NAME: name,
      DATABASE_USERNAME: owner?.user ?? server.admin.user,
      DATABASE_PASSWORD: owner?.password ?? server.admin.password,
    },
    drop: () => server.run(dropStatement(client, name)),
  };
}

/** The statement that drops a test database, its open connections closed first on PostgreSQL. */
const dropStatement = (client: 'postgres' | 'mysql', name: string): string =>
  client === 'postgres' ? `DROP DATABASE IF EXISTS ${name} WITH (FORCE)` : `DROP DATABASE IF EXISTS ${name}`;

/**
 * Drops a database `createTestDatabase` made without an owner, known by the env it returned (for
 * a process that did not make it: tests/helpers/global-teardown.ts), as the server's admin user of
 * the current environment.
 */
export async function dropTestDatabase(env: Record<string, string>): Promise<void> {
  const client = env.DATABASE_CLIENT as TestDatabase['client'];
  if (client === 'sqlite') {
    rmSync(dirname(env.DATABASE_FILENAME), { recursive: true, force: true });
    return;
  }
  await serverAdmin(client).run(dropStatement(client, env.DATABASE_NAME));
}

/**
 * Copies a MariaDB database's tables, empty, into another (MariaDB has no template databases):
 * each table's own `SHOW CREATE TABLE`, foreign keys included, run in the new database with
 * foreign key checks off (tables refer to each other in any order), then the rows of
 * `SCHEMA_RECORD_TABLES`. https://mariadb.com/kb/en/show-create-table/
 */
async function copyMysqlSchema(admin: ServerAdmin['admin'], from: string, to: string): Promise<void> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ ...admin, database: to });
  try {
    const [tables] = await connection.query(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ?',
      [from],
    );
    const names = (tables as Array<{ name: string }>).map(({ name }) => name);
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const name of names) {
      const [rows] = await connection.query(`SHOW CREATE TABLE \`${from}\`.\`${name}\``);
      const create = (rows as Array<Record<string, string>>)[0]['Create Table'];
      // The counter of an emptied table is not reset in SHOW CREATE TABLE's text: start at 1.
      await connection.query(create.replace(/ AUTO_INCREMENT=\d+/, ''));
    }
    for (const name of SCHEMA_RECORD_TABLES.filter((table) => names.includes(table))) {
      await connection.query(`INSERT INTO \`${name}\` SELECT * FROM \`${from}\`.\`${name}\``);
    }
  } finally {
    await connection.end();
  }
}
