import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { MonitorResponse, MonitorRunResponse, MonitorTargetsEnvelope } from '@route-discovery/contract';
import { refuseReadOnly, requestMetadata } from './request-state';
import { sendError } from '../api/error-body';
import { firstQueryValue as first } from '../api/query-value';
import { getService } from '../services/get-service';
import { systemClock } from '../watch/clock';
import { monitorAnswer } from '../watch/monitor-answer';
import { parseTargetsQuery, targetsPage } from '../watch/monitor-targets';
import { runAnswer } from '../watch/run-store';

/** Controllers of `GET v1/monitor`, `GET v1/monitor/targets` and `POST v1/monitor/runs` (docs/api.md, "Monitor"). */
export default function createMonitorController({ strapi }: { strapi: Core.Strapi }) {
  return {
    /** `GET v1/monitor`: schedules, newest runs, targets per state. */
    async overview(ctx: Context) {
      const body: MonitorResponse = {
        ...(await monitorAnswer(strapi, systemClock)),
        metadata: requestMetadata(ctx),
      };
      ctx.body = body;
    },

    /** `GET v1/monitor/targets?state=&kind=&since=&page_size=&cursor=`: a page of watched URLs. */
    async targets(ctx: Context) {
      const query = parseTargetsQuery({
        state: first(ctx.query.state),
        kind: first(ctx.query.kind),
        since: first(ctx.query.since),
        page_size: first(ctx.query.page_size),
        cursor: first(ctx.query.cursor),
      });
      if ('error' in query) {
        sendError(ctx, 400, 'ValidationError', query.error);
        return;
      }
      const page = await targetsPage(strapi, query);
      const body: MonitorTargetsEnvelope = {
        targets: page.targets,
        metadata: {
          ...requestMetadata(ctx),
          state: query.state,
          kind: query.kind,
          since: query.since === null ? null : new Date(query.since).toISOString(),
          page: { size: query.size, sort: 'id:asc', q: null, next_cursor: page.nextCursor },
        },
      };
      ctx.body = body;
    },

    /** `POST v1/monitor/runs` ("Check now"): queues a run and starts it on this instance; 202. */
    async checkNow(ctx: Context) {
      if (refuseReadOnly(ctx, 'Starting a monitor run')) return;
      const run = await getService(strapi, 'watch').watcher.checkNow();
      const body: MonitorRunResponse = { run: runAnswer(run), metadata: requestMetadata(ctx) };
      ctx.status = 202;
      ctx.body = body;
    },
  };
}
