import { z } from 'zod';

/** An http(s) URL; its value is a secret (it is never echoed in an error, a log or an answer). */
const webhookUrl = z.string().refine(
  (value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { message: 'must be an absolute http(s) URL (the value is not shown: it is a secret)' },
);

/** An e-mail address, loosely (the email provider is the one to refuse a bad one). */
const address = z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address such as ops@example.com');

/**
 * One alert channel (docs/monitoring.md, "Alerts"): a generic webhook (JSON signed with HMAC-SHA256
 * by `secret`), a Slack, Microsoft Teams (workflow) or Discord incoming webhook, or e-mail through
 * Strapi's email plugin.
 */
export const alertChannelSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('webhook'),
      url: webhookUrl,
      secret: z.string().min(16, 'must be at least 16 characters (a random value)'),
    })
    .strict(),
  z.object({ type: z.literal('slack'), url: webhookUrl }).strict(),
  z.object({ type: z.literal('teams'), url: webhookUrl }).strict(),
  z.object({ type: z.literal('discord'), url: webhookUrl }).strict(),
  z
    .object({
      type: z.literal('email'),
      to: z.union([address, z.array(address).min(1).max(50)]),
      from: address.optional(),
    })
    .strict(),
]);
/** One alert channel as configured. */
export type AlertChannel = z.infer<typeof alertChannelSchema>;

/**
 * `watch.alerts`: where the monitor says what broke and what recovered, and when: `run` sends one
 * message per run that changed something, `digest` one a day with the links that became broken
 * since the previous digest (docs/decisions/0220-watch-alerts.md). Delivery waits `timeoutMs` per
 * request and makes at most `maxAttempts` per channel after a 429, a 5xx or a network error,
 * waiting `Retry-After` (up to `maxRetryDelayMs`) or `retryDelayMs` doubled after each
 * (docs/decisions/0243-alert-delivery-outbox.md).
 */
export const watchAlertsSchema = z
  .object({
    mode: z.enum(['run', 'digest']).default('run'),
    channels: z.array(alertChannelSchema).max(20).default([]),
    /** Links listed per message and kind at most (the rest are counted). */
    maxLinks: z.number().int().min(1).max(500).default(50),
    timeoutMs: z.number().int().min(100).max(60_000).default(10_000),
    /** Wait before the first retry when the answer names no `Retry-After`, ms (doubled after each). */
    retryDelayMs: z.number().int().min(0).max(60_000).default(1000),
    /** Attempts per channel and message at most, across instances (then the channel is `failed`). */
    maxAttempts: z.number().int().min(1).max(10).default(3),
    maxRetryDelayMs: z.number().int().min(0).max(300_000).default(30_000),
  })
  .strict();
/** The alerts' validated settings, defaults applied. */
export type WatchAlertsConfig = z.infer<typeof watchAlertsSchema>;
