import type { Core } from '@strapi/strapi';
import { nextCronTime, type WatchConfig } from '../config';
import { appOrigins } from './own-urls';
import { isPrivateHost } from './private-hosts';

/** The one schedule so far: external links in content (docs/monitoring.md). */
export const EXTERNAL_SCHEDULE = 'external-links';

const MINUTE_MS = 60_000;
const NAMED_MINUTES = { hourly: 60, daily: 24 * 60, weekly: 7 * 24 * 60 } as const;

/** How often a schedule runs: an interval, or a cron expression (UTC) that wins over it when set. */
export interface ScheduleTiming {
  every: WatchConfig['every'];
  cron?: string | null;
}

/**
 * Minutes between two scheduled runs: `hourly` 60, `daily` 1,440, `weekly` 10,080, the number
 * given, or for a cron expression the minutes between its next two times after `now`.
 */
export function intervalMinutes(timing: ScheduleTiming, now = Date.now()): number {
  if (timing.cron) {
    const first = nextCronTime(timing.cron, now);
    return Math.round((nextCronTime(timing.cron, first) - first) / MINUTE_MS);
  }
  return typeof timing.every === 'number' ? timing.every : NAMED_MINUTES[timing.every];
}

/**
 * When the next scheduled run is due (ms since the epoch): at once (`now`) before the first; then
 * the interval after the last scheduled run was queued, or the cron expression's first time after
 * it (a time missed while no instance ran is run once, at the next tick).
 */
export function nextRunAt(timing: ScheduleTiming, lastScheduled: number | null, now: number): number {
  if (lastScheduled === null) return now;
  if (timing.cron) return nextCronTime(timing.cron, lastScheduled);
  return lastScheduled + intervalMinutes(timing) * MINUTE_MS;
}

/**
 * Whether a linked URL is outside this app, so the `external` targets watch it: not on this
 * server's own origins (`server.url` when absolute, the address it listens on) nor on the
 * configured `siteUrl` (`appOrigins`: those are `internal` links), and, unless
 * `allowPrivateHosts`, not on a private or loopback address (`isPrivateHost`).
 */
export function outsidePredicate(
  strapi: Core.Strapi,
  siteUrl: string | undefined,
  allowPrivateHosts: boolean,
): (url: string) => boolean {
  const inside = appOrigins(strapi, siteUrl);
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (inside.has(parsed.origin)) return false;
    return allowPrivateHosts || !isPrivateHost(parsed.hostname);
  };
}
