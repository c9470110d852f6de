import type { Core } from '@strapi/strapi';
import { tokenMayReadReports, type ActionAbility } from './read-permission';

/** What a Bearer token is as an API token of this Strapi (docs/security.md, access rule 5). */
export type ApiTokenCheck =
  /** An admin-kind API token, valid (unexpired, owner active) or not, and whether it may read. */
  | { kind: 'admin'; valid: boolean; mayRead: boolean }
  /** A content-API token (kind `content-api`, or a token written before kinds existed). */
  | { kind: 'content-api' }
  /** Not an API token of this app. */
  | null;

type AdminTokenAuthentication =
  | {
      authenticated: true;
      user: { id: number | string; isActive?: boolean; roles?: unknown };
      ability: ActionAbility;
    }
  | { authenticated: false; error?: unknown };

/**
 * `strapi.admin.services['api-token-admin']` as `@strapi/admin` `server/src/services/api-token.ts`
 * declares it on minors with admin-kind tokens (5.47 and later); the same service `@strapi/core`
 * `services/mcp/authentication.js` authenticates the MCP server's requests with.
 */
interface AdminTokenService {
  authenticateAdminToken(token: string): Promise<AdminTokenAuthentication>;
  hash(token: string): string;
  getByAccessKey(hash: string): Promise<{ kind?: string | null } | null>;
}

/**
 * Strapi's admin token service, or null on a minor without admin-kind API tokens. The feature is
 * detected by the service's `authenticateAdminToken`, never by the version number.
 */
export function adminTokenService(strapi: Core.Strapi): AdminTokenService | null {
  const services = (strapi as unknown as { admin?: { services?: Record<string, unknown> } }).admin?.services;
  const service = services?.['api-token-admin'] as Partial<AdminTokenService> | undefined;
  return typeof service?.authenticateAdminToken === 'function' &&
    typeof service.hash === 'function' &&
    typeof service.getByAccessKey === 'function'
    ? (service as AdminTokenService)
    : null;
}

/**
 * Looks a Bearer token up among the app's API tokens, as Strapi's own `admin-token` strategy does
 * (`authenticateAdminToken`: hashed with `admin.apiToken.salt`, kind `admin`, unexpired, owner
 * active), then decides read access with `tokenMayReadReports`. A token that is no admin token is
 * looked up once more by its hash to tell a content-API token from an unknown value.
 * @returns null on minors without admin-kind tokens, or when the token is none of the app's
 */
export async function checkApiToken(strapi: Core.Strapi, token: string): Promise<ApiTokenCheck> {
  const service = adminTokenService(strapi);
  if (!service) return null;
  const result = await service.authenticateAdminToken(token);
  if (result.authenticated) {
    return {
      kind: 'admin',
      valid: true,
      mayRead: await tokenMayReadReports(strapi, result.ability, result.user),
    };
  }
  // Strapi names why a known admin token failed (expired, owner missing or deactivated).
  if (result.error) return { kind: 'admin', valid: false, mayRead: false };
  const stored = await service.getByAccessKey(service.hash(token));
  if (!stored) return null;
  return (stored.kind ?? 'content-api') === 'content-api' ? { kind: 'content-api' } : null;
}
