import type { Context } from 'koa';
import { sendError } from './error-body';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Driver error codes that mean "the database cannot be reached", not "the query is wrong":
 * Node socket errors; PostgreSQL SQLSTATE class 08 (connection exception) and 57P01-57P03
 * (server shutting down or not accepting connections), PostgreSQL docs, appendix A "Error Codes";
 * mysql2 `PROTOCOL_CONNECTION_LOST` and MySQL/MariaDB server-gone codes.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/** Messages of failures that carry no code: knex's pool timeout and pg's dropped socket. */
const UNREACHABLE_MESSAGES = [
  /Timeout acquiring a connection/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /connect(ion)? (is )?closed/i,
];

/**
 * Whether an error says the database is unreachable (down, refusing, dropped connections, pool
 * timed out), looking through `cause` chains. Query errors (bad SQL, constraint) are not.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, name, message, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  if ((error as { errors?: unknown }).errors instanceof Array) {
    if ((error as { errors: unknown[] }).errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
      return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Answers 503 in Strapi's error shape with `Retry-After` (RFC 9110 section 10.2.3), naming no
 * host, path or driver text.
 */
export function sendDatabaseUnavailable(ctx: Context): void {
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  sendError(
    ctx,
    503,
    'ServiceUnavailableError',
    'The database is unreachable; the discovery API answers again as soon as it is back',
  );
}
