import type { Core } from '@strapi/strapi';
import type { RoleActions } from './route-permission';

/** A users-permissions role and the content-API actions (permission `action` values) it holds. */
export interface RoleGrants extends RoleActions {
  name: string;
  actions: Set<string>;
}

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/**
 * Reads every users-permissions role with its actions, in two queries, fresh on every call:
 * permissions change at run time through the admin panel, so nothing here is cached.
 * @returns roles sorted by name; empty when the users-permissions plugin is not installed
 */
export async function loadRoleGrants(strapi: Core.Strapi): Promise<RoleGrants[]> {
  if (!strapi.db.metadata.has(ROLE_UID) || !strapi.db.metadata.has(PERMISSION_UID)) return [];
  const [roles, permissions] = await Promise.all([
    strapi.db.query(ROLE_UID as never).findMany({ select: ['id', 'name', 'type'] }) as Promise<
      Array<{ id: number; name: string; type: string }>
    >,
    strapi.db.query(PERMISSION_UID as never).findMany({
      select: ['action'],
      populate: { role: { select: ['id'] } },
    }) as Promise<Array<{ action: string; role: { id: number } | null }>>,
  ]);
  const byId = new Map<number, RoleGrants>();
  for (const role of roles) byId.set(role.id, { name: role.name, type: role.type, actions: new Set() });
  for (const permission of permissions) {
    if (permission.role) byId.get(permission.role.id)?.actions.add(permission.action);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
