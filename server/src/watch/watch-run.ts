import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import type { WatchConfig } from '../config';
import { pluginTable, WATCH_EVENTS_TABLE } from '../migrations/plugin-tables';
import { publishedSiteUrls } from '../migrations/site-url-table';
import type { TargetChecker } from './check-targets';
import { checkInWindow, type CheckedTarget } from './check-window';
import type { WatchClock } from './clock';
import { deliverWaitingAlerts, deliverRunAlerts } from './alerts/dispatch';
import { recordPendingAlerts } from './alerts/outbox-store';
import type { AlertContext } from './alerts/send-deliveries';
import { releaseLease, renewLease, takeLease } from './lease';
import { pruneHistory } from './retention';
import {
  lastScheduledAt,
  previousRunAt,
  queueRun,
  runsTable,
  unfinishedRun,
  updateRun,
  type RunRecord,
} from './run-store';
import { nextRunAt, outsidePredicate } from './schedule';
import { applyCheck } from './target-state';
import { runCompiled, targetSaveStatements, type SavedTarget } from './target-saves';
import { markChangedTargets } from './changed-targets';
import { changedSources, ownUrlRules, syncInternalTargets, syncMediaTargets } from './content-targets';
import { syncExternalTargets, syncTargets, targetsById } from './target-store';
import { plannedTargetIds } from './run-plan';
import { syncRouteTargets, type RouteRowSource } from './route-targets';

/** What one tick needs: the app, this instance's name and clock, the settings, the checks. */
export interface WatchContext {
  strapi: Core.Strapi;
  clock: WatchClock;
  /** This instance's name in the lease (unique per process). */
  owner: string;
  config: WatchConfig;
  siteUrl: string | undefined;
  checker: TargetChecker;
  schedule: string;
  /** The discovery rows of the `content-api` and `admin` targets (the discovery service), or null. */
  routeRows: RouteRowSource | null;
  /** True once the instance is stopping: the run stops after its current batch, unfinished. */
  shouldStop?: () => boolean;
}

/** What a tick did: whether it held the lease, the run it worked on, whether it lost the lease. */
export interface TickOutcome {
  taken: boolean;
  run: RunRecord | null;
  /** Another instance took the lease during the run: this one stopped and wrote nothing more. */
  lostLease: boolean;
}

/** Raised inside a checkpoint when the lease was taken over: the transaction rolls back. */
class LostLease extends Error {}

const leaseOf = (context: WatchContext) => ({
  schedule: context.schedule,
  owner: context.owner,
  now: context.clock.now(),
  leaseMs: context.config.leaseSeconds * 1000,
});

/** What delivering alerts needs, from the tick's context (the message's hold lasts as the lease). */
const alertsOf = (context: WatchContext): AlertContext => ({
  strapi: context.strapi,
  config: context.config.alerts,
  clock: context.clock,
  owner: context.owner,
  leaseMs: context.config.leaseSeconds * 1000,
});

/**
 * Starts a queued run (syncs the targets first, then marks those whose linking document changed
 * since the run before: docs/decisions/0225-watch-changed-first.md) or takes over a running one whose owner lost its lease. */
async function claim(context: WatchContext, run: RunRecord): Promise<RunRecord> {
  const { strapi, owner } = context;
  const db = strapi.db.connection;
  if (run.state === 'queued') {
    const now = context.clock.now();
    const isOutside = outsidePredicate(strapi, context.siteUrl, context.config.allowPrivateHosts);
    const own = ownUrlRules(strapi, context.siteUrl);
    const since = await previousRunAt(strapi, context.schedule, run.queued_at);
    await renewingWhile(context, async () => {
      if (context.config.targets.includes('external')) await syncExternalTargets(strapi, now, isOutside);
      if (context.config.targets.includes('internal')) await syncInternalTargets(strapi, now, own);
      if (context.config.targets.includes('media')) await syncMediaTargets(strapi, now, own);
      // The website's pages: their URLs come from the configured siteUrl, not from an editor's link.
      if (context.config.targets.includes('site-pages'))
        await syncTargets(strapi, 'site-pages', now, publishedSiteUrls, () => true);
      // The content-API and admin rows of discovery, checked against this app itself (decision 0242).
      for (const kind of ['content-api', 'admin'] as const)
        if (context.routeRows && context.config.targets.includes(kind))
          await syncRouteTargets(strapi, kind, now, context.routeRows);
      if (since !== null)
        await markChangedTargets(strapi, since, now, changedSources(context.config.targets, own));
    });
    await updateRun(strapi, db, run.id, { state: 'running', started_at: now, owner });
    return { ...run, state: 'running', started_at: now, owner };
  }
  if (run.owner === owner) return run;
  await updateRun(strapi, db, run.id, { owner, takeovers: run.takeovers + 1 });
  return { ...run, owner, takeovers: run.takeovers + 1 };
}

/** Renews the lease every third of its length while `work` runs (checks may take a while). */
async function renewingWhile<T>(context: WatchContext, work: () => Promise<T>): Promise<T> {
  const { strapi } = context;
  const timer = setInterval(
    () => void renewLease(strapi, strapi.db.connection, leaseOf(context)).catch(() => undefined),
    Math.max(1000, (context.config.leaseSeconds * 1000) / 3),
  );
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * Writes one checkpoint: in one transaction, the lease renewed (or LostLease), each checked
 * target's new history, its event, and the run's cursor and counts. At most `batchSize` targets,
 * one event each, one run row. The rows and their SQL are made first, and a turn of the event loop
 * lets the app's requests in, so the transaction runs only its statements: on SQLite they run on
 * Strapi's thread and hold the one connection (docs/decisions/0250-run-order-host-by-host.md).
 * @returns the run as written
 */
async function writeCheckpoint(
  context: WatchContext,
  run: RunRecord,
  done: CheckedTarget[],
): Promise<RunRecord> {
  const { strapi, config } = context;
  const now = context.clock.now();
  const next = { ...run, cursor: run.cursor + done.length };
  const saved: SavedTarget[] = [];
  const events: Array<Record<string, unknown>> = [];
  for (const { target, result } of done) {
    const { next: history, event } = applyCheck(target, result, config.brokenAfter, now);
    saved.push({ target, history });
    if (!result.ok) next.failed += 1;
    if (!event) continue;
    next[event] += 1;
    events.push({
      target_id: target.id,
      run_id: run.id,
      event,
      at: now,
      status: history.last_status,
      error: history.last_error,
    });
  }
  const { cursor, failed, broken, recovered } = next;
  const db = strapi.db.connection;
  const statements = [
    ...targetSaveStatements(strapi, run.id, saved),
    ...(events.length ? [pluginTable(strapi, db, WATCH_EVENTS_TABLE).insert(events).toSQL()] : []),
    runsTable(strapi, db).where({ id: run.id }).update({ cursor, failed, broken, recovered }).toSQL(),
  ];
  await nextTurn();
  await db.transaction(async (trx) => {
    if (!(await renewLease(strapi, trx, leaseOf(context)))) throw new LostLease();
    await runCompiled(trx, statements);
  });
  return next;
}

/**
 * One tick of the monitor on this instance (docs/monitoring.md, "Runs"): takes the schedule's
 * lease or returns at once; delivers the alerts of earlier runs whose holder died
 * (docs/decisions/0243-alert-delivery-outbox.md); then resumes the unfinished run (from its
 * cursor, after another instance's lease expired) or queues the scheduled one when due, checks it
 * up to its budget in a sliding window of checks written batch by batch (check-window.ts; the rest
 * waits for the next run), marks it done with its alerts recorded in the outbox, delivers them,
 * prunes history past retention and releases the lease. A lease lost mid-run stops the run here
 * without writing its last batch.
 * @throws database errors other than a lost lease (the caller logs them; the lease then expires)
 */
export async function watchTick(context: WatchContext): Promise<TickOutcome> {
  const { strapi, config, schedule } = context;
  const db = strapi.db.connection;
  if (!(await takeLease(strapi, db, leaseOf(context)))) return { taken: false, run: null, lostLease: false };
  let run: RunRecord | null = null;
  let lostLease = false;
  try {
    await renewingWhile(context, () => deliverWaitingAlerts(alertsOf(context), schedule));
    run = await unfinishedRun(strapi, schedule);
    const now = context.clock.now();
    if (!run && config.enabled && nextRunAt(config, await lastScheduledAt(strapi, schedule), now) <= now) {
      run = await queueRun(strapi, { schedule, trigger: 'schedule', now, budget: config.checksPerRun });
    }
    if (!run) return { taken: true, run: null, lostLease };
    let current = await claim(context, run);
    run = current;
    const plan = await plannedTargetIds(strapi, current.id, current.budget - current.cursor, config.targets);
    const { stopped } = await renewingWhile(context, () =>
      checkInWindow({
        concurrency: config.concurrency,
        batchSize: config.batchSize,
        checkpointMs: config.checkpointSeconds * 1000,
        budget: current.budget - current.cursor,
        next: (limit) => targetsById(strapi, plan.splice(0, limit)),
        check: (url, signal, target) => context.checker.check(url, signal, target.expect),
        checkpoint: async (done) => {
          current = run = await writeCheckpoint(context, current, done);
        },
        shouldStop: () => context.shouldStop?.() ?? false,
      }),
    );
    // Stopping: the checkpoints are written; the lease is released below, so another instance
    // takes the run over at its next tick.
    if (stopped) return { taken: true, run, lostLease };
    const finished = context.clock.now();
    await db.transaction(async (trx) => {
      if (!(await renewLease(strapi, trx, leaseOf(context)))) throw new LostLease();
      // Recorded with the run's end, held by this instance: a takeover of the run never sends its
      // alerts twice, and an instance that dies before delivering them leaves them to the next tick.
      await updateRun(strapi, trx, current.id, {
        state: 'done',
        finished_at: finished,
        alerts_state: 'sending',
      });
      await recordPendingAlerts(
        strapi,
        trx,
        { runId: current.id, schedule },
        {
          owner: context.owner,
          now: finished,
          leaseMs: config.leaseSeconds * 1000,
        },
      );
    });
    run = { ...current, state: 'done', finished_at: finished, alerts_state: 'sending' };
    await renewingWhile(context, () => deliverRunAlerts(alertsOf(context), current.id));
    await pruneHistory(strapi, finished - config.retentionDays * 86_400_000);
    return { taken: true, run, lostLease };
  } catch (error) {
    if (!(error instanceof LostLease)) throw error;
    lostLease = true;
    return { taken: true, run, lostLease };
  } finally {
    if (!lostLease) await releaseLease(strapi, db, schedule, context.owner);
  }
}
