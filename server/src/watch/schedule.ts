import type { Core } from '@strapi/strapi';
import type { WatchConfig } from '../config/schema';
import { ownOrigin } from '../model/own-origin';
import { isPrivateHost } from './private-hosts';

/** The one schedule so far: external links in content (docs/monitoring.md). */
export const EXTERNAL_SCHEDULE = 'external-links';

const MINUTE_MS = 60_000;
const NAMED_MINUTES = { hourly: 60, daily: 24 * 60, weekly: 7 * 24 * 60 } as const;

/** Minutes between two scheduled runs: `hourly` 60, `daily` 1,440, `weekly` 10,080, or the number given. */
export function intervalMinutes(every: WatchConfig['every']): number {
  return typeof every === 'number' ? every : NAMED_MINUTES[every];
}

/**
 * When the next scheduled run is due (ms since the epoch): `interval` after the last scheduled
 * one was queued, or at once (`now`) before the first.
 */
export function nextRunAt(every: WatchConfig['every'], lastScheduled: number | null, now: number): number {
  return lastScheduled === null ? now : lastScheduled + intervalMinutes(every) * MINUTE_MS;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a linked URL is outside this app, so the `external` targets watch it: not on this
 * server's own origins (`server.url` when absolute, the address it listens on) nor on the
 * configured `siteUrl` (pages of the website are another kind of target), and, unless
 * `allowPrivateHosts`, not on a private or loopback address (`isPrivateHost`).
 */
export function outsidePredicate(
  strapi: Core.Strapi,
  siteUrl: string | undefined,
  allowPrivateHosts: boolean,
): (url: string) => boolean {
  const inside = new Set<string>();
  for (const url of [
    String(strapi.config.get('server.url', '') ?? ''),
    ownOrigin(strapi) ?? '',
    siteUrl ?? '',
  ]) {
    const origin = originOf(url);
    if (origin) inside.add(origin);
  }
  return (url) => {
    const origin = originOf(url);
    if (origin === null || inside.has(origin)) return false;
    return allowPrivateHosts || !isPrivateHost(new URL(url).hostname);
  };
}
