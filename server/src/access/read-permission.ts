import { REPORTS_READ_ACTION } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';

/** The part of a CASL ability (`@casl/ability`, as Strapi builds them) the plugin asks. */
export interface ActionAbility {
  can(action: string, subject?: unknown): boolean;
}

/** `admin::permission`'s engine as `@strapi/admin` `server/src/services/permission/engine.ts` declares it. */
interface PermissionEngine {
  generateUserAbility(user: unknown): Promise<ActionAbility>;
}

/**
 * Whether an admin-kind API token may read the plugin's reports, by Strapi's own permission
 * engine: the token's ability (its admin permissions, which Strapi clamps to its owner's when they
 * are written and when the owner's roles change: `@strapi/admin` `services/api-token.ts`
 * `enforceAdminPermissionsCeiling`) must allow `plugin::route-discovery.reports.read`, and so must
 * the owner's own ability (`engine.generateUserAbility`: super admins hold every action, other
 * admins what their roles grant in Settings > Roles). The one rule for the API and the MCP tools.
 * @param owner the token's owner as Strapi loaded it (an `admin::user` with its roles), or its id
 * @returns false when either refuses, or the owner no longer exists or is inactive
 */
export async function tokenMayReadReports(
  strapi: Core.Strapi,
  tokenAbility: ActionAbility,
  owner: { id: number | string; roles?: unknown; isActive?: boolean },
): Promise<boolean> {
  if (!tokenAbility.can(REPORTS_READ_ACTION)) return false;
  // The MCP context carries the owner's id only: load the user with roles, as Strapi does.
  const user =
    owner.roles === undefined
      ? await strapi.db.query('admin::user').findOne({ where: { id: owner.id }, populate: ['roles'] })
      : owner;
  if (!user || user.isActive !== true) return false;
  const engine = (strapi.service('admin::permission') as unknown as { engine: PermissionEngine }).engine;
  const ownerAbility = await engine.generateUserAbility(user);
  return ownerAbility.can(REPORTS_READ_ACTION);
}
