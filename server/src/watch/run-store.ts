import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { MONITOR_ALERT_STATES, type MonitorDelivery, type MonitorRun } from '@route-discovery/contract';
import { pluginTable, WATCH_RUNS_TABLE, type Knex } from '../migrations/plugin-tables';

/** A stored run, its times in ms since the epoch (null until they happen). */
export interface RunRecord {
  id: string;
  schedule: string;
  trigger: 'schedule' | 'manual';
  state: 'queued' | 'running' | 'done';
  queued_at: number;
  started_at: number | null;
  finished_at: number | null;
  owner: string;
  budget: number;
  cursor: number;
  failed: number;
  broken: number;
  recovered: number;
  takeovers: number;
  /** The run's alerts (server/src/watch/alerts): '' before any, `sending`, `sent`, `none`, `digest`. */
  alerts_state: string;
  alerts_at: number | null;
  alerts_delivered: number;
  alerts_failed: number;
}

/** The runs table on `db` (a new query builder per call). */
export const runsTable = (strapi: Core.Strapi, db: Knex = strapi.db.connection) =>
  pluginTable(strapi, db, WATCH_RUNS_TABLE);
const runs = runsTable;
const optional = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function recordOf(row: Record<string, unknown>): RunRecord {
  return {
    id: String(row.id),
    schedule: String(row.schedule),
    trigger: row.trigger === 'manual' ? 'manual' : 'schedule',
    state: String(row.state) as RunRecord['state'],
    queued_at: Number(row.queued_at),
    started_at: optional(row.started_at),
    finished_at: optional(row.finished_at),
    owner: String(row.owner ?? ''),
    budget: Number(row.budget),
    cursor: Number(row.cursor),
    failed: Number(row.failed),
    broken: Number(row.broken),
    recovered: Number(row.recovered),
    takeovers: Number(row.takeovers),
    alerts_state: String(row.alerts_state ?? ''),
    alerts_at: optional(row.alerts_at),
    alerts_delivered: Number(row.alerts_delivered ?? 0),
    alerts_failed: Number(row.alerts_failed ?? 0),
  };
}

const ALERT_STATES: ReadonlySet<string> = new Set(MONITOR_ALERT_STATES);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A run as `GET v1/monitor` and `POST v1/monitor/runs` answer it (the contract's `MonitorRun`).
 * @param deliveries its alert's deliveries per channel (`deliveriesOf`), none by default
 */
export function runAnswer(run: RunRecord, deliveries: MonitorDelivery[] = []): MonitorRun {
  return {
    id: run.id,
    schedule: run.schedule,
    trigger: run.trigger,
    state: run.state,
    queued_at: new Date(run.queued_at).toISOString(),
    started_at: iso(run.started_at),
    finished_at: iso(run.finished_at),
    budget: run.budget,
    checked: run.cursor,
    failed: run.failed,
    broken: run.broken,
    recovered: run.recovered,
    takeovers: run.takeovers,
    alerts: ALERT_STATES.has(run.alerts_state)
      ? {
          state: run.alerts_state as (typeof MONITOR_ALERT_STATES)[number],
          at: iso(run.alerts_at),
          delivered: run.alerts_delivered,
          failed: run.alerts_failed,
          channels: deliveries,
        }
      : null,
  };
}

/** The run of `schedule` still to finish (running first, then the oldest queued), or null. */
export async function unfinishedRun(strapi: Core.Strapi, schedule: string): Promise<RunRecord | null> {
  const row = (await runs(strapi)
    .where({ schedule })
    .whereIn('state', ['running', 'queued'])
    .orderByRaw("CASE WHEN state = 'running' THEN 0 ELSE 1 END, queued_at")
    .first()) as Record<string, unknown> | undefined;
  return row ? recordOf(row) : null;
}

/** When the newest scheduled run of `schedule` was queued (ms), or null before the first. */
export async function lastScheduledAt(strapi: Core.Strapi, schedule: string): Promise<number | null> {
  const row = (await runs(strapi).where({ schedule, trigger: 'schedule' }).max('queued_at as at').first()) as
    | { at: unknown }
    | undefined;
  return optional(row?.at);
}

/** When the newest run of `schedule` queued before `before` (ms) was queued, or null before the first. */
export async function previousRunAt(
  strapi: Core.Strapi,
  schedule: string,
  before: number,
): Promise<number | null> {
  const row = (await runs(strapi)
    .where({ schedule })
    .andWhere('queued_at', '<', before)
    .max('queued_at as at')
    .first()) as { at: unknown } | undefined;
  return optional(row?.at);
}

/**
 * Queues a run of `schedule` (`trigger` says why), unless one is queued or running already: then
 * that one is answered, so "Check now" pressed twice queues one run.
 */
export async function queueRun(
  strapi: Core.Strapi,
  run: { schedule: string; trigger: RunRecord['trigger']; now: number; budget: number },
): Promise<RunRecord> {
  const waiting = await unfinishedRun(strapi, run.schedule);
  if (waiting) return waiting;
  const id = randomUUID();
  await runs(strapi).insert({
    id,
    schedule: run.schedule,
    trigger: run.trigger,
    state: 'queued',
    queued_at: run.now,
    budget: run.budget,
  });
  return (await readRun(strapi, id)) as RunRecord;
}

/** One run by id, or null. */
export async function readRun(strapi: Core.Strapi, id: string, db?: Knex): Promise<RunRecord | null> {
  const row = (await runs(strapi, db).where({ id }).first()) as Record<string, unknown> | undefined;
  return row ? recordOf(row) : null;
}

/** The newest runs of every schedule, newest first. */
export async function recentRuns(strapi: Core.Strapi, limit: number): Promise<RunRecord[]> {
  const rows = (await runs(strapi).orderBy('queued_at', 'desc').orderBy('id').limit(limit)) as Array<
    Record<string, unknown>
  >;
  return rows.map(recordOf);
}

/** Writes a run's changed columns on `db` (the checkpoint's transaction). */
export async function updateRun(
  strapi: Core.Strapi,
  db: Knex,
  id: string,
  changes: Partial<Omit<RunRecord, 'id'>>,
): Promise<void> {
  await runs(strapi, db).where({ id }).update(changes);
}
