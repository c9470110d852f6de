import type { Core } from '@strapi/strapi';
import { MONITOR_WEBHOOK_EVENTS, type MonitorAlert } from '@route-discovery/contract';
import type { WatchAlertsConfig } from '../../config/alerts-schema';
import { LOG_PREFIX } from '../../identity';
import { pluginTable, WATCH_RUNS_TABLE } from '../../migrations/plugin-tables';
import { sendToChannel, type SendContext } from './channels';
import { digestAlert, runAlert } from './compose';
import type { FetchLike } from './deliver';

/** A digest is due this long after the previous one, ms. */
export const DIGEST_INTERVAL_MS = 86_400_000;

/** The run whose alerts are sent: written `done` with `alerts_state = 'sending'` in one transaction. */
export interface FinishedRun {
  id: string;
  schedule: string;
  finishedAt: number;
}

/** When the previous digest of `schedule` closed (ms), or null before the first. */
async function lastDigestAt(strapi: Core.Strapi, schedule: string): Promise<number | null> {
  const row = (await pluginTable(strapi, strapi.db.connection, WATCH_RUNS_TABLE)
    .where({ schedule, alerts_state: 'digest' })
    .max('alerts_at as at')
    .first()) as { at: unknown } | undefined;
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
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
 * Sends a finished run's alerts (docs/monitoring.md, "Alerts"; docs/decisions/0220-watch-alerts.md):
 * its events to `strapi.eventHub`; in `run` mode one message per channel when the run found a link
 * broken or recovered; in `digest` mode, once 24 hours have passed since the previous digest (or
 * at the first), one message per channel with the links newly broken since and still broken. Then
 * records on the run row what happened (`sent`, `none` or `digest`, when, channels delivered and
 * failed). Called once per run by the instance that wrote it `done` (`alerts_state = 'sending'` in
 * that transaction), so a run taken over never sends twice. Never throws: a failure is logged
 * (without a URL or secret) and counted, and the run stays done.
 */
export async function sendRunAlerts(
  strapi: Core.Strapi,
  config: WatchAlertsConfig,
  run: FinishedRun,
  options: { fetchImpl?: FetchLike } = {},
): Promise<void> {
  try {
    const changes = await runAlert(strapi, run.id, run.finishedAt, config.maxLinks);
    await emitEvents(strapi, changes).catch((error: unknown) => {
      strapi.log.error(`${LOG_PREFIX} monitor events not emitted: ${(error as Error)?.name ?? 'Error'}`);
    });
    let state: 'sent' | 'none' | 'digest' = changes ? 'sent' : 'none';
    let message = changes;
    if (config.mode === 'digest') {
      const since = await lastDigestAt(strapi, run.schedule);
      const due = since === null || run.finishedAt - since >= DIGEST_INTERVAL_MS;
      state = due ? 'digest' : 'none';
      message = due ? await digestAlert(strapi, run.id, since, run.finishedAt, config.maxLinks) : null;
    }
    let delivered = 0;
    let failed = 0;
    if (message) {
      // The signature's time is the wall clock's: a receiver compares it with its own.
      const context: SendContext = { strapi, config, now: () => Date.now(), fetchImpl: options.fetchImpl };
      const results = await Promise.all(
        config.channels.map((channel) => sendToChannel(context, channel, message)),
      );
      for (const [at, result] of results.entries()) {
        const name = `${config.channels[at].type} channel (${at + 1} of ${config.channels.length})`;
        if (result.ok) delivered += 1;
        else if ('skipped' in result)
          strapi.log.info(`${LOG_PREFIX} alert not sent to the ${name}: ${result.reason}`);
        else {
          failed += 1;
          strapi.log.warn(`${LOG_PREFIX} alert to the ${name} failed: ${result.reason}`);
        }
      }
    }
    await pluginTable(strapi, strapi.db.connection, WATCH_RUNS_TABLE).where({ id: run.id }).update({
      alerts_state: state,
      alerts_at: run.finishedAt,
      alerts_delivered: delivered,
      alerts_failed: failed,
    });
  } catch (error) {
    strapi.log.error(`${LOG_PREFIX} monitor alerts failed: ${(error as Error)?.message ?? 'Error'}`);
  }
}
