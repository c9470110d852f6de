const path = require('node:path');
const { appRoot } = require('../lib/app-root');

/** Pragmas an environment variable may set on each SQLite connection, and their variables. */
const SQLITE_PRAGMAS = [
  ['journal_mode', 'DATABASE_SQLITE_JOURNAL_MODE'],
  ['synchronous', 'DATABASE_SQLITE_SYNCHRONOUS'],
];

/** SQLite by default; PostgreSQL and MySQL/MariaDB through Strapi's usual DATABASE_* variables. */
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const pool = { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) };
  const connections = {
    sqlite: {
      connection: {
        filename: path.resolve(appRoot(__dirname), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      // Replicas on one SQLite file (tests/integration/data-transfer.test.ts boots two at once)
      // wait for each other's writes: better-sqlite3 gives up after 5 s by default ("database is
      // locked"), which a loaded machine's boot-time schema and permission sync can outlast.
      pool: {
        afterCreate(connection, done) {
          connection.pragma(`busy_timeout = ${env.int('DATABASE_SQLITE_BUSY_TIMEOUT', 30000)}`);
          // SQLite's journal and sync settings, left at SQLite's defaults (as Strapi leaves them)
          // unless set: the monitor benchmark compares them (docs/benchmarks.md, "Monitor").
          for (const [name, variable] of SQLITE_PRAGMAS) {
            const value = env(variable, '');
            if (!value) continue;
            if (!/^[a-z]+$/i.test(value)) return done(new Error(`${variable}: not a setting: ${value}`));
            connection.pragma(`${name} = ${value}`);
          }
          done(null, connection);
        },
      },
    },
    postgres: {
      connection: {
        host: env('DATABASE_HOST', '127.0.0.1'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'postgres'),
        password: env('DATABASE_PASSWORD', ''),
        ssl: env.bool('DATABASE_SSL', false),
        schema: env('DATABASE_SCHEMA', 'public'),
      },
      pool,
    },
    mysql: {
      connection: {
        host: env('DATABASE_HOST', '127.0.0.1'),
        port: env.int('DATABASE_PORT', 3306),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'root'),
        password: env('DATABASE_PASSWORD', ''),
        ssl: env.bool('DATABASE_SSL', false),
      },
      pool,
    },
  };
  return {
    connection: {
      client,
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
