import type { Core } from '@strapi/strapi';
import type { EffectiveSettings } from '../settings';
import { deriveReportKey } from './report-token';

/** Strapi's development environment is where admin sessions may read the URL reports. */
export function isDevelopment(strapi: Core.Strapi): boolean {
  return strapi.config.get('environment') === 'development';
}

/** Reports open in development, or anywhere when `enableProductionReports` is true. */
export function reportsEnabled(strapi: Core.Strapi, settings: EffectiveSettings): boolean {
  return isDevelopment(strapi) || settings.enableProductionReports.value;
}

/**
 * The HMAC key for report values, derived from `admin.auth.secret` (which Strapi requires to
 * boot the admin panel).
 * @throws Error when the secret is missing
 */
export function reportKey(strapi: Core.Strapi): Buffer {
  const secret = strapi.config.get('admin.auth.secret') as string | undefined;
  if (!secret) throw new Error('admin.auth.secret is not configured');
  return deriveReportKey(secret);
}
