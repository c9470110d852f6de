import type { Core } from '@strapi/strapi';
import type { MonitorAlert } from '@route-discovery/contract';
import type { AlertChannel, WatchAlertsConfig } from '../../config';
import { LOG_PREFIX } from '../../identity';
import type { WatchClock } from '../clock';
import { channelKey, sendToChannel, type SendContext } from './channels';
import { retryDelay } from './deliver';
import { dueDeliveries, recordAttempt, type DeliveryRecord } from './delivery-store';
import { holdOutbox, type OutboxLease } from './outbox-store';

/** What delivering a run's message needs: the app, the settings, this instance and its clock. */
export interface AlertContext {
  strapi: Core.Strapi;
  config: WatchAlertsConfig;
  clock: WatchClock;
  /** This instance's name (the schedule lease's owner), which holds the message while it sends. */
  owner: string;
  /** How long a hold lasts without renewal, ms (`watch.leaseSeconds`). */
  leaseMs: number;
}

/** The hold on a message as of now. */
export const holdOf = (context: AlertContext): OutboxLease => ({
  owner: context.owner,
  now: context.clock.now(),
  leaseMs: context.leaseMs,
});

/**
 * Makes one attempt to send the message to one channel, unless it is out of attempts
 * (`maxAttempts`, counted from what earlier ticks and instances recorded), and writes its outcome:
 * `delivered`, `failed` (refused with a 4xx, or the last attempt), `skipped`, or `pending` with
 * when the next attempt is due (`retryDelay` from now, on the monitor's clock). The tick never
 * waits for that time: a later tick sends it. Writes nothing when another instance holds the
 * message (it sends what is left).
 */
async function attemptOne(
  context: AlertContext,
  runId: string,
  delivery: DeliveryRecord,
  channel: AlertChannel | undefined,
  alert: MonitorAlert,
): Promise<void> {
  const { strapi, config } = context;
  const name = `${delivery.kind} channel (${delivery.position + 1} of ${config.channels.length})`;
  const record = (state: DeliveryRecord['state'], attempts: number, reason: string, nextAt?: number) =>
    recordAttempt(strapi, runId, delivery.position, {
      state,
      attempts,
      reason,
      at: context.clock.now(),
      nextAt,
    });
  if (!channel || delivery.attempts >= config.maxAttempts) {
    const reason = channel ? 'out of attempts' : 'the channel is no longer configured';
    strapi.log.warn(`${LOG_PREFIX} alert to the ${name} failed: ${reason}`);
    return record('failed', delivery.attempts, reason);
  }
  // The signature's time is the wall clock's: a receiver compares it with its own.
  const send: SendContext = { strapi, config, now: () => Date.now() };
  if (!(await holdOutbox(strapi, runId, holdOf(context)))) return;
  const result = await sendToChannel(send, channel, alert);
  const attempts = delivery.attempts + 1;
  if (!(await holdOutbox(strapi, runId, holdOf(context)))) return;
  if (result.ok) return record('delivered', attempts, '');
  if ('skipped' in result) {
    strapi.log.info(`${LOG_PREFIX} alert not sent to the ${name}: ${result.reason}`);
    return record('skipped', attempts, result.reason);
  }
  const final = !result.retryable || attempts >= config.maxAttempts;
  const reason = final && attempts > 1 ? `${result.reason} after ${attempts} attempts` : result.reason;
  if (final) strapi.log.warn(`${LOG_PREFIX} alert to the ${name} failed: ${reason}`);
  const delay = retryDelay(result.retryAfter, config, Date.now(), attempts);
  return record(final ? 'failed' : 'pending', attempts, reason, context.clock.now() + delay);
}

/**
 * Sends `alert` to every channel whose delivery of `runId` is pending and due, one attempt per
 * channel at a time, in parallel, then again for those due by then (a zero backoff), until none
 * is due: a channel waiting for its backoff is left to a later tick
 * (docs/decisions/0243-alert-delivery-outbox.md). A delivery recorded for a channel no longer in
 * the configuration (matched by its key, not its position) fails with that reason. Never sends
 * twice to a channel recorded `delivered`; stops when another instance holds the message.
 */
export async function sendPendingDeliveries(
  context: AlertContext,
  runId: string,
  alert: MonitorAlert,
): Promise<void> {
  const channels = new Map<string, AlertChannel>();
  for (const channel of context.config.channels) {
    const key = channelKey(channel);
    if (!channels.has(key)) channels.set(key, channel);
  }
  // Each round raises every due channel's attempts or settles it, so at most maxAttempts + 1 rounds.
  for (let round = 0; round <= context.config.maxAttempts; round += 1) {
    if (!(await holdOutbox(context.strapi, runId, holdOf(context)))) return;
    const due = await dueDeliveries(context.strapi, runId, context.clock.now());
    if (due.length === 0) return;
    await Promise.all(
      due.map((delivery) => attemptOne(context, runId, delivery, channels.get(delivery.channelKey), alert)),
    );
  }
}
