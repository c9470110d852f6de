import {
  adminApiPath,
  PAGE_SIZE_MAX,
  type MonitorAdminRunResponse,
  type MonitorResponse,
  type MonitorRun,
  type MonitorTargetEventsEnvelope,
  type MonitorTargetsEnvelope,
  type MonitorTargetState,
} from '@route-discovery/contract';
import type { ReportApi, ReportHttp } from './report-client';

/** The Monitoring page's filters of the targets list: a state, "in it since" a day (YYYY-MM-DD). */
export interface TargetFilters {
  state: MonitorTargetState | null;
  since: string | null;
}

/** What the admin reads and starts of the monitor (docs/api.md, "Monitor"). */
export interface MonitorApi {
  /** `GET v1/monitor`: the schedule, the newest runs, counts per state. */
  overview: () => Promise<MonitorResponse>;
  /** `GET v1/monitor/targets`: one page of targets, from `cursor` (null: the first page). */
  targets: (filters: TargetFilters, cursor: string | null) => Promise<MonitorTargetsEnvelope>;
  /** `GET v1/monitor/targets` with `url=` each: the targets of these URLs (at most 100), one request. */
  targetsOf: (urls: string[]) => Promise<MonitorTargetsEnvelope>;
  /** `GET v1/monitor/targets/{id}/events`: a target and a page of its events, newest first. */
  events: (id: string, cursor: string | null) => Promise<MonitorTargetEventsEnvelope>;
  /** `POST /route-discovery/monitor/runs`: "Check now"; the queued or running run. */
  checkNow: () => Promise<MonitorRun>;
}

/** Targets per page of the Monitoring page, events per page of a timeline. */
export const MONITOR_PAGE_SIZE = 20;

/**
 * The monitor's base path beside `runsEndpoint` (`/api/route-discovery/v1/runs` from the report
 * config): the monitor is served under the same version and credentials as `runs`
 * (server/src/routes, decision 0218).
 */
export function monitorEndpoint(runsEndpoint: string): string {
  return runsEndpoint.replace(/\/runs$/, '/monitor');
}

/**
 * The monitor's reads over the page's report client (`fetchReport`, the signed report value) and
 * "Check now" over the admin session (`post`, the reports' gate on the server).
 */
export function createMonitorApi(
  base: string,
  fetchReport: ReportApi['fetchReport'],
  post: ReportHttp['post'],
): MonitorApi {
  const page = (cursor: string | null): Record<string, string> => ({
    page_size: String(MONITOR_PAGE_SIZE),
    ...(cursor ? { cursor } : {}),
  });
  return {
    overview: () => fetchReport<MonitorResponse>(base),
    targets: (filters, cursor) =>
      fetchReport<MonitorTargetsEnvelope>(`${base}/targets`, {
        ...page(cursor),
        ...(filters.state ? { state: filters.state } : {}),
        ...(filters.since ? { since: filters.since } : {}),
      }),
    targetsOf: (urls) => {
      // Repeated `url` keys: Strapi's fetch client sends params with `qs`, which writes an array as
      // url[0]=..., so the query is built here instead.
      const query = urls.map((url) => `url=${encodeURIComponent(url)}`).join('&');
      // A link may match a target of each kind: room for all of them on one page.
      const size = Math.min(PAGE_SIZE_MAX, 3 * urls.length || 1);
      return fetchReport<MonitorTargetsEnvelope>(`${base}/targets?page_size=${size}&${query}`);
    },
    events: (id, cursor) =>
      fetchReport<MonitorTargetEventsEnvelope>(
        `${base}/targets/${encodeURIComponent(id)}/events`,
        page(cursor),
      ),
    async checkNow() {
      const { data } = await post<MonitorAdminRunResponse>(adminApiPath('monitor/runs'));
      return data.data;
    },
  };
}
