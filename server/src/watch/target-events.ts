import type { Core } from '@strapi/strapi';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type MonitorEvent,
  type MonitorTargetRow,
} from '@route-discovery/contract';
import { pluginTable, WATCH_EVENTS_TABLE, WATCH_TARGETS_TABLE } from '../migrations/plugin-tables';
import { targetRow } from './monitor-targets';

/** The `GET v1/monitor/targets/{id}/events` query as read: the target's key and a page. */
export interface TargetEventsQuery {
  id: string;
  size: number;
  /** The event key before which the page starts (newest first), or null for the first page. */
  before: number | null;
}

const cursorOf = (id: number) => Buffer.from(`e:${id}`).toString('base64url');

/**
 * Reads `GET v1/monitor/targets/{id}/events?page_size=&cursor=` (docs/api.md, "Monitor"):
 * `page_size` 1 to PAGE_SIZE_MAX (default PAGE_SIZE_DEFAULT), `cursor` from the previous page.
 * @returns the query, `{ notFound }` for an id that is no target key (64 hex), or `{ error }`
 */
export function parseTargetEventsQuery(
  id: string,
  raw: { page_size: string | null; cursor: string | null },
): TargetEventsQuery | { error: string } | { notFound: true } {
  if (!/^[0-9a-f]{64}$/.test(id)) return { notFound: true };
  const size = raw.page_size === null ? PAGE_SIZE_DEFAULT : Number(raw.page_size);
  if (!Number.isInteger(size) || size < 1 || size > PAGE_SIZE_MAX) {
    return { error: `page_size must be an integer from 1 to ${PAGE_SIZE_MAX}` };
  }
  let before: number | null = null;
  if (raw.cursor !== null) {
    const decoded = /^e:(\d{1,15})$/.exec(Buffer.from(raw.cursor, 'base64url').toString('utf8'));
    if (!decoded) return { error: 'cursor is not a cursor of this list' };
    before = Number(decoded[1]);
  }
  return { id, size, before };
}

/**
 * One target and a page of its events, newest first (keyset on the event's key), or null when no
 * target has this key. The events table has no index on the target; its rows are bounded by
 * `retentionDays` (docs/monitoring.md, "Retention").
 */
export async function targetEventsPage(
  strapi: Core.Strapi,
  query: TargetEventsQuery,
): Promise<{ target: MonitorTargetRow; events: MonitorEvent[]; nextCursor: string | null } | null> {
  const db = strapi.db.connection;
  const target = (await pluginTable(strapi, db, WATCH_TARGETS_TABLE).where({ id: query.id }).first()) as
    | Record<string, unknown>
    | undefined;
  if (!target) return null;
  let builder = pluginTable(strapi, db, WATCH_EVENTS_TABLE).where({ target_id: query.id });
  if (query.before !== null) builder = builder.andWhere('id', '<', query.before);
  const rows = (await builder.orderBy('id', 'desc').limit(query.size + 1)) as Array<Record<string, unknown>>;
  const page = rows.slice(0, query.size);
  const events = page.map(
    (row): MonitorEvent => ({
      event: row.event === 'recovered' ? 'recovered' : 'broken',
      at: new Date(Number(row.at)).toISOString(),
      run_id: String(row.run_id),
      status: row.status === null || row.status === undefined ? null : Number(row.status),
      error: String(row.error ?? ''),
    }),
  );
  const more = rows.length > query.size;
  return {
    target: targetRow(target),
    events,
    nextCursor: more ? cursorOf(Number(page[page.length - 1].id)) : null,
  };
}
