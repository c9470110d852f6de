import { MONITOR_TARGET_KINDS, RUNS_KEPT_DEFAULT, RUNS_KEPT_MAX } from '@route-discovery/contract';
import { z } from 'zod';
import { watchAlertsSchema } from './alerts-schema';
import { cronProblem } from './cron-expression';

/** ISO 8601 calendar date (`YYYY-MM-DD`) or date-time with offset, as accepted by `Date.parse`. */
const isoDate = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'must be an ISO 8601 date such as 2027-08-01',
  });

/** Lifecycle announcement for one API version: when it was deprecated and when it goes away. */
export const versionLifecycleSchema = z
  .object({
    deprecatedOn: isoDate.optional(),
    sunsetOn: isoDate.optional(),
  })
  .strict()
  .refine(
    (value) =>
      !value.deprecatedOn || !value.sunsetOn || Date.parse(value.sunsetOn) > Date.parse(value.deprecatedOn),
    { message: 'sunsetOn must be after deprecatedOn', path: ['sunsetOn'] },
  );

/**
 * Throttling of failed credentials per client address (docs/security.md, "Throttled failures"):
 * at most `maxFailures` refused credentials within `windowSeconds`, `maxAddresses` addresses tracked.
 */
export const failureThrottleSchema = z
  .object({
    maxFailures: z.number().int().min(1).default(50),
    windowSeconds: z.number().int().min(1).max(86_400).default(300),
    maxAddresses: z.number().int().min(1).max(1_000_000).default(10_000),
  })
  .strict();

/**
 * The monitor (docs/monitoring.md): what is watched and how often, checked by the plugin's own
 * timer on every instance, one instance per run through a lease (docs/decisions/0216-watch-timer.md).
 * `every` is `hourly`, `daily`, `weekly` or a number of minutes (at least 1); `cron`, when set,
 * wins over `every` (five fields, UTC: docs/decisions/0224-watch-cron-in-utc.md). Each of
 * `enabled`, `every`/`cron` and `targets` set here fixes that field of the admin's schedule
 * (docs/decisions/0223-watch-schedule-storage.md).
 */
export const watchConfigSchema = z
  .object({
    enabled: z.boolean().default(false),
    every: z
      .union([z.enum(['hourly', 'daily', 'weekly']), z.number().int().min(1).max(525_600)])
      .default('daily'),
    cron: z
      .string()
      .superRefine((value, ctx) => {
        const problem = cronProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /**
     * Target kinds watched: `external`, `internal`, `media`, `site-pages`, `content-api` and
     * `admin` (docs/monitoring.md, "Targets"; decisions 0241, 0242).
     */
    targets: z.array(z.enum(MONITOR_TARGET_KINDS)).min(1).default(['external']),
    /** Links checked per run at most; the rest wait for the next run (oldest checked first). */
    checksPerRun: z.number().int().min(1).max(50_000).default(500),
    /**
     * Results written per checkpoint at most (each checkpoint renews the lease); one is written as
     * soon as this many are in hand (docs/decisions/0263-checkpoints-by-size-and-time.md).
     */
    batchSize: z.number().int().min(1).max(1000).default(100),
    /**
     * Seconds a checked link's result may wait before a checkpoint writes what is in hand: what a
     * crash can cost in checks made twice, and how often the run's progress moves.
     */
    checkpointSeconds: z.number().min(0.1).max(60).default(2),
    /**
     * Checks of a run in flight at once, those waiting for their host's turn included: enough to
     * keep every host busy (scripts/bench/watch-run.js; docs/monitoring.md, "Runs and budget").
     */
    concurrency: z.number().int().min(1).max(20_000).default(2000),
    /** Consecutive failing checks after which a link is broken. */
    brokenAfter: z.number().int().min(1).max(100).default(2),
    /** How often each instance looks for a due run, seconds. */
    tickSeconds: z.number().int().min(5).max(3600).default(60),
    /** How long a lease lasts without renewal, seconds: longer than one batch's checks. */
    leaseSeconds: z.number().int().min(30).max(86_400).default(300),
    /** Days events, finished runs and links gone from content are kept. */
    retentionDays: z.number().int().min(1).max(3650).default(90),
    /**
     * Also watch links to this machine or a private network named by address or `localhost`
     * (off: editors' links must not make the server probe its own network; docs/monitoring.md).
     */
    allowPrivateHosts: z.boolean().default(false),
    /** Least time between two requests to one host, ms (the check engine's per-host pacing). */
    hostIntervalMs: z.number().int().min(0).max(60_000).default(1000),
    timeoutMs: z.number().int().min(100).max(120_000).default(10_000),
    maxRetries: z.number().int().min(0).max(5).default(1),
    userAgent: z.string().min(1).max(200).default('route-discovery-monitor'),
    /** Alert channels and mode (docs/monitoring.md, "Alerts"). */
    alerts: watchAlertsSchema.prefault({}),
  })
  .strict();

/** The monitor's validated settings, defaults applied. */
export type WatchConfig = z.infer<typeof watchConfigSchema>;

/**
 * The limits of an answer built off the request path (decisions 0193 and 0245,
 * docs/configuration.md): `v1/openapi`'s build of Strapi's generated document (`openapi`), the
 * exposure audit's (`exposure`). One build's limit, and how long a request waits for a build under
 * way before it is answered 503.
 */
export const buildLimitsSchema = z
  .object({
    buildTimeoutMs: z.number().int().min(1).max(3_600_000).default(300_000),
    firstBuildWaitMs: z.number().int().min(0).max(60_000).default(3_000),
  })
  .strict();

/**
 * Plugin configuration (`config/plugins` -> `[PLUGIN_ID].config`), validated at boot.
 * Environment variables (docs/configuration.md) win over these keys at run time.
 */
export const pluginConfigSchema = z
  .object({
    apiKey: z.string().optional(),
    apiKeyNext: z.string().optional(),
    platformDependencyFile: z.string().optional(),
    enableProductionReports: z.union([z.boolean(), z.string()]).optional(),
    pagesPerType: z.number().int().min(0).default(1),
    siteUrl: z.url({ message: 'must be an absolute URL such as https://www.example.com' }).optional(),
    // A pattern, or `{ default, <locale>: pattern }` (docs/configuration.md, "Site URL patterns").
    urlPatterns: z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())])).default({}),
    localePrefix: z.enum(['never', 'always', 'as-needed']).default('never'),
    /** The status of the moved URLs' redirect exports (docs/configuration.md, "Moved URLs"). */
    redirectStatus: z.union([z.literal(301), z.literal(308)]).default(301),
    apiLifecycle: z
      .record(z.string().regex(/^v\d+$/, 'must be a version such as v1'), versionLifecycleSchema)
      .default({}),
    // `prefault`, not `default`: zod 4 returns a default as is, and the inner defaults must apply.
    failureThrottle: failureThrottleSchema.prefault({}),
    /** Published smoke runs kept in the database, newest first (docs/configuration.md). */
    runsKept: z.number().int().min(1).max(RUNS_KEPT_MAX).default(RUNS_KEPT_DEFAULT),
    watch: watchConfigSchema.prefault({}),
    openapi: buildLimitsSchema.prefault({}),
    exposure: buildLimitsSchema.prefault({}),
  })
  .strict();

/** The validated plugin configuration, defaults applied. */
export type PluginConfig = z.infer<typeof pluginConfigSchema>;

/**
 * Formats zod issues as `key: message` lines so a boot failure names the offending key.
 * @param error a ZodError from `pluginConfigSchema`
 * @returns one line per issue, e.g. `pagesPerType: Too small: expected number to be >=0`
 */
export function describeConfigIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}
