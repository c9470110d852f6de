import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  monitorScheduleInputSchema,
  MONITOR_TARGET_KINDS,
  type MonitorAdminRunResponse,
  type MonitorScheduleResponse,
} from '@route-discovery/contract';
import { sendError } from '../api';
import { getService } from '../services/get-service';
import {
  effectiveSchedule,
  EXTERNAL_SCHEDULE,
  lastScheduledAt,
  nextRunAt,
  runAnswer,
  saveSchedule,
  systemClock,
} from '../watch';

/** The answer of `GET`/`PUT /route-discovery/monitor/schedule`: the schedule in force and its next run. */
async function scheduleAnswer(strapi: Core.Strapi): Promise<MonitorScheduleResponse> {
  const schedule = await effectiveSchedule(strapi);
  const now = systemClock.now();
  const last = await lastScheduledAt(strapi, EXTERNAL_SCHEDULE);
  return {
    data: {
      settings: schedule.settings,
      fixed_by_config: schedule.fixed,
      available_kinds: [...MONITOR_TARGET_KINDS],
      timezone: 'UTC',
      next_run_at: schedule.config.enabled
        ? new Date(Math.max(now, nextRunAt(schedule.config, last, now))).toISOString()
        : null,
      updated_at: schedule.updatedAt === null ? null : new Date(schedule.updatedAt).toISOString(),
    },
  };
}

/**
 * Admin routes of the monitor's schedule (docs/api.md, "Monitor schedule (admin)"), behind the
 * `plugin::route-discovery.monitor.manage` permission (the route's `admin::hasPermissions` policy):
 * `GET` reads it, `PUT` saves the fields given (zod-checked, 400 with the reason: unknown field,
 * a field the config fixes, a cron expression that does not parse), `POST .../runs` is "Check now".
 */
export default function createMonitorScheduleController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async show(ctx: Context) {
      ctx.body = await scheduleAnswer(strapi);
    },

    async update(ctx: Context) {
      const parsed = monitorScheduleInputSchema.safeParse((ctx.request as { body?: unknown }).body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
        sendError(ctx, 400, 'ValidationError', `${where}${issue.message}`);
        return;
      }
      const problem = await saveSchedule(strapi, parsed.data, systemClock.now());
      if (problem) {
        sendError(ctx, 400, 'ValidationError', problem);
        return;
      }
      ctx.body = await scheduleAnswer(strapi);
    },

    async checkNow(ctx: Context) {
      const run = await getService(strapi, 'watch').watcher.checkNow();
      const body: MonitorAdminRunResponse = { data: runAnswer(run) };
      ctx.status = 202;
      ctx.body = body;
    },
  };
}
