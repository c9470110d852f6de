import type { Core } from '@strapi/strapi';
import { MONITOR_WEBHOOK_EVENTS, type MonitorAlert } from '@route-discovery/contract';
import { LOG_PREFIX } from '../../identity';
import { pluginTable, WATCH_RUNS_TABLE } from '../../migrations/plugin-tables';
import { readRun } from '../run-store';
import { channelKey } from './channels';
import { digestAlert, runAlert } from './compose';
import {
  pendingDigestAt,
  readOutbox,
  saveComposed,
  settleOutbox,
  holdOutbox,
  takeWaitingOutbox,
} from './outbox-store';
import { holdOf, sendPendingDeliveries, type AlertContext } from './send-deliveries';

/** A digest is due this long after the previous one, ms. */
export const DIGEST_INTERVAL_MS = 86_400_000;

/**
 * When the previous digest of `schedule` closed (ms), or null before the first: a settled run's,
 * or one still in the outbox (its run is `sending` until every channel settles).
 */
async function lastDigestAt(strapi: Core.Strapi, schedule: string): Promise<number | null> {
  const row = (await pluginTable(strapi, strapi.db.connection, WATCH_RUNS_TABLE)
    .where({ schedule, alerts_state: 'digest' })
    .max('alerts_at as at')
    .first()) as { at: unknown } | undefined;
  const settled = row?.at === null || row?.at === undefined ? null : Number(row.at);
  const pending = await pendingDigestAt(strapi, schedule);
  return settled === null || pending === null ? (settled ?? pending) : Math.max(settled, pending);
}

/**
 * Emits the run's events on `strapi.eventHub` (one per kind with links, whatever the mode), which
 * Strapi's webhooks subscribed to them receive as `{ event, createdAt, ...info }`.
 */
async function emitEvents(strapi: Core.Strapi, alert: MonitorAlert | null): Promise<void> {
  if (!alert) return;
  const { run_id, at } = alert;
  if (alert.broken_total) {
    await strapi.eventHub.emit(MONITOR_WEBHOOK_EVENTS.MONITOR_BROKEN, {
      run_id,
      at,
      links: alert.broken,
      total: alert.broken_total,
    });
  }
  if (alert.recovered_total) {
    await strapi.eventHub.emit(MONITOR_WEBHOOK_EVENTS.MONITOR_RECOVERED, {
      run_id,
      at,
      links: alert.recovered,
      total: alert.recovered_total,
    });
  }
}

/**
 * Composes a run's message once, by the instance holding it: its events go to `strapi.eventHub`
 * (one per kind with links, whatever the mode); in `run` mode the message lists what the run
 * found broken or recovered; in `digest` mode, once 24 hours have passed since the previous
 * digest (or at the first), the links newly broken since and still broken. The message (or ''
 * when there is none), the run's outcome and a `pending` delivery per channel are stored in one
 * transaction: retries and takeovers send exactly this message, with its `id`.
 * @returns the message, null when there is none, undefined when another instance holds it
 */
async function compose(context: AlertContext, runId: string): Promise<MonitorAlert | null | undefined> {
  const { strapi, config } = context;
  const run = await readRun(strapi, runId);
  const finishedAt = run?.finished_at ?? context.clock.now();
  const changes = await runAlert(strapi, runId, finishedAt, config.maxLinks);
  await emitEvents(strapi, changes).catch((error: unknown) => {
    strapi.log.error(`${LOG_PREFIX} monitor events not emitted: ${(error as Error)?.name ?? 'Error'}`);
  });
  let outcome: 'sent' | 'none' | 'digest' = changes ? 'sent' : 'none';
  let message = changes;
  if (config.mode === 'digest' && run) {
    const since = await lastDigestAt(strapi, run.schedule);
    const due = since === null || finishedAt - since >= DIGEST_INTERVAL_MS;
    outcome = due ? 'digest' : 'none';
    message = due ? await digestAlert(strapi, runId, since, finishedAt, config.maxLinks) : null;
  }
  const channels = message
    ? config.channels.map((channel) => ({ kind: channel.type, key: channelKey(channel) }))
    : [];
  const saved = await saveComposed(strapi, runId, holdOf(context), {
    message: message ? JSON.stringify(message) : '',
    outcome,
    at: finishedAt,
    channels,
  });
  return saved ? message : undefined;
}

/**
 * Delivers a finished run's alerts (docs/monitoring.md, "Alerts";
 * docs/decisions/0243-alert-delivery-outbox.md) while this instance holds its outbox row: composes
 * the message unless an earlier holder did, sends it to each channel whose attempt is due (one
 * attempt each, recorded; a channel waiting for its backoff is left to a later tick, still held by
 * this instance), then, once none is pending, settles the run (`sent`, `none` or `digest`, when, channels
 * delivered and failed) and deletes the row. The hold is renewed every third of its length; an
 * instance that dies leaves the row to the next tick of any instance after the hold expires, which
 * sends to the channels not yet delivered, the same message with the same `id` (at least once).
 * Never throws: a failure is logged (without a URL or secret) and the row waits for a takeover.
 */
export async function deliverRunAlerts(context: AlertContext, runId: string): Promise<void> {
  const { strapi } = context;
  const renewal = setInterval(
    () => void holdOutbox(strapi, runId, holdOf(context)).catch(() => undefined),
    Math.max(1000, context.leaseMs / 3),
  );
  renewal.unref();
  try {
    const stored = await readOutbox(strapi, runId);
    if (!stored || stored.owner !== context.owner) return;
    let message: MonitorAlert | null | undefined;
    if (stored.message === null) message = await compose(context, runId);
    else message = stored.message === '' ? null : (JSON.parse(stored.message) as MonitorAlert);
    if (message === undefined) return;
    if (message) await sendPendingDeliveries(context, runId, message);
    await settleOutbox(strapi, runId, holdOf(context));
  } catch (error) {
    strapi.log.error(`${LOG_PREFIX} monitor alerts failed: ${(error as Error)?.message ?? 'Error'}`);
  } finally {
    clearInterval(renewal);
  }
}

/**
 * Delivers the messages of `schedule` still waiting that this instance may send, oldest first: its
 * own, whose channels wait for their next attempt (a retry's backoff ends between ticks), and
 * those whose holder's hold expired (an instance killed between a run's end and its delivery, or
 * during it). Called at each tick.
 */
export async function deliverWaitingAlerts(context: AlertContext, schedule: string): Promise<void> {
  for (const runId of await takeWaitingOutbox(context.strapi, schedule, holdOf(context))) {
    await deliverRunAlerts(context, runId);
  }
}
