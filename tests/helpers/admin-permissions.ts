import type { Core } from '@strapi/strapi';

const PERMISSION_UID = 'admin::permission';

/**
 * Runs `check` while an admin role holds one more action, then removes it: the permission row is
 * written as Settings > Roles writes it (`admin::permission`, no subject, no conditions).
 * @param roleCode `strapi-editor`, `strapi-author`, ...
 * @param action an admin action such as `plugin::route-discovery.reports.read`
 */
export async function withAdminPermission(
  strapi: Core.Strapi,
  roleCode: string,
  action: string,
  check: () => Promise<void>,
): Promise<void> {
  const role = (await strapi.db.query('admin::role').findOne({ where: { code: roleCode } })) as {
    id: number;
  } | null;
  if (!role) throw new Error(`No admin role with code ${roleCode}`);
  const permission = (await strapi.db.query(PERMISSION_UID).create({
    data: { action, actionParameters: {}, subject: null, properties: {}, conditions: [], role: role.id },
  })) as { id: number };
  try {
    await check();
  } finally {
    await strapi.db.query(PERMISSION_UID).delete({ where: { id: permission.id } });
  }
}
