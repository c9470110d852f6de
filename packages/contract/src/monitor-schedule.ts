import { z } from 'zod';
import { countSchema } from './metadata';
import {
  MONITOR_TARGET_KINDS,
  MONITOR_TARGET_STATES,
  monitorCountsSchema,
  monitorTargetRowSchema,
} from './monitor';

/**
 * The monitor's schedule as an admin edits it (docs/monitoring.md, "Schedule";
 * docs/decisions/0223-watch-schedule-storage.md) and the `route-discovery monitor` report.
 */

/** The admin action (`plugin::route-discovery.monitor.manage`) behind the schedule and "Check now"; super admins have it. */
export const MONITOR_MANAGE_ACTION = 'monitor.manage';

/**
 * Every kind of target a schedule may name, in the order: content links to this site or
 * CMS (`internal`) and to outside URLs (`external`), upload files the content uses (`media`), the
 * website's pages by site URL (`site-pages`), the content-API rows and the admin rows. Only those
 * in `MONITOR_TARGET_KINDS` are watched so far; the others are refused with a 400.
 */
export const MONITOR_WATCH_KINDS = [
  'internal',
  'external',
  'media',
  'site-pages',
  'content-api',
  'admin',
] as const;
/** A kind of target a schedule may name. */
export type MonitorWatchKind = (typeof MONITOR_WATCH_KINDS)[number];

/** How often scheduled runs are due: a named interval, or a cron expression (`cron`). */
export const MONITOR_FREQUENCIES = ['hourly', 'daily', 'weekly', 'cron'] as const;

/** The fields of a schedule an admin may set, unless the plugin's config fixes them. */
export const MONITOR_SCHEDULE_FIELDS = ['enabled', 'frequency', 'cron', 'targets'] as const;
/** A field of the schedule. */
export type MonitorScheduleField = (typeof MONITOR_SCHEDULE_FIELDS)[number];

/** A schedule's editable settings. */
export const monitorScheduleSettingsSchema = z.object({
  enabled: z.boolean(),
  /** `hourly`, `daily`, `weekly`, `cron` (then `cron` holds the expression), or a number of minutes as text (config only). */
  frequency: z.string(),
  /** Five fields (minute hour day month weekday), evaluated in UTC; null unless `frequency` is `cron`. */
  cron: z.string().nullable(),
  targets: z.array(z.enum(MONITOR_TARGET_KINDS)),
});
/** A schedule's editable settings. */
export type MonitorScheduleSettings = z.infer<typeof monitorScheduleSettingsSchema>;

/** The admin's `PUT /route-discovery/monitor/schedule` body: the fields to change, no others. */
export const monitorScheduleInputSchema = z
  .object({
    enabled: z.boolean(),
    frequency: z.enum(MONITOR_FREQUENCIES),
    cron: z.string().trim().min(1).max(120).nullable(),
    targets: z.array(z.enum(MONITOR_WATCH_KINDS)).min(1).max(MONITOR_WATCH_KINDS.length),
  })
  .partial()
  .strict();
/** The admin's `PUT` body. */
export type MonitorScheduleInput = z.infer<typeof monitorScheduleInputSchema>;

/** The admin's `GET`/`PUT /route-discovery/monitor/schedule` answer. */
export const monitorScheduleResponseSchema = z.object({
  data: z.object({
    /** The schedule in force: the config's fixed fields, else the saved ones, else the defaults. */
    settings: monitorScheduleSettingsSchema,
    /** Fields the plugin's config sets: shown read-only, refused by `PUT`. */
    fixed_by_config: z.array(z.enum(MONITOR_SCHEDULE_FIELDS)),
    /** Kinds watched (every one of `MONITOR_WATCH_KINDS` since decisions 0241 and 0242). */
    available_kinds: z.array(z.enum(MONITOR_WATCH_KINDS)),
    /** Time zone of cron expressions: always `UTC`. */
    timezone: z.literal('UTC'),
    /** When the next scheduled run is due (ISO 8601), null when disabled. */
    next_run_at: z.string().nullable(),
    /** When an admin last saved the schedule (ISO 8601), null if never. */
    updated_at: z.string().nullable(),
  }),
});
/** The admin's schedule answer. */
export type MonitorScheduleResponse = z.infer<typeof monitorScheduleResponseSchema>;

/** What `route-discovery monitor --fail-on` may gate on: broken targets, or failing and broken ones. */
export const MONITOR_FAIL_ON = ['broken', 'failing'] as const;

/** `route-discovery monitor --json`: the counts, the targets that fail the gate, the exit code. */
export const monitorCliReportSchema = z.object({
  fail_on: z.enum(MONITOR_FAIL_ON).nullable(),
  counts: monitorCountsSchema,
  /** The newest finished run's end (ISO 8601), null before any. */
  last_run_finished_at: z.string().nullable(),
  next_run_at: z.string().nullable(),
  /** Targets in the states listed (broken; failing too with `--fail-on failing`), at most `limit`. */
  targets: z.array(monitorTargetRowSchema),
  states: z.array(z.enum(MONITOR_TARGET_STATES)),
  /** Targets in those states beyond the ones listed. */
  more: countSchema,
  exit_code: z.number().int(),
});
/** `route-discovery monitor --json`. */
export type MonitorCliReport = z.infer<typeof monitorCliReportSchema>;
