import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { interactiveSuperAdmin, type InteractiveSuperAdmin, reportsEnabled } from '../access';
import { sendError, setPrivateCacheHeaders } from '../api';
import { readSettings } from '../settings';

/**
 * The gate of the admin routes that hand the in-admin reports a credential (`report-access`,
 * `export-url`): private cache headers, then 404 while the reports are closed, 403 unless an
 * interactive super admin session made the request (docs/security.md).
 * @param forbidden the 403 message, naming what was refused
 * @returns the admin and the settings read, or null when the error answer is already sent
 */
export function reportAdminGate(
  ctx: Context,
  strapi: Core.Strapi,
  forbidden: string,
): { admin: InteractiveSuperAdmin; settings: ReturnType<typeof readSettings> } | null {
  setPrivateCacheHeaders(ctx);
  const settings = readSettings(strapi);
  if (!reportsEnabled(strapi, settings)) {
    sendError(ctx, 404, 'NotFoundError', 'Not Found');
    return null;
  }
  const admin = interactiveSuperAdmin(ctx, strapi);
  if (!admin) {
    sendError(ctx, 403, 'ForbiddenError', forbidden);
    return null;
  }
  return { admin, settings };
}
