import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ALERT_ID_HEADER, type MonitorAlert } from '@route-discovery/contract';
import type { AlertChannel, WatchAlertsConfig } from '../../config';
import { postJson, signatureHeaders, type DeliveryResult, type FetchLike } from './deliver';
import { discordPayload, emailMessage, slackPayload, teamsPayload } from './formats';

/** What sending needs besides the alert: the app, the settings, the clock, and a fetch (tests). */
export interface SendContext {
  strapi: Core.Strapi;
  config: WatchAlertsConfig;
  now: () => number;
  fetchImpl?: FetchLike;
}

/** The email plugin's service, when the app has the plugin (`@strapi/email` `services/email`). */
type EmailService = { send(options: Record<string, unknown>): Promise<unknown> };

function emailService(strapi: Core.Strapi): EmailService | null {
  try {
    const service = strapi.plugin('email')?.service('email') as EmailService | undefined;
    return typeof service?.send === 'function' ? service : null;
  } catch {
    return null;
  }
}

/**
 * Sends one alert to one channel (docs/monitoring.md, "Alerts"): the generic webhook gets the
 * alert itself as JSON with its signature headers, Slack, Teams and Discord their payloads
 * (`formats.ts`), e-mail goes through Strapi's email plugin (`strapi.plugin('email').service('email').send`).
 * One attempt: the caller retries (`send-deliveries.ts`). The generic webhook's
 * `X-Route-Discovery-Alert-Id` header repeats the alert's `id`, so a receiver dedupes a message
 * sent again after a retry or a takeover.
 * @returns `skipped` for e-mail when the app has no email plugin; the reason of a failure never
 *   holds the channel's URL or token
 */
export async function sendToChannel(
  context: SendContext,
  channel: AlertChannel,
  alert: MonitorAlert,
): Promise<DeliveryResult | { ok: false; skipped: true; reason: string }> {
  const { config, fetchImpl } = context;
  switch (channel.type) {
    case 'webhook': {
      const body = JSON.stringify(alert);
      const headers = {
        ...signatureHeaders(channel.secret, body, context.now()),
        [ALERT_ID_HEADER]: alert.id,
      };
      return postJson(channel.url, body, config, { fetchImpl, headers });
    }
    case 'slack':
      return postJson(channel.url, JSON.stringify(slackPayload(alert)), config, { fetchImpl });
    case 'teams':
      return postJson(channel.url, JSON.stringify(teamsPayload(alert)), config, { fetchImpl });
    case 'discord':
      return postJson(channel.url, JSON.stringify(discordPayload(alert)), config, { fetchImpl });
    case 'email': {
      const service = emailService(context.strapi);
      if (!service) return { ok: false, skipped: true, reason: 'the email plugin is not installed' };
      try {
        await service.send({
          to: Array.isArray(channel.to) ? channel.to.join(', ') : channel.to,
          ...(channel.from ? { from: channel.from } : {}),
          ...emailMessage(alert),
        });
        return { ok: true };
      } catch (error) {
        // A provider's error says nothing of whether trying again helps: it is tried again.
        return {
          ok: false,
          reason: `the email provider refused: ${String((error as Error)?.name ?? 'Error')}`,
          retryable: true,
        };
      }
    }
  }
}

/**
 * A channel's key: the SHA-256 (hex) of its settings, so a delivery recorded for a channel is
 * matched to the same channel after the configuration changed or a restart (never shown: a
 * webhook's URL holds its token).
 */
export function channelKey(channel: AlertChannel): string {
  return createHash('sha256').update(JSON.stringify(channel)).digest('hex');
}

/** A host with its leading labels masked (`*.slack.com`), an IP address with its last two parts. */
function maskHost(host: string): string {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return host.split('.').slice(0, 2).concat('*', '*').join('.');
  if (host.startsWith('[')) return '[…]';
  const labels = host.split('.');
  return labels.length <= 2 ? host : ['*', ...labels.slice(-2)].join('.');
}

/**
 * A channel as `GET v1/monitor` shows it: its kind, its host masked, and for e-mail the number of
 * recipients; never the URL, its path or query (they hold the token), nor the secret.
 */
export function channelSummary(channel: AlertChannel): {
  kind: AlertChannel['type'];
  host: string | null;
  recipients: number | null;
} {
  if (channel.type === 'email') {
    return { kind: 'email', host: null, recipients: Array.isArray(channel.to) ? channel.to.length : 1 };
  }
  return { kind: channel.type, host: maskHost(new URL(channel.url).hostname), recipients: null };
}
