import type { Core } from '@strapi/strapi';
import { PUBLIC_ROLE_TYPE } from '../permissions/route-permission';
import type { RoleGrants } from '../permissions/role-grants';
import type { FingerprintInput } from '../model/table-fingerprint';

/** Whether anyone may create a users-permissions account, and which role a new account gets. */
export interface RegistrationFacts {
  /** Advanced setting `allow_register` (Settings > Users & Permissions > Advanced settings). */
  allowRegister: boolean;
  /** The Public role holds `plugin::users-permissions.auth.register` (the route's scope). */
  registerRouteOpen: boolean;
  /** The role new accounts receive (advanced setting `default_role`), or null when unknown. */
  defaultRole: RoleGrants | null;
}

/** Scope of `POST /api/auth/local/register` (`@strapi/plugin-users-permissions` routes). */
export const REGISTER_ACTION = 'plugin::users-permissions.auth.register';

/** What `loadRegistration` reads beside the roles: the advanced settings' core-store value. */
export const REGISTRATION_INPUTS: readonly FingerprintInput[] = [
  { kind: 'store', key: 'plugin_users-permissions_advanced' },
];

/**
 * Reads the users-permissions advanced settings from the plugin store (key `advanced`, written by
 * the plugin's bootstrap with `allow_register: true, default_role: 'authenticated'`), fresh per call.
 * @param roles the roles as loaded for this request, to resolve `default_role` (a role type)
 */
export async function loadRegistration(strapi: Core.Strapi, roles: RoleGrants[]): Promise<RegistrationFacts> {
  const publicRole = roles.find((role) => role.type === PUBLIC_ROLE_TYPE);
  if (!publicRole) return { allowRegister: false, registerRouteOpen: false, defaultRole: null };
  const advanced = (await strapi
    .store({ type: 'plugin', name: 'users-permissions' })
    .get({ key: 'advanced' })) as {
    allow_register?: unknown;
    default_role?: unknown;
  } | null;
  const defaultType = typeof advanced?.default_role === 'string' ? advanced.default_role : 'authenticated';
  return {
    allowRegister: advanced?.allow_register === true,
    registerRouteOpen: publicRole.actions.has(REGISTER_ACTION),
    defaultRole: roles.find((role) => role.type === defaultType) ?? null,
  };
}
