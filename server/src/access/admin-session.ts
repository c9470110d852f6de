import type { Core } from '@strapi/strapi';
import { SUPER_ADMIN_ROLE_CODE } from '../identity';
import { adminSessionManager } from './session-manager';

/** An interactive admin session behind an access token. */
export interface AdminSession {
  userId: number | string;
  sessionId: string;
  isSuperAdmin: boolean;
}

/**
 * Whether a string has the shape of a JWT in JWS compact serialization: three base64url parts
 * separated by periods (RFC 7519 section 7.2, RFC 7515 section 7.1). Anything else fails
 * verification anyway.
 */
export function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token);
}

/**
 * Resolves an admin access token to an active interactive session of an active admin user, the
 * way Strapi's own admin auth strategy does (`@strapi/admin` `server/src/strategies/admin`).
 * API tokens (admin-kind included) are not session JWTs and so never resolve.
 * @returns the session, or null for anything else (invalid, expired, revoked, inactive user)
 */
export async function findAdminSession(strapi: Core.Strapi, token: string): Promise<AdminSession | null> {
  // Only a JWT can be an access token; skipping the verifier for anything else (an API key, say)
  // saves building and throwing a JsonWebTokenError on every keyed request.
  if (!looksLikeJwt(token)) return null;
  const manager = adminSessionManager(strapi);
  if (!manager) return null;
  const result = manager.validateAccessToken(token);
  if (!result.isValid) return null;
  const { userId: rawUserId, sessionId } = result;
  if (!(await manager.isSessionActive(sessionId))) return null;
  const numeric = Number(rawUserId);
  const userId = Number.isFinite(numeric) && String(numeric) === String(rawUserId) ? numeric : rawUserId;
  const user = await strapi.db.query('admin::user').findOne({
    where: { id: userId },
    populate: ['roles'],
  });
  if (!user || user.isActive !== true) return null;
  const roles: Array<{ code?: string }> = Array.isArray(user.roles) ? user.roles : [];
  return {
    userId,
    sessionId,
    isSuperAdmin: roles.some((role) => role.code === SUPER_ADMIN_ROLE_CODE),
  };
}
