import type { Context } from 'koa';
import { sendError } from './error-body';

/**
 * Seconds a client should wait before retrying while the database is unreachable (which failures
 * count: server/src/database/database-unavailable.ts).
 */
export const RETRY_AFTER_SECONDS = 5;

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
