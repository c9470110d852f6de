'use strict';
/**
 * The admin user of the local PostgreSQL or MariaDB server, shared by the test helpers
 * (tests/helpers/database.ts) and the benchmarks (scripts/bench/database.js) so both read the
 * same DATABASE_* variables with the same defaults for 127.0.0.1.
 */

/**
 * The admin connection settings, from `DATABASE_HOST`/`PORT`/`USERNAME`/`PASSWORD` as they are now.
 * @param {'postgres'|'mysql'} client
 * @returns {{host: string, port: number, user: string, password: string}}
 */
function adminSettings(client) {
  return {
    host: process.env.DATABASE_HOST || '127.0.0.1',
    port: Number(process.env.DATABASE_PORT || (client === 'postgres' ? 5432 : 3306)),
    user: process.env.DATABASE_USERNAME || (client === 'postgres' ? 'postgres' : 'root'),
    password: process.env.DATABASE_PASSWORD ?? '',
  };
}

/**
 * The server's admin user and a way to run one statement as it; each `run` opens and closes its
 * own connection (to PostgreSQL's `postgres` database, to no database on MariaDB).
 * @param {'postgres'|'mysql'} client
 * @returns {{admin: ReturnType<typeof adminSettings>, run: (sql: string) => Promise<void>}}
 * @throws (from `run`) when the server refuses the connection or the statement
 */
function serverAdmin(client) {
  const admin = adminSettings(client);
  const connect =
    client === 'postgres'
      ? async () => {
          const { Client } = require('pg');
          const connection = new Client({ ...admin, database: 'postgres' });
          await connection.connect();
          return connection;
        }
      : () => require('mysql2/promise').createConnection(admin);
  return {
    admin,
    async run(sql) {
      const connection = await connect();
      try {
        await connection.query(sql);
      } finally {
        await connection.end();
      }
    },
  };
}

module.exports = { serverAdmin };
