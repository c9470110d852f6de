import type { Core } from '@strapi/strapi';
import type { MonitorResponse } from '@route-discovery/contract';
import { readSettings } from '../settings';
import type { WatchClock } from './clock';
import { channelSummary } from './alerts/channels';
import { readLease } from './lease';
import { lastScheduledAt, recentRuns, runAnswer } from './run-store';
import { EXTERNAL_SCHEDULE, intervalMinutes, nextRunAt } from './schedule';
import { targetCounts } from './monitor-targets';

/** Runs `GET v1/monitor` lists, newest first. */
export const RECENT_RUNS = 20;

/**
 * `GET v1/monitor` without its metadata (docs/api.md, "Monitor"): the schedule as configured (the
 * plugin's config is its only source so far), its next run and lease, the newest runs, and the
 * targets per state.
 */
export async function monitorAnswer(
  strapi: Core.Strapi,
  clock: WatchClock,
): Promise<Omit<MonitorResponse, 'metadata'>> {
  const raw = (strapi.config.get('plugin::route-discovery') ?? {}) as { watch?: unknown };
  const { watch } = readSettings(strapi).config;
  const [last, lease, runs, counts] = await Promise.all([
    lastScheduledAt(strapi, EXTERNAL_SCHEDULE),
    readLease(strapi, EXTERNAL_SCHEDULE),
    recentRuns(strapi, RECENT_RUNS),
    targetCounts(strapi),
  ]);
  const now = clock.now();
  return {
    schedules: [
      {
        name: EXTERNAL_SCHEDULE,
        enabled: watch.enabled,
        source: raw.watch === undefined ? 'default' : 'config',
        every: String(watch.every),
        interval_minutes: intervalMinutes(watch.every),
        targets: watch.targets,
        checks_per_run: watch.checksPerRun,
        broken_after: watch.brokenAfter,
        next_run_at: watch.enabled
          ? new Date(Math.max(now, nextRunAt(watch.every, last, now))).toISOString()
          : null,
        lease:
          lease && lease.expiresAt > now
            ? { owner: lease.owner, expires_at: new Date(lease.expiresAt).toISOString() }
            : null,
      },
    ],
    runs: runs.map(runAnswer),
    counts,
    alerts: { mode: watch.alerts.mode, channels: watch.alerts.channels.map(channelSummary) },
  };
}
