import { randomBytes } from 'node:crypto';
import type { DatabaseUser } from './database';

/**
 * Faults a database server puts on an app's connections, each made for real by the server:
 * - `maintenance`: the app's database takes no connections (PostgreSQL `ALLOW_CONNECTIONS false`,
 *   SQLSTATE 55000 on connect; MariaDB: the app's account locked, ER_ACCOUNT_HAS_BEEN_LOCKED);
 * - `too-many-connections`: the app's user may open no more connections (PostgreSQL role
 *   `CONNECTION LIMIT 0`, SQLSTATE 53300; MariaDB `MAX_USER_CONNECTIONS 1` with the one connection
 *   held by someone else, ER_TOO_MANY_USER_CONNECTIONS);
 * - `authentication`: the app's user is refused at login (MariaDB: its password rotated,
 *   ER_ACCESS_DENIED_ERROR; PostgreSQL: the role loses `LOGIN`, SQLSTATE 28000, because this
 *   server's `trust` authentication never asks for a password, so 28P01 cannot happen here).
 * Each fault also ends the app's open connections, as an operator would.
 */
export type ConnectionFault = 'maintenance' | 'too-many-connections' | 'authentication';

export const CONNECTION_FAULTS: ConnectionFault[] = ['maintenance', 'too-many-connections', 'authentication'];

/** A dedicated server user for the app, and the faults the test can put on it. */
export interface ConnectionFaults {
  /** The user the app connects as (pass it as the playground's `databaseOwner`). */
  user: DatabaseUser;
  /** Puts `fault` on the user's connections to `database` and ends the ones open. */
  apply(fault: ConnectionFault, database: string): Promise<void>;
  /** Lifts `fault`: new connections succeed again. */
  lift(fault: ConnectionFault, database: string): Promise<void>;
  /** Drops the user; call it after the database it owns is dropped. */
  close(): Promise<void>;
}

/**
 * The server's admin user, from `DATABASE_*` as the test process started (a booted playground
 * sets them to its own user and port).
 */
const adminTarget = (defaultPort: number, defaultUser: string) => ({
  host: process.env.DATABASE_HOST ?? '127.0.0.1',
  port: Number(process.env.DATABASE_PORT ?? defaultPort),
  user: process.env.DATABASE_USERNAME ?? defaultUser,
  password: process.env.DATABASE_PASSWORD ?? '',
});

/**
 * Creates a user on the server named by `DATABASE_CLIENT` (postgres or mysql), through the
 * server's admin user (`DATABASE_USERNAME`), for an app whose connections the test then breaks.
 * Call it before booting the app: the admin user is read from the environment now.
 */
export async function createConnectionFaults(client: string): Promise<ConnectionFaults> {
  const user: DatabaseUser = {
    user: `rd_fault_${randomBytes(4).toString('hex')}`,
    password: `pw-${randomBytes(8).toString('hex')}`,
  };
  if (client === 'postgres') return postgresFaults(user);
  if (client === 'mysql') return mysqlFaults(user);
  throw new Error(`No connection faults for DATABASE_CLIENT ${client}`);
}

async function postgresFaults(user: DatabaseUser): Promise<ConnectionFaults> {
  const { Client } = await import('pg');
  const admin = { ...adminTarget(5432, 'postgres'), database: 'postgres' };
  const run = async (sql: string, values: unknown[] = []) => {
    const connection = new Client(admin);
    await connection.connect();
    try {
      await connection.query(sql, values);
    } finally {
      await connection.end();
    }
  };
  const terminate = () =>
    run('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [user.user]);
  await run(`CREATE ROLE ${user.user} LOGIN PASSWORD '${user.password}'`);
  const statements: Record<ConnectionFault, [string, string]> = {
    maintenance: ['ALTER DATABASE %db ALLOW_CONNECTIONS false', 'ALTER DATABASE %db ALLOW_CONNECTIONS true'],
    'too-many-connections': [
      `ALTER ROLE ${user.user} CONNECTION LIMIT 0`,
      `ALTER ROLE ${user.user} CONNECTION LIMIT -1`,
    ],
    authentication: [`ALTER ROLE ${user.user} NOLOGIN`, `ALTER ROLE ${user.user} LOGIN`],
  };
  return {
    user,
    async apply(fault, database) {
      await run(statements[fault][0].replace('%db', database));
      await terminate();
    },
    lift: (fault, database) => run(statements[fault][1].replace('%db', database)),
    close: () => run(`DROP ROLE IF EXISTS ${user.user}`),
  };
}

async function mysqlFaults(user: DatabaseUser): Promise<ConnectionFaults> {
  const mysql = await import('mysql2/promise');
  const admin = adminTarget(3306, 'root');
  const run = async (sql: string) => {
    const connection = await mysql.createConnection(admin);
    try {
      const [rows] = await connection.query(sql);
      return rows;
    } finally {
      await connection.end();
    }
  };
  const account = `'${user.user}'@'%'`;
  const terminate = async () => {
    const rows = (await run(
      `SELECT id FROM information_schema.processlist WHERE user = '${user.user}'`,
    )) as Array<{ id: number }>;
    for (const { id } of rows) await run(`KILL ${Number(id)}`).catch(() => undefined);
  };
  /** The one connection `too-many-connections` leaves the user, held by the test. */
  let holder: Awaited<ReturnType<typeof mysql.createConnection>> | null = null;
  await run(`CREATE USER ${account} IDENTIFIED BY '${user.password}'`);
  return {
    user,
    async apply(fault) {
      if (fault === 'maintenance') await run(`ALTER USER ${account} ACCOUNT LOCK`);
      if (fault === 'authentication')
        await run(`ALTER USER ${account} IDENTIFIED BY 'rotated-${user.password}'`);
      if (fault === 'too-many-connections') await run(`ALTER USER ${account} WITH MAX_USER_CONNECTIONS 1`);
      await terminate();
      if (fault === 'too-many-connections') {
        holder = await mysql.createConnection({ ...admin, ...user });
      }
    },
    async lift(fault) {
      if (fault === 'maintenance') await run(`ALTER USER ${account} ACCOUNT UNLOCK`);
      if (fault === 'authentication') await run(`ALTER USER ${account} IDENTIFIED BY '${user.password}'`);
      if (fault === 'too-many-connections') {
        await holder?.end();
        holder = null;
        await run(`ALTER USER ${account} WITH MAX_USER_CONNECTIONS 0`);
      }
    },
    async close() {
      await holder?.end();
      await run(`DROP USER IF EXISTS ${account}`);
    },
  };
}
