import { MONITOR_MANAGE_ACTION, PLUGIN_ID } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { isShortKey, MIN_API_KEY_LENGTH } from './access';
import { assertUrlPatterns } from './config';
import { watchConnectionAcquisition } from './database/connection-failures';
import { LOG_PREFIX } from './identity';
import { runMigrations } from './migrations/runner';
import { startMovedUrls } from './moved-urls';
import { startReferenceIndex } from './references';
import { getService } from './services/get-service';
import { fixedFields, registerMonitorWebhookEvents } from './watch';
import { readSettings } from './settings';

/**
 * Admin permissions, all granted to super admins by Strapi: `reports.read` behind the report menu
 * link and settings link (the report routes themselves still require a super admin,
 * docs/security.md); `monitor.manage` behind the monitor's schedule and "Check now".
 */
export const REPORT_ACTIONS = [
  {
    section: 'plugins',
    displayName: 'Read route discovery reports',
    uid: 'reports.read',
    pluginName: PLUGIN_ID,
  },
  // The monitor's schedule and "Check now" in the admin (docs/monitoring.md, "Schedule").
  {
    section: 'plugins',
    displayName: 'Manage the route discovery monitor schedule',
    uid: MONITOR_MANAGE_ACTION,
    pluginName: PLUGIN_ID,
  },
];

/**
 * Checks `urlPatterns` against the loaded content types (an unusable one stops the boot), watches
 * the database connection's acquisition (so an outage answers 503, server/src/database/),
 * registers the admin permission, runs the plugin's migrations of its own tables under a
 * database lock (server/src/migrations, docs/database.md), starts the reference index (its tables, the document service
 * middleware; a first build runs in the background: server/src/references/start.ts), starts the
 * moved URLs (their middleware and first baseline: server/src/moved-urls/start.ts), digests the configured keys, and warns once when the API cannot
 * answer yet or a key is short (never logs a key, nor its length).
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  watchConnectionAcquisition(strapi);
  const settings = readSettings(strapi);
  assertUrlPatterns(strapi, settings.config.urlPatterns);
  await strapi.service('admin::permission').actionProvider.registerMany(REPORT_ACTIONS);
  // Before anything reads the plugin's own tables (docs/database.md).
  const migrations = await runMigrations(strapi);
  if (migrations.applied.length) {
    strapi.log.info(`${LOG_PREFIX} database migrations applied: ${migrations.applied.join(', ')}`);
  }
  if (migrations.unknown.length) {
    strapi.log.warn(
      `${LOG_PREFIX} the database holds migrations of a newer version of the plugin (${migrations.unknown.join(', ')}): downgrading keeps its tables as they are`,
    );
  }
  await startReferenceIndex(strapi);
  await startMovedUrls(strapi);
  registerMonitorWebhookEvents(strapi);
  // The plugin's own timer, whatever `server.cron.enabled` says (docs/decisions/0216-watch-timer.md);
  // off only when the config fixes `watch.enabled: false` (an admin may turn it on: 0223).
  if (settings.config.watch.enabled || !fixedFields(strapi).includes('enabled')) {
    getService(strapi, 'watch').watcher.start();
  }
  getService(strapi, 'access-guard').keyDigests.prime({
    key: settings.apiKey.value,
    next: settings.apiKeyNext.value,
  });
  if (settings.apiKey.value === null) {
    strapi.log.warn(`${LOG_PREFIX} DISCOVERY_API_KEY is not configured: the API answers 500 until it is set`);
  }
  for (const [name, value] of [
    ['DISCOVERY_API_KEY', settings.apiKey.value],
    ['DISCOVERY_API_KEY_NEXT', settings.apiKeyNext.value],
  ] as const) {
    if (isShortKey(value)) {
      strapi.log.warn(
        `${LOG_PREFIX} ${name} is shorter than ${MIN_API_KEY_LENGTH} characters: use a longer random key`,
      );
    }
  }
};
