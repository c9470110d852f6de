import { joinUrl } from '@route-discovery/check-engine';
import { request } from '../http';

/**
 * Who the run's admin credentials are, as far as known Strapi behaviour needs it
 * (docs/decisions/0196-known-behaviour-only-where-it-can-hold.md):
 * - `super-admin`: a session of a super admin (`strapi-super-admin` role), whose ability is every
 *   permission, so Strapi never refuses it a field;
 * - `admin`: any other admin credential, or one the CLI could not tell: an admin API token's
 *   ability is the token's own permissions (`@strapi/admin` `services/api-token.js`,
 *   `authenticateAdminToken` calls `generateTokenAbility`), narrower than its owner's even when
 *   the owner is a super admin.
 */
export type AdminCaller = 'super-admin' | 'admin';

/** Strapi's code of the super admin role (`@strapi/admin` `services/constants.js`, `SUPER_ADMIN_CODE`). */
const SUPER_ADMIN_CODE = 'strapi-super-admin';

/** Whether a credential has a JSON Web Token's shape (three base64url parts): a session token, not an admin API token (hex). */
export function isSessionToken(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

/**
 * Asks Strapi's `GET /admin/users/me` who `token` belongs to (`data.roles[].code`): `super-admin`
 * when it is a session token (`fromLogin`: from `POST /admin/login`; else a JWT-shaped
 * `--admin-token`) of a user with the super admin role, else `admin`. Never fails a run: an
 * error answer or an unreadable body is `admin`, under which the rules apply as before.
 * @param timeoutMs the request's timeout in milliseconds
 */
export async function adminCallerOf(
  baseUrl: string,
  token: string,
  fromLogin: boolean,
  timeoutMs: number,
): Promise<AdminCaller> {
  if (!fromLogin && !isSessionToken(token)) return 'admin';
  const answer = await request(
    joinUrl(baseUrl, '/admin/users/me'),
    {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      timeoutMs,
      maxRetries: 2,
    },
    true,
  );
  if (answer.status !== 200) return 'admin';
  try {
    const roles = (JSON.parse(answer.body) as { data?: { roles?: Array<{ code?: unknown }> } }).data?.roles;
    return Array.isArray(roles) && roles.some((role) => role?.code === SUPER_ADMIN_CODE)
      ? 'super-admin'
      : 'admin';
  } catch {
    return 'admin';
  }
}
