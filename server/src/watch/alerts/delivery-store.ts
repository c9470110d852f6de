import type { Core } from '@strapi/strapi';
import {
  MONITOR_ALERT_CHANNELS,
  MONITOR_DELIVERY_STATES,
  type MonitorDelivery,
} from '@route-discovery/contract';
import { pluginTable, WATCH_DELIVERIES_TABLE } from '../../migrations/plugin-tables';

/**
 * Each channel's delivery of a run's message (docs/decisions/0243-alert-delivery-outbox.md): one
 * row per run and channel, written `pending` with the composed message (`outbox-store.ts`), then
 * after every attempt.
 */

const deliveries = (strapi: Core.Strapi) => pluginTable(strapi, strapi.db.connection, WATCH_DELIVERIES_TABLE);

/** One channel's delivery as stored: its position in `watch.alerts.channels` (from 0). */
export interface DeliveryRecord {
  position: number;
  kind: string;
  channelKey: string;
  state: (typeof MONITOR_DELIVERY_STATES)[number];
  attempts: number;
}

/**
 * `runId`'s deliveries still `pending` whose next attempt is due at `now` (ms; a row never tried
 * or written before migration 0027 is due), by position.
 */
export async function dueDeliveries(
  strapi: Core.Strapi,
  runId: string,
  now: number,
): Promise<DeliveryRecord[]> {
  const rows = (await deliveries(strapi)
    .where({ run_id: runId, state: 'pending' })
    .andWhere((due) => due.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', now))
    .orderBy('position')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    position: Number(row.position),
    kind: String(row.kind),
    channelKey: String(row.channel_key),
    state: 'pending',
    attempts: Number(row.attempts),
  }));
}

/**
 * Writes one attempt's outcome on a delivery: its state, attempts so far, reason, when settled,
 * and for a `pending` one when its next attempt is due (`nextAt`, ms; null: at once).
 */
export async function recordAttempt(
  strapi: Core.Strapi,
  runId: string,
  position: number,
  attempt: {
    state: DeliveryRecord['state'];
    attempts: number;
    reason: string;
    at: number;
    nextAt?: number | null;
  },
): Promise<void> {
  await deliveries(strapi)
    .where({ run_id: runId, position })
    .update({
      state: attempt.state,
      attempts: attempt.attempts,
      reason: attempt.reason.slice(0, 255),
      settled_at: attempt.state === 'pending' ? null : attempt.at,
      next_attempt_at: attempt.state === 'pending' ? (attempt.nextAt ?? null) : null,
    });
}

const KINDS: ReadonlySet<string> = new Set(MONITOR_ALERT_CHANNELS);
const STATES: ReadonlySet<string> = new Set(MONITOR_DELIVERY_STATES);

/** The deliveries of `runIds` as `GET v1/monitor` shows them (never a URL), per run, by position. */
export async function deliveriesOf(
  strapi: Core.Strapi,
  runIds: readonly string[],
): Promise<Map<string, MonitorDelivery[]>> {
  const byRun = new Map<string, MonitorDelivery[]>();
  if (runIds.length === 0) return byRun;
  const rows = (await deliveries(strapi)
    .whereIn('run_id', [...runIds])
    .orderBy('run_id')
    .orderBy('position')
    .select('run_id', 'position', 'kind', 'state', 'attempts', 'reason')) as Array<Record<string, unknown>>;
  for (const row of rows) {
    if (!KINDS.has(String(row.kind)) || !STATES.has(String(row.state))) continue;
    const list = byRun.get(String(row.run_id)) ?? [];
    list.push({
      channel: Number(row.position) + 1,
      kind: String(row.kind) as MonitorDelivery['kind'],
      state: String(row.state) as MonitorDelivery['state'],
      attempts: Number(row.attempts),
      reason: String(row.reason ?? ''),
    });
    byRun.set(String(row.run_id), list);
  }
  return byRun;
}

/** Deletes deliveries recorded before `before` (ms): retention, with the runs they belong to. */
export async function pruneDeliveries(strapi: Core.Strapi, before: number): Promise<void> {
  await deliveries(strapi).where('created_at', '<', before).delete();
}
