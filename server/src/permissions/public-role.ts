import type { Core } from '@strapi/strapi';
import { handlerAction } from './handler-action';
import { PUBLIC_ROLE_TYPE, type RoleActions } from './route-permission';

/**
 * The users-permissions Public role with its actions (`plugin::users-permissions.permission` rows
 * of the role whose `type` is `public`). No actions when the plugin is not installed.
 */
export async function loadPublicRole(strapi: Core.Strapi): Promise<RoleActions> {
  const permissionUid = 'plugin::users-permissions.permission';
  if (!strapi.db.metadata.has(permissionUid)) return { type: PUBLIC_ROLE_TYPE, actions: new Set() };
  const rows = (await strapi.db.query(permissionUid as never).findMany({
    select: ['action'],
    where: { role: { type: PUBLIC_ROLE_TYPE } },
  })) as Array<{ action: string }>;
  return { type: PUBLIC_ROLE_TYPE, actions: new Set(rows.map((row) => row.action)) };
}

/** The content-type UID a handler belongs to (`api::article.article.findOne` -> `api::article.article`), or null. */
export function contentTypeOfHandler(strapi: Core.Strapi, qualifiedHandler: string): string | null {
  const uid = handlerAction(qualifiedHandler)?.uid;
  return uid && uid in (strapi.contentTypes as Record<string, unknown>) ? uid : null;
}
