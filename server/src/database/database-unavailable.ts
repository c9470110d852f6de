import type { Core } from '@strapi/strapi';
import { isConnectionFailure, isQueryRejection } from './connection-failures';

/** How long the probe waits for `SELECT 1` before calling the database unreachable, ms. */
export const PROBE_TIMEOUT_MS = 2000;

/** How long a probe's answer is reused, so a burst of failures costs one probe, ms. */
const PROBE_REUSE_MS = 1000;

/** The running or last probe of each Strapi instance. */
const probes = new WeakMap<object, { answer: Promise<boolean>; startedAt: number }>();

/**
 * Whether the database answers `SELECT 1` on a pooled connection within PROBE_TIMEOUT_MS.
 * Concurrent callers share one probe, and an answer is reused for PROBE_REUSE_MS.
 * @returns true when it answered (or when Strapi has no knex connection to probe)
 */
export function probeDatabase(strapi: Core.Strapi): Promise<boolean> {
  const last = probes.get(strapi);
  if (last && Date.now() - last.startedAt < PROBE_REUSE_MS) return last.answer;
  const answer = runProbe(strapi);
  probes.set(strapi, { answer, startedAt: Date.now() });
  return answer;
}

async function runProbe(strapi: Core.Strapi): Promise<boolean> {
  const knex = (strapi.db as unknown as { connection?: { raw?: (sql: string) => PromiseLike<unknown> } })
    ?.connection;
  if (typeof knex?.raw !== 'function') return true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((settle) => {
    timer = setTimeout(() => settle(false), PROBE_TIMEOUT_MS);
  });
  // A probe still waiting for a connection when the timer fires settles later, to nobody.
  const answered = Promise.resolve(knex.raw('SELECT 1')).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** An error a handler raised on purpose with its status (Koa's `ctx.throw`, the `http-errors` package). */
function isHttpError(error: unknown): boolean {
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && typeof expose === 'boolean';
}

/**
 * Whether a failure means the database is unavailable (answer 503), judged by what failed rather
 * than by error codes (docs/decisions/0036-database-unavailable-503.md):
 * - a connection could not be obtained or was lost (`isConnectionFailure`): yes;
 * - the database rejected a query (it answered, so it is reachable): no;
 * - anything else (an error of unknown origin, e.g. from a custom resolver or a driver message
 *   without code): yes when the database does not answer a probe (`probeDatabase`) now.
 */
export async function isDatabaseUnavailable(strapi: Core.Strapi, error: unknown): Promise<boolean> {
  if (isConnectionFailure(error)) return true;
  if (isQueryRejection(error) || isHttpError(error)) return false;
  return !(await probeDatabase(strapi));
}
