'use strict';
/**
 * A private database for one benchmark run: a temporary SQLite file, or a fresh PostgreSQL /
 * MariaDB database on the local server, created here and dropped by `drop()`. Mirrors
 * tests/helpers/database.ts (same DATABASE_* variables, same defaults for 127.0.0.1).
 */
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/** Runs one statement on a PostgreSQL admin connection (database `postgres`). */
async function postgresAdmin(admin, sql) {
  const { Client } = require('pg');
  const connection = new Client({ ...admin, database: 'postgres' });
  await connection.connect();
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** Runs one statement on a MariaDB / MySQL admin connection (no database selected). */
async function mysqlAdmin(admin, sql) {
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection(admin);
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

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
  const host = process.env.DATABASE_HOST || '127.0.0.1';
  if (client === 'postgres') {
    const admin = {
      host,
      port: Number(process.env.DATABASE_PORT || 5432),
      user: process.env.DATABASE_USERNAME || 'postgres',
      password: process.env.DATABASE_PASSWORD || '',
    };
    await postgresAdmin(admin, `CREATE DATABASE ${name}`);
    return {
      client,
      env: envFor('postgres', admin, name),
      drop: () => postgresAdmin(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  if (client === 'mysql') {
    const admin = {
      host,
      port: Number(process.env.DATABASE_PORT || 3306),
      user: process.env.DATABASE_USERNAME || 'root',
      password: process.env.DATABASE_PASSWORD || '',
    };
    await mysqlAdmin(admin, `CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    return {
      client,
      env: envFor('mysql', admin, name),
      drop: () => mysqlAdmin(admin, `DROP DATABASE IF EXISTS ${name}`),
    };
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
