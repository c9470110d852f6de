import type { Core } from '@strapi/strapi';
import type { MonitorAlert } from '@route-discovery/contract';
import type { AlertChannel, WatchAlertsConfig } from '../../config/alerts-schema';
import { LOG_PREFIX } from '../../identity';
import type { WatchClock } from '../clock';
import { channelKey, sendToChannel, type SendContext } from './channels';
import { retryDelay } from './deliver';
import { pendingDeliveries, recordAttempt, type DeliveryRecord } from './delivery-store';
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the message to one channel until it is delivered, refused (a 4xx), or out of attempts
 * (`maxAttempts`, counted from what earlier instances recorded), waiting `retryDelay` between
 * attempts; each attempt's outcome is written before the next. Stops without writing as soon as
 * another instance holds the message (it sends what is left).
 */
async function sendOne(
  context: AlertContext,
  runId: string,
  delivery: DeliveryRecord,
  channel: AlertChannel | undefined,
  alert: MonitorAlert,
): Promise<void> {
  const { strapi, config } = context;
  const name = `${delivery.kind} channel (${delivery.position + 1} of ${config.channels.length})`;
  const record = (state: DeliveryRecord['state'], attempts: number, reason: string) =>
    recordAttempt(strapi, runId, delivery.position, { state, attempts, reason, at: context.clock.now() });
  if (!channel || delivery.attempts >= config.maxAttempts) {
    const reason = channel ? 'out of attempts' : 'the channel is no longer configured';
    strapi.log.warn(`${LOG_PREFIX} alert to the ${name} failed: ${reason}`);
    return record('failed', delivery.attempts, reason);
  }
  // The signature's time is the wall clock's: a receiver compares it with its own.
  const send: SendContext = { strapi, config, now: () => Date.now() };
  for (let attempts = delivery.attempts; attempts < config.maxAttempts; ) {
    if (!(await holdOutbox(strapi, runId, holdOf(context)))) return;
    const result = await sendToChannel(send, channel, alert);
    attempts += 1;
    if (!(await holdOutbox(strapi, runId, holdOf(context)))) return;
    if (result.ok) return record('delivered', attempts, '');
    if ('skipped' in result) {
      strapi.log.info(`${LOG_PREFIX} alert not sent to the ${name}: ${result.reason}`);
      return record('skipped', attempts, result.reason);
    }
    const final = !result.retryable || attempts >= config.maxAttempts;
    const reason = final && attempts > 1 ? `${result.reason} after ${attempts} attempts` : result.reason;
    await record(final ? 'failed' : 'pending', attempts, reason);
    if (final) {
      strapi.log.warn(`${LOG_PREFIX} alert to the ${name} failed: ${reason}`);
      return;
    }
    await wait(retryDelay(result.retryAfter, config, Date.now(), attempts));
  }
}

/**
 * Sends `alert` to every channel whose delivery of `runId` is still pending, in parallel; a
 * delivery recorded for a channel no longer in the configuration (matched by its key, not its
 * position) fails with that reason. Never sends twice to a channel recorded `delivered`.
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
  const pending = await pendingDeliveries(context.strapi, runId);
  await Promise.all(
    pending.map((delivery) => sendOne(context, runId, delivery, channels.get(delivery.channelKey), alert)),
  );
}
