import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FetchLike } from '@route-discovery/check-engine';
import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { hasPendingAlerts } from './alerts/outbox-store';
import { readSettings } from '../settings';
import { workerChecker } from './worker-checker';
import type { RouteRowSource } from './route-targets';
import { systemClock, type WatchClock } from './clock';
import { queueRun, unfinishedRun, type RunRecord } from './run-store';
import { EXTERNAL_SCHEDULE } from './schedule';
import { effectiveSchedule } from './schedule-settings';
import { watchTick, type TickOutcome } from './watch-run';

/** What a watcher may be given instead of the real thing (tests: a fake clock, a name, a fetch). */
export interface WatcherOptions {
  clock?: WatchClock;
  owner?: string;
  fetchImpl?: FetchLike;
  /** The discovery rows the `content-api` and `admin` targets come from (services/watch.ts gives the discovery service). */
  routeRows?: () => RouteRowSource;
}

/** The monitor of one instance: its ticks, "Check now", and its timer. */
export interface Watcher {
  /** This instance's name in the lease: host, process id and a random part. */
  readonly owner: string;
  /** One tick now (see `watchTick`); ticks of one watcher never overlap (a second waits for the first). */
  tick(): Promise<TickOutcome>;
  /** Queues a manual run (or answers the one queued or running) and starts a tick in the background. */
  checkNow(): Promise<RunRecord>;
  /**
   * Ticks every `watch.tickSeconds` (an unref'd timer, so it never keeps the process alive); a
   * timer's tick while the schedule is off, no run is unfinished and no alert waits reads three
   * rows and stops.
   */
  start(): void;
  /**
   * Stops the timer; a tick in progress ends after its current batch (the run stays unfinished,
   * its lease released, for another instance or the next start) and is waited for.
   */
  stop(): Promise<void>;
}

/**
 * Creates the monitor of this instance (docs/decisions/0216-watch-timer.md). The settings are read
 * at each tick, so a test's or an operator's change applies without a restart of the watcher.
 */
export function createWatcher(strapi: Core.Strapi, options: WatcherOptions = {}): Watcher {
  const clock = options.clock ?? systemClock;
  const owner = options.owner ?? `${hostname().slice(0, 30)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running: Promise<TickOutcome> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;

  const tickOnce = async () => {
    const { config } = readSettings(strapi);
    const { config: watch } = await effectiveSchedule(strapi);
    // A test's fetch stays on this thread; otherwise the checks run in a worker (decision 0244).
    const checker = options.fetchImpl
      ? workerChecker(config.watch, null, options.fetchImpl)
      : workerChecker(config.watch);
    try {
      return await watchTick({
        strapi,
        clock,
        owner,
        config: watch,
        siteUrl: config.siteUrl,
        checker,
        routeRows: options.routeRows?.() ?? null,
        schedule: EXTERNAL_SCHEDULE,
        shouldStop: () => stopping,
      });
    } finally {
      await checker.close();
    }
  };
  const tick = async (): Promise<TickOutcome> => {
    while (running) await running.catch(() => undefined);
    const mine = tickOnce();
    running = mine;
    try {
      return await mine;
    } finally {
      if (running === mine) running = null;
    }
  };
  const failed = (error: unknown) => {
    strapi.log.error(`${LOG_PREFIX} monitor tick failed: ${(error as Error)?.message ?? String(error)}`);
  };
  const background = () => void tick().catch(failed);
  /**
   * The timer's tick: nothing while the schedule is off and neither a run nor a run's alerts wait
   * ("Check now" starts its own).
   */
  const scheduled = async () => {
    if (
      (await effectiveSchedule(strapi)).config.enabled ||
      (await unfinishedRun(strapi, EXTERNAL_SCHEDULE)) ||
      (await hasPendingAlerts(strapi, EXTERNAL_SCHEDULE))
    )
      await tick();
  };

  return {
    owner,
    tick,
    async checkNow() {
      const { config } = await effectiveSchedule(strapi);
      const run = await queueRun(strapi, {
        schedule: EXTERNAL_SCHEDULE,
        trigger: 'manual',
        now: clock.now(),
        budget: config.checksPerRun,
      });
      background();
      return run;
    },
    start() {
      if (timer) return;
      const { config } = readSettings(strapi);
      const run = () => void scheduled().catch(failed);
      timer = setInterval(run, config.watch.tickSeconds * 1000);
      timer.unref();
      run();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running.catch(() => undefined);
    },
  };
}
