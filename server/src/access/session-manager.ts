import type { Core } from '@strapi/strapi';

/** What an admin access token says once verified: its user and session, or nothing. */
export type AccessTokenCheck = { isValid: true; userId: string; sessionId: string } | { isValid: false };

/** The part of Strapi's admin session manager the plugin uses. */
export interface AdminSessionManager {
  /** Verifies an access token's signature and expiry; never throws (a malformed token is invalid). */
  validateAccessToken(token: string): AccessTokenCheck;
  /** Whether the session is still active (not revoked, not expired). */
  isSessionActive(sessionId: string): Promise<boolean>;
}

/** `strapi.sessionManager(origin)` as `@strapi/types` `modules/session-manager.d.ts` declares it (5.54). */
interface OriginSessionManager {
  validateAccessToken(token: string): {
    isValid: boolean;
    payload?: { userId?: unknown; sessionId?: unknown } | null;
  };
  isSessionActive(sessionId: string): Promise<boolean>;
}

/**
 * The admin session manager of the running Strapi (`strapi.sessionManager('admin')`), or null when
 * this Strapi minor has none. The one place that reads it, so the plugin holds one declaration of it.
 */
export function adminSessionManager(strapi: Core.Strapi): AdminSessionManager | null {
  const factory = (strapi as unknown as { sessionManager?: (origin: string) => OriginSessionManager })
    .sessionManager;
  if (typeof factory !== 'function') return null;
  const manager = factory('admin');
  return {
    validateAccessToken(token) {
      try {
        const { isValid, payload } = manager.validateAccessToken(token);
        if (!isValid || typeof payload?.sessionId !== 'string') return { isValid: false };
        const { userId, sessionId } = payload;
        // A token without a user id names nobody: never look a user up by `undefined`.
        if (typeof userId !== 'string' && typeof userId !== 'number') return { isValid: false };
        return { isValid: true, userId: String(userId), sessionId };
      } catch {
        return { isValid: false };
      }
    },
    isSessionActive: (sessionId) => manager.isSessionActive(sessionId),
  };
}
