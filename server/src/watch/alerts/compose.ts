import type { Core } from '@strapi/strapi';
import {
  maskSignedUrl,
  maskSignedUrlsIn,
  type MonitorAlert,
  type MonitorAlertLink,
  type MonitorAlertRoute,
} from '@route-discovery/contract';
import { pluginTable, WATCH_EVENTS_TABLE, WATCH_TARGETS_TABLE } from '../../migrations/plugin-tables';
import { linkSources, type ReferenceRecord } from '../../references';
import { nameDocuments, type DocumentRef } from '../../model/document-names';
import { documentEditPath } from '../../model/edit-view';
import { targetRouteOf } from '../target-store';

type EventName = 'broken' | 'recovered';

/** One stored event with its target's URL and, for a `content-api` or `admin` target, its route. */
interface EventRow {
  url: string;
  route: MonitorAlertRoute | null;
  event: EventName;
  at: number;
  status: number | null;
  error: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Where the Content Manager lives: `admin.absoluteUrl` (Strapi computes it from `admin.url` and `server.url`). */
function adminBase(strapi: Core.Strapi): string {
  const absolute = String(strapi.config.get('admin.absoluteUrl', '') ?? '');
  return (absolute || String(strapi.config.get('admin.url', '/admin') ?? '/admin')).replace(/\/+$/, '');
}

/** The events of a run (or of a digest window), with their URLs, oldest first, ties by URL. */
async function readEvents(
  strapi: Core.Strapi,
  where: { runId?: string; since?: number; until?: number; onlyStillBroken?: boolean },
): Promise<EventRow[]> {
  const db = strapi.db.connection;
  let query = pluginTable(strapi, db, WATCH_EVENTS_TABLE).select(
    'target_id',
    'event',
    'at',
    'status',
    'error',
  );
  if (where.runId !== undefined) query = query.where('run_id', where.runId);
  if (where.since !== undefined) query = query.where('at', '>', where.since);
  if (where.until !== undefined) query = query.where('at', '<=', where.until);
  if (where.onlyStillBroken) query = query.where('event', 'broken');
  const events = (await query.orderBy('at').orderBy('id')) as Array<Record<string, unknown>>;
  const ids = [...new Set(events.map((row) => String(row.target_id)))];
  const targets = new Map<string, { url: string; state: string; route: MonitorAlertRoute | null }>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = (await pluginTable(strapi, db, WATCH_TARGETS_TABLE)
      .whereIn('id', ids.slice(at, at + 500))
      .select('id', 'url', 'state', 'expect', 'route', 'handler')) as Array<Record<string, unknown>>;
    for (const row of rows) {
      const route = targetRouteOf(row);
      targets.set(String(row.id), {
        url: String(row.url),
        state: String(row.state),
        // The monitor requests a route with GET (check-engine anonymous-checks.ts keeps GET rows only).
        route: route ? { method: 'GET', path: route.path, handler: route.handler } : null,
      });
    }
  }
  return events.flatMap((row) => {
    const target = targets.get(String(row.target_id));
    if (!target || (where.onlyStillBroken && target.state !== 'broken')) return [];
    return [
      {
        url: target.url,
        route: target.route,
        event: row.event === 'recovered' ? ('recovered' as const) : ('broken' as const),
        at: Number(row.at),
        status: row.status === null || row.status === undefined ? null : Number(row.status),
        error: String(row.error ?? ''),
      },
    ];
  });
}

/** A linking document as `nameDocuments` takes it ('' locale: a type without i18n). */
const documentOf = (source: ReferenceRecord): DocumentRef => ({
  uid: source.source_uid,
  documentId: source.source_document_id,
  locale: source.source_locale === '' ? null : source.source_locale,
});

/** The listed links of one kind: each URL once (its latest event), at most `maxLinks`, with their sources. */
async function listedLinks(
  strapi: Core.Strapi,
  rows: readonly EventRow[],
  maxLinks: number,
): Promise<{ links: MonitorAlertLink[]; total: number }> {
  const latest = new Map<string, EventRow>();
  for (const row of rows) latest.set(row.url, row);
  const listed = [...latest.values()].slice(0, maxLinks);
  const sources = await linkSources(
    strapi,
    listed.map((row) => row.url),
  );
  const names = await nameDocuments(strapi, [...sources.values()].flat().map(documentOf));
  const base = adminBase(strapi);
  // A signed URL's signature never leaves in an alert (docs/decisions/0157), nor a link text repeating it.
  const links = listed.map((row) => ({
    url: maskSignedUrl(row.url).url,
    event: row.event,
    at: iso(row.at),
    status: row.status,
    error: row.error,
    sources: (sources.get(row.url) ?? []).map((source) => ({
      content_type: source.source_uid,
      document_id: source.source_document_id,
      title: names(documentOf(source)).document_title,
      field: source.field_path,
      locale: source.source_locale,
      link_text: maskSignedUrlsIn(source.link_text),
      edit_url: `${base}${documentEditPath(strapi, source.source_uid, source.source_document_id, source.source_locale)}`,
    })),
    route: row.route,
  }));
  return { links, total: latest.size };
}

/**
 * One run's alert (docs/monitoring.md, "Alerts"): the links it found broken and those it found
 * recovered, each with the documents linking to it, or null when the run changed nothing. Its
 * `id` is the run's: one message per run (docs/decisions/0243-alert-delivery-outbox.md).
 * @param finishedAt when the run finished, ms
 */
export async function runAlert(
  strapi: Core.Strapi,
  runId: string,
  finishedAt: number,
  maxLinks: number,
): Promise<MonitorAlert | null> {
  const rows = await readEvents(strapi, { runId });
  if (rows.length === 0) return null;
  const broken = await listedLinks(
    strapi,
    rows.filter((row) => row.event === 'broken'),
    maxLinks,
  );
  const recovered = await listedLinks(
    strapi,
    rows.filter((row) => row.event === 'recovered'),
    maxLinks,
  );
  return {
    id: runId,
    kind: 'run',
    run_id: runId,
    at: iso(finishedAt),
    since: null,
    broken: broken.links,
    recovered: recovered.links,
    broken_total: broken.total,
    recovered_total: recovered.total,
  };
}

/**
 * A digest (docs/decisions/0220-watch-alerts.md): the links that became broken after `since`
 * (the previous digest; null: ever) up to `until` and are still broken, or null when there are none.
 */
export async function digestAlert(
  strapi: Core.Strapi,
  runId: string,
  since: number | null,
  until: number,
  maxLinks: number,
): Promise<MonitorAlert | null> {
  const rows = await readEvents(strapi, { since: since ?? undefined, until, onlyStillBroken: true });
  if (rows.length === 0) return null;
  const broken = await listedLinks(strapi, rows, maxLinks);
  return {
    id: runId,
    kind: 'digest',
    run_id: runId,
    at: iso(until),
    since: since === null ? null : iso(since),
    broken: broken.links,
    recovered: [],
    broken_total: broken.total,
    recovered_total: 0,
  };
}
