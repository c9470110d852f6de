import { z } from 'zod';

/**
 * The monitor's alert (docs/monitoring.md, "Alerts"): the JSON body the generic webhook channel
 * posts, and the `info` of the `route-discovery.monitor.broken` / `.recovered` events a Strapi
 * webhook receives (`{ event, createdAt, ...info }`, `@strapi/core` `services/webhook-runner`).
 * Times are ISO 8601 in UTC.
 */

/** Where a link comes from: one field of one document (and locale), as the reference index holds it. */
export const monitorAlertSourceSchema = z.object({
  content_type: z.string(),
  document_id: z.string(),
  /** The document's main field (the Content Manager's), else its documentId. */
  title: z.string(),
  /** Dotted path of the field holding the link (`body`, `sections.2.text`). */
  field: z.string(),
  /** '' for a type without i18n. */
  locale: z.string(),
  link_text: z.string(),
  /** The Content Manager edit view: absolute when Strapi knows its admin URL, else a path. */
  edit_url: z.string(),
});
/** Where a link comes from. */
export type MonitorAlertSource = z.infer<typeof monitorAlertSourceSchema>;

/**
 * The route a `content-api` or `admin` target checks (docs/decisions/0242-monitor-content-api-and-admin-targets.md),
 * from the discovery row it came from: the monitor's request (always `GET`: only routes answering
 * GET are watched), the path as registered (`/api/articles/:id`) and the handler's UID
 * (`api::article.article.findOne`; '' when the route has none).
 */
export const monitorAlertRouteSchema = z.object({
  method: z.literal('GET'),
  path: z.string(),
  handler: z.string(),
});
/** The route a `content-api` or `admin` target checks. */
export type MonitorAlertRoute = z.infer<typeof monitorAlertRouteSchema>;

/**
 * One URL that broke or recovered: a link with the documents that link to it (at most 10), or a
 * route of this app (`route`; no document links to it, so `sources` is empty).
 */
export const monitorAlertLinkSchema = z.object({
  url: z.string(),
  event: z.enum(['broken', 'recovered']),
  at: z.string(),
  /** Status of the last answer; null after a network error or a timeout. */
  status: z.number().int().nullable(),
  error: z.string(),
  sources: z.array(monitorAlertSourceSchema),
  /** The route, for a `content-api` or `admin` target; null for a link, a file or a page. */
  route: monitorAlertRouteSchema.nullable(),
});
/** One link that broke or recovered. */
export type MonitorAlertLink = z.infer<typeof monitorAlertLinkSchema>;

/** One alert: a run's changes (`kind: run`) or a day's new breakages (`kind: digest`). */
export const monitorAlertSchema = z.object({
  /**
   * The message's id, the same on every attempt and from every instance (a retry or a takeover
   * after a crash sends it again: docs/decisions/0243-alert-delivery-outbox.md): a receiver
   * dedupes on it. Also in the generic webhook's `X-Route-Discovery-Alert-Id` header.
   */
  id: z.string(),
  kind: z.enum(['run', 'digest']),
  run_id: z.string(),
  /** When the run finished (the digest's end). */
  at: z.string(),
  /** A digest's start: the previous digest, or null for the first. */
  since: z.string().nullable(),
  /** Links listed at most `watch.alerts.maxLinks` per kind; the totals count them all. */
  broken: z.array(monitorAlertLinkSchema),
  recovered: z.array(monitorAlertLinkSchema),
  broken_total: z.number().int().min(0),
  recovered_total: z.number().int().min(0),
});
/** One alert. */
export type MonitorAlert = z.infer<typeof monitorAlertSchema>;

/** Strapi webhook events the monitor emits (`strapi.eventHub`), registered as allowed events. */
export const MONITOR_WEBHOOK_EVENTS = {
  MONITOR_BROKEN: 'route-discovery.monitor.broken',
  MONITOR_RECOVERED: 'route-discovery.monitor.recovered',
} as const;

/** Headers of the generic webhook: the time (Unix seconds) and `sha256=<hex HMAC>` of `<time>.<body>`. */
export const ALERT_TIMESTAMP_HEADER = 'X-Route-Discovery-Timestamp';
export const ALERT_SIGNATURE_HEADER = 'X-Route-Discovery-Signature';
/** Header of the generic webhook: the alert's `id`, stable across retries and takeovers. */
export const ALERT_ID_HEADER = 'X-Route-Discovery-Alert-Id';
