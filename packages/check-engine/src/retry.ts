/**
 * Retry decision of a smoke request, shared by the admin panel's Test all and the CLI. Pure: the
 * clock is passed in.
 */

/** Statuses worth another try: rate limited (RFC 6585 section 4) and gateway trouble (RFC 9110 15.6.3-5). */
export const RETRYABLE_STATUSES: readonly number[] = [429, 502, 503, 504];

/**
 * Whether to try again after attempt number `attempt` (1-based) ended with `status` (null for a
 * network error or timeout), given at most `maxRetries` retries.
 */
export function shouldRetry(status: number | null, attempt: number, maxRetries: number): boolean {
  if (attempt > maxRetries) return false;
  return status === null || RETRYABLE_STATUSES.includes(status);
}

/**
 * Milliseconds to wait before the next attempt. A `Retry-After` header wins (delay-seconds or an
 * HTTP-date, RFC 9110 section 10.2.3), capped at `capMs`; otherwise exponential backoff
 * `baseMs * 2^(attempt-1)`, capped too.
 * @param attempt the attempt that just failed, 1-based
 * @param nowMs the current time in ms since the epoch (for HTTP-date values)
 */
export function retryDelayMs(
  attempt: number,
  retryAfter: string | null | undefined,
  nowMs: number,
  baseMs = 250,
  capMs = 30_000,
): number {
  const header = retryAfter?.trim();
  if (header) {
    if (/^\d+$/.test(header)) return Math.min(Number(header) * 1000, capMs);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.min(Math.max(0, date - nowMs), capMs);
  }
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), capMs);
}
