/** Connection settings of a database server's admin user. */
export interface AdminSettings {
  host: string;
  port: number;
  user: string;
  password: string;
}

/** Connection settings of a database server's admin user, and a way to run one statement as it. */
export interface ServerAdmin {
  admin: AdminSettings;
  /** Runs one statement on a new connection, closed afterwards. */
  run(sql: string): Promise<void>;
}

/**
 * The admin user of the local PostgreSQL or MariaDB server, from `DATABASE_HOST`/`PORT`/
 * `USERNAME`/`PASSWORD` as they are now (defaults for 127.0.0.1).
 */
export function serverAdmin(client: 'postgres' | 'mysql'): ServerAdmin;
