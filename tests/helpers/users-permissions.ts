import type { Core } from '@strapi/strapi';

type PermissionTree = Record<
  string,
  { controllers: Record<string, Record<string, { enabled: boolean; policy: string }>> }
>;

interface RoleService {
  findOne(id: number): Promise<{ name: string; description: string; permissions: PermissionTree }>;
  updateRole(
    id: number,
    data: { name: string; description: string; permissions: PermissionTree },
  ): Promise<void>;
}

/**
 * Grants or revokes one content-API action for a users-permissions role the way the admin panel
 * does: reads the role's permission tree with the plugin's `role` service, flips one action and
 * saves the tree with `updateRole` (`@strapi/plugin-users-permissions` `server/src/services/role.js`).
 * @param roleType `public`, `authenticated` or a custom role type
 * @param action a permission action such as `api::guestbook-entry.guestbook-entry.create`
 */
export async function setRolePermission(
  strapi: Core.Strapi,
  roleType: string,
  action: string,
  enabled: boolean,
): Promise<void> {
  const row = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: roleType } })) as { id: number } | null;
  if (!row) throw new Error(`No users-permissions role of type ${roleType}`);
  const service = strapi.plugin('users-permissions').service('role') as unknown as RoleService;
  const role = await service.findOne(row.id);
  const [type, controller, name] = action.split('.');
  role.permissions[type] ??= { controllers: {} };
  role.permissions[type].controllers[controller] ??= {};
  role.permissions[type].controllers[controller][name] = { enabled, policy: '' };
  await service.updateRole(row.id, {
    name: role.name,
    description: role.description,
    permissions: role.permissions,
  });
}
