import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type {
  MonitorResponse,
  MonitorRunResponse,
  MonitorTargetEventsEnvelope,
  MonitorTargetsEnvelope,
} from '@route-discovery/contract';
import { refuseReadOnly, requestMetadata } from './request-state';
import { firstQueryValue as first, sendError } from '../api';
import { getService } from '../services/get-service';
import { readSettings } from '../settings';
import {
  monitorAnswer,
  ownUrlRules,
  parseTargetEventsQuery,
  parseTargetsQuery,
  runAnswer,
  systemClock,
  targetEventsPage,
  targetsPage,
} from '../watch';

/**
 * A query parameter's values (a repeated key gives several), empty ones left out. Strapi parses
 * the query with `qs`, which turns more than its `arrayLimit` values into an object keyed by index.
 */
function allValues(raw: unknown): string[] {
  let values: unknown[] = [raw];
  if (Array.isArray(raw)) values = raw;
  else if (raw && typeof raw === 'object') values = Object.values(raw);
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}

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

    /** `GET v1/monitor/targets?state=&kind=&since=&url=&page_size=&cursor=`: a page of watched URLs. */
    async targets(ctx: Context) {
      const query = parseTargetsQuery(
        {
          state: first(ctx.query.state),
          kind: first(ctx.query.kind),
          since: first(ctx.query.since),
          page_size: first(ctx.query.page_size),
          cursor: first(ctx.query.cursor),
        },
        allValues(ctx.query.url),
      );
      if ('error' in query) {
        sendError(ctx, 400, 'ValidationError', query.error);
        return;
      }
      const page = await targetsPage(strapi, query, ownUrlRules(strapi, readSettings(strapi).config.siteUrl));
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

    /** `GET v1/monitor/targets/:id/events?page_size=&cursor=`: one target and its events, newest first. */
    async targetEvents(ctx: Context) {
      const query = parseTargetEventsQuery(String(ctx.params.id ?? ''), {
        page_size: first(ctx.query.page_size),
        cursor: first(ctx.query.cursor),
      });
      if ('error' in query) {
        sendError(ctx, 400, 'ValidationError', query.error);
        return;
      }
      const page = 'notFound' in query ? null : await targetEventsPage(strapi, query);
      if (!page) {
        sendError(ctx, 404, 'NotFoundError', 'No watched URL has this id');
        return;
      }
      const size = 'size' in query ? query.size : 0;
      const body: MonitorTargetEventsEnvelope = {
        target: page.target,
        events: page.events,
        metadata: {
          ...requestMetadata(ctx),
          page: { size, sort: 'at:desc', q: null, next_cursor: page.nextCursor },
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
