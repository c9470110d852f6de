import type { Context } from 'koa';
import { SUPER_ADMIN_ROLE_CODE } from '../identity';

/** The interactive super admin behind an admin-route request, or null. */
export interface InteractiveSuperAdmin {
  userId: number | string;
  sessionId: string;
}

/**
 * Reads who called an admin route, after Strapi's admin authentication ran: an interactive session
 * authenticated by the `admin` strategy (which sets `ctx.state.session`; admin-kind API tokens
 * use another strategy and carry no session), of an active user holding the super admin role.
 */
export function interactiveSuperAdmin(ctx: Context): InteractiveSuperAdmin | null {
  const state = ctx.state as {
    auth?: { strategy?: { name?: string } };
    user?: { id: number | string; isActive?: boolean; roles?: Array<{ code?: string }> };
    session?: { id?: string };
  };
  if (state.auth?.strategy?.name !== 'admin' || !state.session?.id || !state.user) return null;
  if (state.user.isActive !== true) return null;
  if (!(state.user.roles ?? []).some((role) => role.code === SUPER_ADMIN_ROLE_CODE)) return null;
  return { userId: state.user.id, sessionId: state.session.id };
}
