import type { Core } from '@strapi/strapi';
import {
  adminRowExpectation,
  backendTarget,
  contentApiExpectation,
  frontendTarget,
  joinUrl,
  publicByDesignAdminRoutes,
  type Expectation,
} from '@route-discovery/check-engine';
import type { AnyFrontendUrlRow, BackendUrlRow, MonitorTargetKind } from '@route-discovery/contract';
import { coreRoutes } from '../exposure';
import { pluginTable, WATCH_TARGETS_TABLE } from '../migrations/plugin-tables';
import { ownOrigin } from '../model/own-origin';
import { syncTargetPages, targetId } from './target-store';

/** The kinds of target read from discovery rows (docs/decisions/0242-monitor-content-api-and-admin-targets.md). */
export type RouteTargetKind = Extract<MonitorTargetKind, 'content-api' | 'admin'>;

/**
 * Where the discovery rows come from: the discovery service's row readers (services/discovery.ts),
 * handed down by services/watch.ts, so this feature reads them without importing the service floor.
 */
export interface RouteRowSource {
  frontendRowBatches(filter: null, after: null): AsyncIterable<AnyFrontendUrlRow[]>;
  backendRowBatches(filter: null): AsyncIterable<BackendUrlRow[]>;
}

/** The discovery row a target checks, as its columns hold it (migration 0024). */
interface RouteColumns {
  expect: Expectation;
  /** The route as registered (at most 255 characters kept). */
  route: string;
  handler: string;
}

/** Rows compared and rewritten per statement when a route's row changed. */
const PAGE = 500;

/**
 * Where this app answers its own checks: `server.url` when absolute (its public URL, through the
 * app's proxy), else the address it listens on (`ownOrigin`); null when it is not listening.
 * @returns e.g. `https://cms.example.com` or `http://127.0.0.1:1337`, no trailing slash
 */
export function selfBaseUrl(strapi: Core.Strapi): string | null {
  const configured = String(strapi.config.get('server.url', '') ?? '').replace(/\/+$/, '');
  return /^https?:\/\//i.test(configured) ? configured : ownOrigin(strapi);
}

/**
 * The rows of `kind` an anonymous GET checks, keyed by absolute URL on `base`: the rows of
 * `frontend-urls` (page and resolver rows; `content-api`) or `backend-urls` (`admin`) that the
 * CLI's smoke test requests without credentials, with what each must answer, by the rule both
 * share (check-engine `contentApiExpectation`, `adminRowExpectation`); admin routes open by design
 * are the exposure audit's `public-by-design` ones. The first row of a URL wins.
 */
export async function routeRowsOf(
  strapi: Core.Strapi,
  kind: RouteTargetKind,
  base: string,
  discovery: RouteRowSource,
): Promise<Map<string, RouteColumns>> {
  const rows = new Map<string, RouteColumns>();
  const add = (target: string, columns: RouteColumns) => {
    const url = joinUrl(base, target);
    if (!rows.has(url)) rows.set(url, { ...columns, route: columns.route.slice(0, 255) });
  };
  if (kind === 'content-api') {
    for await (const batch of discovery.frontendRowBatches(null, null)) {
      for (const row of batch) {
        const expect = row.source === 'preview' ? null : contentApiExpectation(row);
        if (expect) add(frontendTarget(row), { expect, route: row.url, handler: row.name });
      }
    }
    return rows;
  }
  const open = new Set(publicByDesignAdminRoutes(coreRoutes(strapi)));
  for await (const batch of discovery.backendRowBatches(null)) {
    for (const row of batch) {
      const expect = adminRowExpectation(row, open.has(row.route));
      if (expect) add(backendTarget(row), { expect, route: row.route, handler: row.view_name || row.name });
    }
  }
  return rows;
}

/** `urls` in pages of at most `PAGE`, as `syncTargetPages` reads them. */
async function* pagesOf(urls: readonly string[]) {
  for (let start = 0; start < urls.length; start += PAGE) yield urls.slice(start, start + PAGE);
}

/**
 * Brings the `content-api` or `admin` targets up to the app's discovery rows (docs/monitoring.md,
 * "Targets"): `syncTargets` with each row's expectation, route and handler on new targets, then
 * those columns rewritten on known targets whose row changed (a route turned public or private:
 * its expectation follows, as a CLI run would). Nothing is synced while the app is not listening
 * and has no absolute `server.url`.
 * @returns the number of rows present
 */
export async function syncRouteTargets(
  strapi: Core.Strapi,
  kind: RouteTargetKind,
  now: number,
  discovery: RouteRowSource,
): Promise<number> {
  const base = selfBaseUrl(strapi);
  if (!base) return 0;
  const rows = await routeRowsOf(strapi, kind, base, discovery);
  const urls = [...rows.keys()].sort();
  const total = await syncTargetPages(strapi, kind, now, pagesOf(urls), (url) => ({ ...rows.get(url) }));
  const table = () => pluginTable(strapi, strapi.db.connection, WATCH_TARGETS_TABLE);
  for (let start = 0; start < urls.length; start += PAGE) {
    const ids = new Map(urls.slice(start, start + PAGE).map((url) => [targetId(kind, url), url]));
    const stored = (await table()
      .whereIn('id', [...ids.keys()])
      .select('id', 'expect', 'route', 'handler')) as Array<Record<string, unknown>>;
    for (const row of stored) {
      const wanted = rows.get(ids.get(String(row.id)) ?? '');
      if (
        !wanted ||
        (row.expect === wanted.expect && row.route === wanted.route && row.handler === wanted.handler)
      )
        continue;
      await table().where({ id: row.id }).update(wanted);
    }
  }
  return total;
}
