'use strict';
/**
 * A private database for one benchmark run: a temporary SQLite file, or a fresh PostgreSQL /
 * MariaDB database on the local server, created here and dropped by `drop()`. The server's admin
 * user comes from scripts/database-admin.js, as for the test helpers.
 */
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { serverAdmin } = require('../database-admin');

/**
 * Creates the database.
 * @param {'sqlite'|'postgres'|'mysql'} client the Strapi database client
 * @returns {Promise<{client: string, env: Record<string,string>, drop: () => Promise<void>}>}
 *   `env` holds the DATABASE_* variables that point the playground at it
 * @throws when the client is unknown or the server refuses the CREATE DATABASE
 */
async function createBenchDatabase(client) {
  const name = `rd_bench_${randomBytes(6).toString('hex')}`;
  if (client === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'rd-bench-'));
    return {
      client,
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'bench.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (client === 'postgres' || client === 'mysql') {
    const server = serverAdmin(client);
    await server.run(
      client === 'postgres'
        ? `CREATE DATABASE ${name}`
        : `CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const dropSql =
      client === 'postgres'
        ? `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`
        : `DROP DATABASE IF EXISTS ${name}`;
    return { client, env: envFor(client, server.admin, name), drop: () => server.run(dropSql) };
  }
  throw new Error(`Unsupported database client: ${client} (use sqlite, postgres or mysql)`);
}

/** The DATABASE_* variables for a server database. */
function envFor(client, admin, name) {
  return {
    DATABASE_CLIENT: client,
    DATABASE_HOST: admin.host,
    DATABASE_PORT: String(admin.port),
    DATABASE_NAME: name,
    DATABASE_USERNAME: admin.user,
    DATABASE_PASSWORD: admin.password,
  };
}

module.exports = { createBenchDatabase };
