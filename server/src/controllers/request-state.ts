import type { Context } from 'koa';
import { isReadOnlyCredential } from '../access';
import { baseMetadata, sendError } from '../api';
import type { ApiRequestState } from '../middlewares/api-access';

/** The `metadata` every v1 answer starts from: API version and lifecycle of this request. */
export function requestMetadata(ctx: Context) {
  const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
  return baseMetadata(version, lifecycle);
}

/**
 * The write rule of docs/api.md ("Write access"): a credential that only reads (an admin session,
 * the in-admin report value) is answered 403 `<action> requires the API key or an admin token`.
 * @returns whether the request was refused (the answer is sent)
 */
export function refuseReadOnly(ctx: Context, action: string): boolean {
  const { credential } = ctx.state.routeDiscovery as ApiRequestState;
  if (!isReadOnlyCredential(credential)) return false;
  sendError(ctx, 403, 'ForbiddenError', `${action} requires the API key or an admin token`);
  return true;
}
