import type { Core } from '@strapi/strapi';

/** What the unexpired API tokens of the app may call, summarised for the route audit. */
export interface ApiTokenGrants {
  /** A full-access token exists: it may call every content-API route. */
  fullAccess: boolean;
  /** A read-only token exists: it may call routes whose scopes all end in `find`/`findOne`. */
  readOnly: boolean;
  /** Actions granted to custom tokens. */
  customActions: Set<string>;
  /** When the first of these tokens expires (ms since the epoch), null when none expires: the grants hold until then. */
  nextExpiry: number | null;
}

const TOKEN_UID = 'admin::api-token';

/**
 * Reads the unexpired API tokens (type and, for custom tokens, their permissions), fresh on every
 * call. Token types and the read-only rule follow `@strapi/admin`
 * `server/src/strategies/content-api-token.ts` (`isReadScope`: a scope ending in `find` or `findOne`).
 */
export async function loadApiTokenGrants(strapi: Core.Strapi): Promise<ApiTokenGrants> {
  const grants: ApiTokenGrants = {
    fullAccess: false,
    readOnly: false,
    customActions: new Set(),
    nextExpiry: null,
  };
  if (!strapi.db.metadata.has(TOKEN_UID)) return grants;
  const tokens = (await strapi.db.query(TOKEN_UID as never).findMany({
    select: ['type', 'expiresAt'],
    populate: { permissions: { select: ['action'] } },
  })) as Array<{ type: string; expiresAt: string | Date | null; permissions?: Array<{ action: string }> }>;
  const now = Date.now();
  for (const token of tokens) {
    const expiry = token.expiresAt ? new Date(token.expiresAt).getTime() : null;
    if (expiry !== null && expiry <= now) continue;
    if (expiry !== null && (grants.nextExpiry === null || expiry < grants.nextExpiry))
      grants.nextExpiry = expiry;
    if (token.type === 'full-access') grants.fullAccess = true;
    else if (token.type === 'read-only') grants.readOnly = true;
    else token.permissions?.forEach((permission) => grants.customActions.add(permission.action));
  }
  return grants;
}

/** Whether some API token may call a route with these scopes (the rules of `content-api-token.ts`). */
export function tokenMayCall(grants: ApiTokenGrants, scopes: readonly string[]): boolean {
  if (scopes.length === 0) return false;
  if (grants.fullAccess) return true;
  if (grants.readOnly && scopes.every((scope) => scope.endsWith('find') || scope.endsWith('findOne'))) {
    return true;
  }
  return scopes.every((scope) => grants.customActions.has(scope));
}
