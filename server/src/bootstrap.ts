import type { Core } from '@strapi/strapi';
import { watchConnectionAcquisition } from './database/connection-failures';
import { LOG_PREFIX, PLUGIN_ID } from './identity';
import { readSettings } from './settings';

/**
 * Admin permission behind the report menu link and settings link. Strapi grants every action to
 * super admins; the report routes themselves still require a super admin (docs/security.md).
 */
export const REPORT_ACTIONS = [
  {
    section: 'plugins',
    displayName: 'Read route discovery reports',
    uid: 'reports.read',
    pluginName: PLUGIN_ID,
  },
];

/**
 * Registers the admin permission, watches the database connection's acquisition (so an outage
 * answers 503, server/src/database/) and warns once when the API cannot answer yet (never logs the key).
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  watchConnectionAcquisition(strapi);
  await strapi.service('admin::permission').actionProvider.registerMany(REPORT_ACTIONS);
  const settings = readSettings(strapi);
  if (settings.apiKey.value === null) {
    strapi.log.warn(`${LOG_PREFIX} DISCOVERY_API_KEY is not configured: the API answers 500 until it is set`);
  }
};
