import type { Core } from '@strapi/strapi';
import type { MonitorResponse } from '@route-discovery/contract';
import type { WatchClock } from './clock';
import { channelSummary } from './alerts/channels';
import { deliveriesOf } from './alerts/delivery-store';
import { readLease } from './lease';
import { lastScheduledAt, recentRuns, runAnswer } from './run-store';
import { EXTERNAL_SCHEDULE, intervalMinutes, nextRunAt } from './schedule';
import { targetCounts } from './monitor-targets';
import { effectiveSchedule } from './schedule-settings';

/** Runs `GET v1/monitor` lists, newest first. */
export const RECENT_RUNS = 20;

/**
 * `GET v1/monitor` without its metadata (docs/api.md, "Monitor"): the schedule in force (the
 * plugin's config, else the admin's saved schedule: `effectiveSchedule`), its next run and lease,
 * the newest runs with their alerts' deliveries per channel, and the targets per state.
 */
export async function monitorAnswer(
  strapi: Core.Strapi,
  clock: WatchClock,
): Promise<Omit<MonitorResponse, 'metadata'>> {
  const schedule = await effectiveSchedule(strapi);
  const watch = schedule.config;
  const [last, lease, runs, counts] = await Promise.all([
    lastScheduledAt(strapi, EXTERNAL_SCHEDULE),
    readLease(strapi, EXTERNAL_SCHEDULE),
    recentRuns(strapi, RECENT_RUNS),
    targetCounts(strapi),
  ]);
  const deliveries = await deliveriesOf(
    strapi,
    runs.map((run) => run.id),
  );
  const now = clock.now();
  return {
    schedules: [
      {
        name: EXTERNAL_SCHEDULE,
        enabled: watch.enabled,
        source: schedule.source,
        every: watch.cron ? 'cron' : String(watch.every),
        cron: watch.cron ?? null,
        interval_minutes: intervalMinutes(watch, now),
        targets: watch.targets,
        checks_per_run: watch.checksPerRun,
        broken_after: watch.brokenAfter,
        next_run_at: watch.enabled
          ? new Date(Math.max(now, nextRunAt(watch, last, now))).toISOString()
          : null,
        lease:
          lease && lease.expiresAt > now
            ? { owner: lease.owner, expires_at: new Date(lease.expiresAt).toISOString() }
            : null,
      },
    ],
    runs: runs.map((run) => runAnswer(run, deliveries.get(run.id))),
    counts,
    alerts: { mode: watch.alerts.mode, channels: watch.alerts.channels.map(channelSummary) },
  };
}
