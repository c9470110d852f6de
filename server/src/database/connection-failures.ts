import type { Core } from '@strapi/strapi';

/**
 * Errors raised while obtaining a connection from knex's pool: the server refused it (down, in
 * maintenance, too many connections, login refused) or it could not be made in time. Whatever
 * their code, they say the database cannot be used right now, not that a query is wrong.
 */
const acquisitionFailures = new WeakSet<object>();

/** Marks a knex client whose `acquireConnection` is watched, so it is wrapped once. */
const WATCHED = Symbol.for('route-discovery.acquisition-watched');

interface KnexClientLike {
  acquireConnection(): Promise<unknown>;
  [WATCHED]?: true;
}

/**
 * Watches the app's knex client (`strapi.db.connection.client`): every error its
 * `acquireConnection` rejects with is remembered as a connection failure. knex acquires every
 * query's and transaction's connection through this method (`knex/lib/execution/runner.js`
 * `ensureConnection`, `knex/lib/execution/transaction.js`), and its pool hands a failed connection
 * attempt to the waiting acquire (`propagateCreateError`, `knex/lib/client.js` `poolDefaults`), so
 * the driver's own connect error (PostgreSQL 55000, 53300, 28P01; MariaDB ER_ACCESS_DENIED_ERROR,
 * ER_TOO_MANY_USER_CONNECTIONS...) arrives here whatever its code. Errors pass on unchanged.
 * Does nothing when Strapi has no knex client (unit tests); wraps a client once.
 */
export function watchConnectionAcquisition(strapi: Core.Strapi): void {
  const db = strapi.db as unknown as { connection?: { client?: KnexClientLike } } | undefined;
  const client = db?.connection?.client;
  if (!client || typeof client.acquireConnection !== 'function' || client[WATCHED]) return;
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    try {
      return await acquire();
    } catch (error) {
      if (error && typeof error === 'object') acquisitionFailures.add(error);
      throw error;
    }
  };
  client[WATCHED] = true;
}

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  syscall?: unknown;
  severity?: unknown;
  fatal?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * The errors node-postgres raises when a client's socket ended, carrying no code
 * (`pg/lib/client.js`): the connection is gone, whatever the server's state. knex prefixes a
 * failed query's message with its SQL and " - " (`knex/lib/execution/internal/query-executioner.js`).
 */
const PG_CONNECTION_ENDED =
  /(?:^|- )(?:Connection terminated(?: unexpectedly)?|Client has encountered a connection error and is not queryable)$/;

/** Whether one error (not its causes) says a connection could not be obtained or was lost. */
function isOwnConnectionFailure(error: object): boolean {
  const { name, message, syscall, severity, fatal } = error as ErrorFields;
  return (
    acquisitionFailures.has(error) ||
    // knex's pool waited `acquireConnectionTimeout` for a connection (`knex/lib/util/timeout.js`).
    name === 'KnexTimeoutError' ||
    // A system call on the socket failed (connect, read, write, getaddrinfo): Node's SystemError.
    typeof syscall === 'string' ||
    // PostgreSQL ended the session ("FATAL: an error that caused the current session to abort",
    // PostgreSQL docs, "Message Severity Levels"), e.g. 57P01 when an operator terminates it.
    severity === 'FATAL' ||
    severity === 'PANIC' ||
    // mysql2 marks the errors after which a connection cannot be used (`mysql2/lib/base/connection.js`).
    fatal === true ||
    (typeof message === 'string' && PG_CONNECTION_ENDED.test(message))
  );
}

/**
 * Whether an error says a connection to the database could not be obtained or kept (refused,
 * dropped, timed out, throttled, login refused), looking through `cause` chains and aggregated
 * `errors`. A query the database rejected (bad SQL, a constraint, a missing table) is not one.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (isOwnConnectionFailure(error)) return true;
  const { cause, errors } = error as ErrorFields;
  if (Array.isArray(errors) && errors.some((inner) => isConnectionFailure(inner, depth + 1))) return true;
  return isConnectionFailure(cause, depth + 1);
}

/**
 * Whether the database server itself answered a query with this error, so it was reachable:
 * a PostgreSQL error of severity ERROR, or a MySQL/MariaDB error with an SQLSTATE that left the
 * connection usable.
 */
export function isQueryRejection(error: unknown): boolean {
  if (!error || typeof error !== 'object' || isConnectionFailure(error)) return false;
  const { severity, sqlState } = error as ErrorFields & { sqlState?: unknown };
  return severity === 'ERROR' || typeof sqlState === 'string';
}
