import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { SUPER_ADMIN_ROLE_CODE } from '../identity';
import { parseAuthorization } from './bearer';
import { adminSessionManager } from './session-manager';

/** The interactive super admin behind an admin-route request, or null. */
export interface InteractiveSuperAdmin {
  userId: number | string;
  sessionId: string;
}

/**
 * The session id inside the request's admin access token. Strapi's `admin` strategy sets
 * `ctx.state.session` only in later 5.x minors (absent in 5.24.1 to 5.47.1: `@strapi/admin`
 * `server/src/strategies/admin`), so on those the id is read back from the token it validated.
 */
function sessionIdFromToken(ctx: Context, strapi: Core.Strapi): string | null {
  const header = parseAuthorization(ctx.request.header.authorization);
  const token = header?.scheme === 'bearer' ? header.credentials : '';
  const manager = adminSessionManager(strapi);
  if (!token || !manager) return null;
  const result = manager.validateAccessToken(token);
  return result.isValid ? result.sessionId : null;
}

/**
 * Reads who called an admin route, after Strapi's admin authentication ran: an interactive session
 * authenticated by the `admin` strategy (admin-kind API tokens use another strategy and carry no
 * session), of an active user holding the super admin role.
 */
export function interactiveSuperAdmin(ctx: Context, strapi: Core.Strapi): InteractiveSuperAdmin | null {
  const state = ctx.state as {
    auth?: { strategy?: { name?: string } };
    user?: { id: number | string; isActive?: boolean; roles?: Array<{ code?: string }> };
    session?: { id?: string };
  };
  if (state.auth?.strategy?.name !== 'admin' || !state.user) return null;
  if (state.user.isActive !== true) return null;
  if (!(state.user.roles ?? []).some((role) => role.code === SUPER_ADMIN_ROLE_CODE)) return null;
  const sessionId = state.session?.id ?? sessionIdFromToken(ctx, strapi);
  if (!sessionId) return null;
  return { userId: state.user.id, sessionId };
}
