import type { Core } from '@strapi/strapi';
import { isShortKey, isDevelopment } from '../access';
import { REPORTS_READ_ACTION } from '@route-discovery/contract';
import { SUPER_ADMIN_ROLE_CODE } from '../identity';
import type { FingerprintInput } from '../model/table-fingerprint';
import { readSettings } from '../settings';

/** What the audit reads of the plugin's own settings and of the app's environment. */
export interface PluginFacts {
  /** The app runs in Strapi's `development` environment (the rule of the reports, `isDevelopment`). */
  development: boolean;
  /** Effective `enableProductionReports` (env `DISCOVERY_ENABLE_PRODUCTION_REPORTS` winning). */
  productionReports: boolean;
  /** The key or the next key is configured and shorter than 32 characters (no value is kept). */
  shortKey: boolean;
  /** Names of the admin roles other than Super Admin holding `plugin::route-discovery.reports.read`. */
  readRoles: string[];
}

const ADMIN_PERMISSION_UID = 'admin::permission';

/** What `loadPluginFacts` reads of the database: admin permissions, their role links and admin roles. */
export const PLUGIN_FACT_INPUTS: readonly FingerprintInput[] = [
  { kind: 'rows', uid: ADMIN_PERMISSION_UID },
  { kind: 'links', uid: ADMIN_PERMISSION_UID, attribute: 'role' },
  { kind: 'rows', uid: 'admin::role' },
];

/**
 * What `loadPluginFacts` and the GraphQL facts read of this process rather than the database (the
 * environment, the plugin's settings from config and env, `NODE_ENV`), as text: the same text
 * means the same facts. Key values are not in it, only whether they are short.
 */
export function localFactsKey(strapi: Core.Strapi): string {
  const settings = readSettings(strapi);
  return JSON.stringify([
    isDevelopment(strapi),
    settings.enableProductionReports.value,
    isShortKey(settings.apiKey.value) || isShortKey(settings.apiKeyNext.value),
    process.env.NODE_ENV === 'production',
  ]);
}

/**
 * Reads the plugin's settings (as the API guard does, `readSettings`) and the admin roles holding
 * the plugin's read action (admin permissions, `@strapi/admin` content type `admin::permission`),
 * fresh on every call: roles change at run time through Settings > Roles.
 */
export async function loadPluginFacts(strapi: Core.Strapi): Promise<PluginFacts> {
  const settings = readSettings(strapi);
  const key = settings.apiKey.value;
  let readRoles: string[] = [];
  if (strapi.db.metadata.has(ADMIN_PERMISSION_UID)) {
    const permissions = (await strapi.db.query(ADMIN_PERMISSION_UID as never).findMany({
      where: { action: REPORTS_READ_ACTION },
      select: ['id'],
      populate: { role: { select: ['name', 'code'] } },
    })) as Array<{ role: { name: string; code: string } | null }>;
    readRoles = [
      ...new Set(
        permissions
          .map((permission) => permission.role)
          .filter(
            (role): role is { name: string; code: string } => !!role && role.code !== SUPER_ADMIN_ROLE_CODE,
          )
          .map((role) => role.name),
      ),
    ].sort();
  }
  return {
    development: isDevelopment(strapi),
    productionReports: settings.enableProductionReports.value,
    shortKey: isShortKey(key) || isShortKey(settings.apiKeyNext.value),
    readRoles,
  };
}
