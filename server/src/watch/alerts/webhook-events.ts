import type { Core } from '@strapi/strapi';
import { MONITOR_WEBHOOK_EVENTS } from '@route-discovery/contract';

/**
 * Registers the monitor's events with Strapi's webhook store, so a webhook created in the admin
 * (Settings > Webhooks, or `POST /admin/webhooks`) may subscribe to them, as Content Releases
 * registers `releases.publish` (`@strapi/content-releases` `server/src/bootstrap.ts`,
 * `ALLOWED_WEBHOOK_EVENTS`).
 */
export function registerMonitorWebhookEvents(strapi: Core.Strapi): void {
  const store = strapi.get('webhookStore') as { addAllowedEvent(key: string, value: string): void };
  for (const [key, value] of Object.entries(MONITOR_WEBHOOK_EVENTS)) store.addAllowedEvent(key, value);
}
