import { z } from 'zod';
import { baseMetadataSchema, countSchema } from './metadata';
import { pageMetadataSchema } from './paging';

/**
 * The monitor's shapes (docs/api.md, "Monitor"; docs/monitoring.md): `GET v1/monitor`,
 * `GET v1/monitor/targets` and `POST v1/monitor/runs`. Times are ISO 8601 in UTC, or null.
 */

/** A watched URL's state: never checked yet, passing, failing fewer than N times, broken. */
export const MONITOR_TARGET_STATES = ['unchecked', 'ok', 'failing', 'broken'] as const;
/** A watched URL's state. */
export type MonitorTargetState = (typeof MONITOR_TARGET_STATES)[number];

/**
 * Kinds of watched targets so far: `external`, content links to outside URLs; `internal`, content
 * links to this site or CMS; `media`, the upload files content uses, by their absolute URL;
 * `site-pages`, the website URL (`siteUrl` + `urlPatterns`) of each published document;
 * `content-api` and `admin`, the rows of `frontend-urls` and `backend-urls` an anonymous GET checks
 * (`MonitorTargetRoute`).
 */
export const MONITOR_TARGET_KINDS = [
  'external',
  'internal',
  'media',
  'site-pages',
  'content-api',
  'admin',
] as const;
/** A kind of watched target. */
export type MonitorTargetKind = (typeof MONITOR_TARGET_KINDS)[number];

/** The events a target raises: once when it becomes broken, once when it recovers. */
export const MONITOR_EVENTS = ['broken', 'recovered'] as const;

const time = z.string().nullable();

/**
 * The discovery row a `content-api` or `admin` target checks: its route as registered, its handler
 * and what an anonymous GET must answer (`success`: 2xx or a redirect; `refusal`: 401 or 403).
 */
export const monitorTargetRouteSchema = z.object({
  /** The route as registered, e.g. `/api/articles/:id`. */
  path: z.string(),
  /** The handler's UID, e.g. `api::article.article.findOne`; '' when the route has none. */
  handler: z.string(),
  expect: z.enum(['success', 'refusal']),
});
/** The discovery row a `content-api` or `admin` target checks. */
export type MonitorTargetRoute = z.infer<typeof monitorTargetRouteSchema>;

/** One watched URL and its history. */
export const monitorTargetRowSchema = z.object({
  id: z.string(),
  kind: z.enum(MONITOR_TARGET_KINDS),
  url: z.string(),
  state: z.enum(MONITOR_TARGET_STATES),
  /** Since when it is in this state (broken since, ok since...). */
  state_since: z.string(),
  /** Whether content still links to it (a target gone from content is kept until retention). */
  in_content: z.boolean(),
  first_seen: z.string(),
  last_checked: time,
  last_success: time,
  first_failure: time,
  consecutive_failures: countSchema,
  /** Status of the last answer; null after a network error, a timeout, or before any check. */
  last_status: z.number().int().nullable(),
  last_error: z.string(),
  /** For `content-api` and `admin` targets, the row checked; null for links and pages. */
  route: monitorTargetRouteSchema.nullable(),
  /** Only with `url=`: the links asked for whose watched target this is (docs/api.md, monitor/targets). */
  link_urls: z.array(z.string()).optional(),
});
/** One watched URL and its history. */
export type MonitorTargetRow = z.infer<typeof monitorTargetRowSchema>;

/** What became of a run's alerts. */
export const MONITOR_ALERT_STATES = ['sending', 'sent', 'none', 'digest'] as const;

/** Kinds of alert channels (`watch.alerts.channels[].type`). */
export const MONITOR_ALERT_CHANNELS = ['webhook', 'slack', 'teams', 'discord', 'email'] as const;

/**
 * What became of a run's message on one channel (docs/decisions/0243-alert-delivery-outbox.md):
 * `pending` (not yet taken, or failing and to be tried again), `delivered` (a 2xx or the email
 * provider took it), `failed` (refused, or out of attempts), `skipped` (e-mail without the plugin).
 */
export const MONITOR_DELIVERY_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;

/** One channel's delivery of a run's message: its place in `watch.alerts.channels` (from 1), never its URL. */
export const monitorDeliverySchema = z.object({
  channel: z.number().int().min(1),
  kind: z.enum(MONITOR_ALERT_CHANNELS),
  state: z.enum(MONITOR_DELIVERY_STATES),
  attempts: countSchema,
  /** Why the last attempt failed (`HTTP 500`, `timeout`, `network error ECONNREFUSED`), '' after a success. */
  reason: z.string(),
});
/** One channel's delivery of a run's message. */
export type MonitorDelivery = z.infer<typeof monitorDeliverySchema>;

/** One run of a schedule: queued by `POST v1/monitor/runs` or due by the schedule. */
export const monitorRunSchema = z.object({
  id: z.string(),
  schedule: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  state: z.enum(['queued', 'running', 'done']),
  queued_at: z.string(),
  started_at: time,
  finished_at: time,
  /** Links this run checks at most (`watch.checksPerRun`). */
  budget: countSchema,
  /** Links checked so far: the run's checkpoint, where a takeover resumes. */
  checked: countSchema,
  failed: countSchema,
  broken: countSchema,
  recovered: countSchema,
  /** Times another instance took the run over after its owner's lease expired. */
  takeovers: countSchema,
  /**
   * Its alerts (docs/monitoring.md, "Alerts"), null until it is done: `sending` (claimed when the
   * run was marked done), then `sent`, `none` (nothing to say, or no digest due) or `digest` (a
   * digest window closed); when, and how many channels took or refused the message.
   */
  alerts: z
    .object({
      state: z.enum(MONITOR_ALERT_STATES),
      at: time,
      delivered: countSchema,
      failed: countSchema,
      /** Each channel's delivery: empty when there was nothing to send (or the run predates per-channel records). */
      channels: z.array(monitorDeliverySchema),
    })
    .nullable(),
});
/** One run of a schedule. */
export type MonitorRun = z.infer<typeof monitorRunSchema>;

/** A schedule and where its settings come from (`config`: the plugin's config). */
export const monitorScheduleSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  /** Where the frequency comes from: the plugin's config, the admin's saved schedule, or the default. */
  source: z.enum(['config', 'settings', 'default']),
  /** `hourly`, `daily`, `weekly`, a number of minutes written as text (`90`), or `cron`. */
  every: z.string(),
  /** The cron expression (UTC) when `every` is `cron`, else null. */
  cron: z.string().nullable(),
  /** Minutes between runs; for a cron expression, between its next two times. */
  interval_minutes: countSchema,
  targets: z.array(z.enum(MONITOR_TARGET_KINDS)),
  checks_per_run: countSchema,
  broken_after: countSchema,
  /** When the next scheduled run is due (null when disabled). */
  next_run_at: time,
  /** The instance holding the lease and until when, or null when none does. */
  lease: z.object({ owner: z.string(), expires_at: z.string() }).nullable(),
});
/** A schedule. */
export type MonitorSchedule = z.infer<typeof monitorScheduleSchema>;

/** Targets per state. */
export const monitorCountsSchema = z.object({
  unchecked: countSchema,
  ok: countSchema,
  failing: countSchema,
  broken: countSchema,
});

/**
 * The alerts' settings as `GET v1/monitor` shows them: the mode and each channel's kind, its host
 * masked (`*.slack.com`) or, for e-mail, the number of recipients; never a URL, token or secret.
 */
export const monitorAlertsSchema = z.object({
  mode: z.enum(['run', 'digest']),
  channels: z.array(
    z.object({
      kind: z.enum(MONITOR_ALERT_CHANNELS),
      host: z.string().nullable(),
      recipients: countSchema.nullable(),
    }),
  ),
});

/** The `GET v1/monitor` answer: schedules, the newest runs (newest first, at most 20), counts, alerts. */
export const monitorResponseSchema = z.object({
  schedules: z.array(monitorScheduleSchema),
  runs: z.array(monitorRunSchema),
  counts: monitorCountsSchema,
  alerts: monitorAlertsSchema,
  metadata: baseMetadataSchema,
});
/** The `GET v1/monitor` answer. */
export type MonitorResponse = z.infer<typeof monitorResponseSchema>;

/** The `GET v1/monitor/targets` envelope: a page of targets, the filters as applied. */
export const monitorTargetsEnvelopeSchema = z.object({
  targets: z.array(monitorTargetRowSchema),
  metadata: baseMetadataSchema.extend({
    state: z.enum(MONITOR_TARGET_STATES).nullable(),
    kind: z.enum(MONITOR_TARGET_KINDS).nullable(),
    since: time,
    page: pageMetadataSchema,
  }),
});
/** The `GET v1/monitor/targets` envelope. */
export type MonitorTargetsEnvelope = z.infer<typeof monitorTargetsEnvelopeSchema>;

/** The `POST v1/monitor/runs` answer (202): the queued run, or the one already queued or running. */
export const monitorRunResponseSchema = z.object({
  run: monitorRunSchema,
  metadata: baseMetadataSchema,
});
/** The `POST v1/monitor/runs` answer. */
export type MonitorRunResponse = z.infer<typeof monitorRunResponseSchema>;

/** One event of a target: when it became broken or recovered, in which run, with what answer. */
export const monitorEventSchema = z.object({
  event: z.enum(MONITOR_EVENTS),
  at: z.string(),
  run_id: z.string(),
  /** Status of the check that raised it; null after a network error or a timeout. */
  status: z.number().int().nullable(),
  error: z.string(),
});
/** One event of a target. */
export type MonitorEvent = z.infer<typeof monitorEventSchema>;

/**
 * The `GET v1/monitor/targets/{id}/events` envelope: the target, a page of its events newest first
 * (its history as a timeline).
 */
export const monitorTargetEventsEnvelopeSchema = z.object({
  target: monitorTargetRowSchema,
  events: z.array(monitorEventSchema),
  metadata: baseMetadataSchema.extend({ page: pageMetadataSchema }),
});
/** The `GET v1/monitor/targets/{id}/events` envelope. */
export type MonitorTargetEventsEnvelope = z.infer<typeof monitorTargetEventsEnvelopeSchema>;

/** Most `url` values one `GET v1/monitor/targets` takes (the Links page sends one page's URLs). */
export const MONITOR_URLS_MAX = 100;

/** `POST /route-discovery/monitor/runs` (admin "Check now"): the queued or running run. */
export const monitorAdminRunResponseSchema = z.object({ data: monitorRunSchema });
/** `POST /route-discovery/monitor/runs` answer. */
export type MonitorAdminRunResponse = z.infer<typeof monitorAdminRunResponseSchema>;
