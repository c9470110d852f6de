import type { Core } from '@strapi/strapi';
import {
  pluginTable,
  WATCH_DELIVERIES_TABLE,
  WATCH_OUTBOX_TABLE,
  WATCH_RUNS_TABLE,
  type Knex,
} from '../../migrations/plugin-tables';

/**
 * The alerts' outbox (docs/decisions/0243-alert-delivery-outbox.md): a run's message waiting for
 * delivery, with its own lease, and each channel's delivery. Leases work as the schedule's
 * (`../lease.ts`): one atomic update whose `WHERE` says who may write, then a read of the owner.
 */

/** A run's message as stored: `message` null until composed, '' when there is nothing to send. */
export interface OutboxRecord {
  runId: string;
  owner: string;
  message: string | null;
  /** What the run's `alerts_state` becomes once every channel is settled: `sent`, `none`, `digest`. */
  outcome: string;
  /** The run's `alerts_at` then (ms). */
  at: number | null;
}

/** Who holds an outbox row and from when (ms), for how long (ms). */
export interface OutboxLease {
  owner: string;
  now: number;
  leaseMs: number;
}

const outbox = (strapi: Core.Strapi, db: Knex = strapi.db.connection) =>
  pluginTable(strapi, db, WATCH_OUTBOX_TABLE);
const deliveries = (strapi: Core.Strapi, db: Knex) => pluginTable(strapi, db, WATCH_DELIVERIES_TABLE);

/**
 * Records that `runId`'s alerts are to be sent, held by `lease.owner` until `now + leaseMs`: on
 * `trx`, the transaction that marks the run done, so a run is never done without its outbox row.
 */
export async function recordPendingAlerts(
  strapi: Core.Strapi,
  trx: Knex,
  run: { runId: string; schedule: string },
  lease: OutboxLease,
): Promise<void> {
  const { owner, now, leaseMs } = lease;
  await outbox(strapi, trx).insert({
    run_id: run.runId,
    schedule: run.schedule,
    owner,
    expires_at: now + leaseMs,
    created_at: now,
  });
}

/** `runId`'s outbox row, or null once its delivery is settled (or it never had one). */
export async function readOutbox(
  strapi: Core.Strapi,
  runId: string,
  db?: Knex,
): Promise<OutboxRecord | null> {
  const row = (await outbox(strapi, db).where({ run_id: runId }).first()) as
    | Record<string, unknown>
    | undefined;
  if (!row) return null;
  return {
    runId,
    owner: String(row.owner),
    message: row.message === null || row.message === undefined ? null : String(row.message),
    outcome: String(row.outcome ?? ''),
    at: row.at === null || row.at === undefined ? null : Number(row.at),
  };
}

/**
 * Renews `lease.owner`'s hold on `runId`'s message while it has it (an expired hold nobody took is
 * still its own). Called before and after every attempt, so an instance that lost the message to a
 * takeover sends and writes nothing more.
 * @returns whether `lease.owner` holds it now
 */
export async function holdOutbox(strapi: Core.Strapi, runId: string, lease: OutboxLease, db?: Knex) {
  await outbox(strapi, db)
    .where({ run_id: runId, owner: lease.owner })
    .update({ expires_at: lease.now + lease.leaseMs });
  return (await readOutbox(strapi, runId, db))?.owner === lease.owner;
}

/**
 * Takes the messages of `schedule` still waiting for delivery that `lease.owner` may send now, oldest
 * first, at most `limit`: its own (a channel waiting for its backoff since an earlier tick) and
 * those whose hold expired (their instance died or stalled); of two instances taking one at once,
 * the update that commits first wins. Each taken hold is renewed to `now + leaseMs`.
 * @returns the run ids now held by `lease.owner`
 */
export async function takeWaitingOutbox(
  strapi: Core.Strapi,
  schedule: string,
  lease: OutboxLease,
  limit = 20,
): Promise<string[]> {
  const { owner, now, leaseMs } = lease;
  const rows = (await outbox(strapi)
    .where({ schedule })
    .andWhere((may) => may.where('expires_at', '<', now).orWhere({ owner }))
    .orderBy('created_at')
    .limit(limit)
    .select('run_id')) as Array<{ run_id: string }>;
  const taken: string[] = [];
  for (const { run_id } of rows) {
    await outbox(strapi)
      .where({ run_id })
      .andWhere((may) => may.where('expires_at', '<', now).orWhere({ owner }))
      .update({ owner, expires_at: now + leaseMs });
    if ((await readOutbox(strapi, run_id))?.owner === owner) taken.push(run_id);
  }
  return taken;
}

/** Whether a message of `schedule` waits for delivery (held or not). */
export async function hasPendingAlerts(strapi: Core.Strapi, schedule: string): Promise<boolean> {
  return Boolean(await outbox(strapi).where({ schedule }).first('run_id'));
}

/** When the newest digest still in the outbox closed (ms), or null. */
export async function pendingDigestAt(strapi: Core.Strapi, schedule: string): Promise<number | null> {
  const row = (await outbox(strapi).where({ schedule, outcome: 'digest' }).max('at as at').first()) as
    | { at: unknown }
    | undefined;
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/**
 * Stores the composed message (`''`: nothing to send), its outcome, and one `pending` delivery per
 * channel, in one transaction, while `lease.owner` holds the row.
 * @returns false when another instance took the message over (nothing written)
 */
export async function saveComposed(
  strapi: Core.Strapi,
  runId: string,
  lease: OutboxLease,
  composed: { message: string; outcome: string; at: number; channels: Array<{ kind: string; key: string }> },
): Promise<boolean> {
  return strapi.db.connection.transaction(async (trx) => {
    if (!(await holdOutbox(strapi, runId, lease, trx))) return false;
    await outbox(strapi, trx)
      .where({ run_id: runId })
      .update({ message: composed.message, outcome: composed.outcome, at: composed.at });
    for (const [position, channel] of composed.channels.entries()) {
      await deliveries(strapi, trx).insert({
        run_id: runId,
        position,
        kind: channel.kind,
        channel_key: channel.key,
        state: 'pending',
        attempts: 0,
        created_at: lease.now,
      });
    }
    return true;
  });
}

/**
 * Ends `runId`'s delivery once no channel is pending: in one transaction, writes the run's
 * `alerts_state` (the outcome), `alerts_at` and its delivered and failed channels, and deletes the
 * outbox row. Nothing happens while a channel is pending or another instance holds the row.
 * @returns whether it was settled
 */
export async function settleOutbox(strapi: Core.Strapi, runId: string, lease: OutboxLease): Promise<boolean> {
  return strapi.db.connection.transaction(async (trx) => {
    if (!(await holdOutbox(strapi, runId, lease, trx))) return false;
    const stored = (await readOutbox(strapi, runId, trx)) as OutboxRecord;
    const rows = (await deliveries(strapi, trx).where({ run_id: runId }).select('state')) as Array<{
      state: string;
    }>;
    if (rows.some((row) => row.state === 'pending')) return false;
    await pluginTable(strapi, trx, WATCH_RUNS_TABLE)
      .where({ id: runId })
      .update({
        alerts_state: stored.outcome || 'none',
        alerts_at: stored.at,
        alerts_delivered: rows.filter((row) => row.state === 'delivered').length,
        alerts_failed: rows.filter((row) => row.state === 'failed').length,
      });
    await outbox(strapi, trx).where({ run_id: runId }).delete();
    return true;
  });
}
