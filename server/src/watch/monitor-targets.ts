import type { Core } from '@strapi/strapi';
import {
  maskSignedUrl,
  MONITOR_TARGET_KINDS,
  MONITOR_TARGET_STATES,
  MONITOR_URLS_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type MonitorTargetKind,
  type MonitorTargetRow,
  type MonitorTargetState,
} from '@route-discovery/contract';
import { pluginTable, WATCH_TARGETS_TABLE } from '../migrations/plugin-tables';
import type { OwnUrlRules } from './content-targets';
import { linksByTarget } from './link-targets';
import { historyOf, targetRouteOf } from './target-store';

/** The `GET v1/monitor/targets` query as read: a state, a time, a page. */
export interface TargetsQuery {
  state: MonitorTargetState | null;
  /** Keeps targets of this kind only, or null for every kind. */
  kind: MonitorTargetKind | null;
  /** Keeps targets in their state since this time or later (ms), or null. */
  since: number | null;
  /**
   * Keeps the targets of these links only (the Links page's one page of links: each link's
   * `external`, `internal` and `media` target by `linksByTarget`, a signed one by its masked
   * form), or none when empty.
   */
  urls: string[];
  size: number;
  /** The key after which the page starts ('' for the first page). */
  after: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The cursor of the page after `id`: opaque to clients (base64url of the key). */
const cursorOf = (id: string) => Buffer.from(`t:${id}`).toString('base64url');

/**
 * Reads the query parameters of `GET v1/monitor/targets` (docs/api.md, "Monitor"): `state` one of
 * MONITOR_TARGET_STATES, `kind` one of MONITOR_TARGET_KINDS, `since` an ISO 8601 date or
 * date-time, `page_size` 1 to PAGE_SIZE_MAX (default PAGE_SIZE_DEFAULT), `cursor` from the previous
 * page's `next_cursor`, `url` repeated up to MONITOR_URLS_MAX times.
 * @returns the query, or `{ error }` naming the bad parameter (answered 400)
 */
export function parseTargetsQuery(
  raw: Record<string, string | null>,
  urls: string[] = [],
): TargetsQuery | { error: string } {
  if (urls.length > MONITOR_URLS_MAX) return { error: `url may be given at most ${MONITOR_URLS_MAX} times` };
  const state = raw.state;
  if (state !== null && !(MONITOR_TARGET_STATES as readonly string[]).includes(state)) {
    return { error: `state must be one of ${MONITOR_TARGET_STATES.join(', ')}` };
  }
  const kind = raw.kind ?? null;
  if (kind !== null && !(MONITOR_TARGET_KINDS as readonly string[]).includes(kind)) {
    return { error: `kind must be one of ${MONITOR_TARGET_KINDS.join(', ')}` };
  }
  const since = raw.since === null ? null : Date.parse(raw.since);
  if (since !== null && (Number.isNaN(since) || !/^\d{4}-\d{2}-\d{2}/.test(raw.since ?? ''))) {
    return { error: 'since must be an ISO 8601 date such as 2027-08-01T00:00:00Z' };
  }
  const size = raw.page_size === null ? PAGE_SIZE_DEFAULT : Number(raw.page_size);
  if (!Number.isInteger(size) || size < 1 || size > PAGE_SIZE_MAX) {
    return { error: `page_size must be an integer from 1 to ${PAGE_SIZE_MAX}` };
  }
  let after = '';
  if (raw.cursor !== null) {
    const decoded = Buffer.from(raw.cursor, 'base64url').toString('utf8');
    if (!/^t:[0-9a-f]{64}$/.test(decoded)) return { error: 'cursor is not a cursor of this list' };
    after = decoded.slice(2);
  }
  return {
    state: state as MonitorTargetState | null,
    kind: kind as MonitorTargetKind | null,
    since,
    urls,
    size,
    after,
  };
}

/**
 * A stored target as the API answers it (times in ISO 8601), a signed URL's signature masked
 * (`maskSignedUrl`, docs/decisions/0157): the monitor requests the stored URL, no answer shows it.
 */
export function targetRow(row: Record<string, unknown>): MonitorTargetRow {
  const history = historyOf(row);
  return {
    id: history.id,
    kind: String(row.kind) as MonitorTargetKind,
    url: maskSignedUrl(history.url).url,
    state: history.state,
    state_since: new Date(history.state_since).toISOString(),
    in_content: Number(row.present) === 1,
    first_seen: new Date(Number(row.first_seen)).toISOString(),
    last_checked: iso(history.last_checked),
    last_success: iso(history.last_success),
    first_failure: iso(history.first_failure),
    consecutive_failures: history.consecutive_failures,
    last_status: history.last_status,
    last_error: history.last_error,
    route: targetRouteOf(row),
  };
}

/** One page of targets by key (keyset paging: one indexed query however deep the page). */
export async function targetsPage(
  strapi: Core.Strapi,
  query: TargetsQuery,
  rules: OwnUrlRules,
): Promise<{ targets: MonitorTargetRow[]; nextCursor: string | null }> {
  let builder = pluginTable(strapi, strapi.db.connection, WATCH_TARGETS_TABLE).where('id', '>', query.after);
  if (query.state) builder = builder.andWhere({ state: query.state });
  if (query.kind) builder = builder.andWhere({ kind: query.kind });
  if (query.since !== null) builder = builder.andWhere('state_since', '>=', query.since);
  // Each target's id, with the links asked for that it is the target of.
  const linksOf = query.urls.length
    ? await linksByTarget(strapi, query.urls, rules)
    : new Map<string, string[]>();
  if (query.urls.length) builder = builder.whereIn('id', [...linksOf.keys()]);
  const rows = (await builder.orderBy('id', 'asc').limit(query.size + 1)) as Array<Record<string, unknown>>;
  const page = rows.slice(0, query.size).map((row) => {
    const links = linksOf.get(String(row.id));
    return links ? { ...targetRow(row), link_urls: links } : targetRow(row);
  });
  const more = rows.length > query.size;
  return { targets: page, nextCursor: more ? cursorOf(page[page.length - 1].id) : null };
}

/** Targets content still links to, per state (one grouped count). */
export async function targetCounts(strapi: Core.Strapi): Promise<Record<MonitorTargetState, number>> {
  const rows = (await pluginTable(strapi, strapi.db.connection, WATCH_TARGETS_TABLE)
    .where({ present: 1 })
    .select('state')
    .count({ n: '*' })
    .groupBy('state')) as Array<{ state: string; n: unknown }>;
  const counts = { unchecked: 0, ok: 0, failing: 0, broken: 0 };
  for (const row of rows) {
    if (row.state in counts) counts[row.state as MonitorTargetState] = Number(row.n);
  }
  return counts;
}
