import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { refuseReadOnly } from './request-state';
import { baseMetadata, sendError } from '../api';
import type { ApiRequestState } from '../middlewares/api-access';
import { describeRunIssues, listRuns, runBatches, runPosition, storeRun } from '../runs';
import { runSummarySchema, type RunsEnvelope } from '@route-discovery/contract';
import { answerPagedRequest, RUNS_LIST } from '../paging';
import { readSettings } from '../settings';

/** `?limit=`: a whole number from 1 to `kept`, or, when absent, `kept`; null when invalid. */
function parseLimit(raw: unknown, kept: number): number | null {
  if (raw === undefined) return kept;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) return null;
  const limit = Number(raw);
  return limit >= 1 ? Math.min(limit, kept) : null;
}

/** Controllers of `GET` and `POST v1/runs` (docs/api.md, "Runs"); access is decided by `api-access`. */
export default function createRunsController({ strapi }: { strapi: Core.Strapi }) {
  const metadataFor = (ctx: Context, kept: number) => {
    const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
    return { ...baseMetadata(version, lifecycle), runs_kept: kept };
  };

  return {
    /** `GET v1/runs[?limit=n]`: the kept runs, newest first. */
    async list(ctx: Context) {
      const kept = readSettings(strapi).config.runsKept;
      const paged = await answerPagedRequest(
        ctx,
        RUNS_LIST,
        {},
        () => (after) => runBatches(strapi, runPosition(after)),
        () => metadataFor(ctx, kept),
        'runs',
      );
      if (paged) return;
      const limit = parseLimit(ctx.query.limit, kept);
      if (limit === null) {
        sendError(ctx, 400, 'ValidationError', `limit must be a whole number from 1 to ${kept}`);
        return;
      }
      const runs = await listRuns(strapi, limit);
      const envelope: RunsEnvelope = { runs, count: runs.length, metadata: metadataFor(ctx, kept) };
      ctx.body = envelope;
    },

    /** `POST v1/runs`: validates and stores one run, then keeps the newest `runsKept`. */
    async publish(ctx: Context) {
      if (refuseReadOnly(ctx, 'Publishing a run')) return;
      if (!ctx.is('application/json')) {
        sendError(ctx, 415, 'UnsupportedMediaTypeError', 'Send the run as application/json');
        return;
      }
      const parsed = runSummarySchema.safeParse(ctx.request.body);
      if (!parsed.success) {
        const issues = describeRunIssues(parsed.error);
        sendError(
          ctx,
          400,
          'ValidationError',
          `Invalid run: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
          {
            errors: issues,
          },
        );
        return;
      }
      const kept = readSettings(strapi).config.runsKept;
      const run = await storeRun(strapi, parsed.data, kept);
      ctx.status = 201;
      ctx.body = { run, metadata: metadataFor(ctx, kept) };
    },
  };
}
