import { answersGet } from '@route-discovery/check-engine';
import type { Core } from '@strapi/strapi';
import { listManagedContentTypes, type ContentTypeInfo } from '../model/content-types';
import { contentApiRoutes } from '../model/route-catalog';
import type { RegisteredRoute } from '../model/route-types';
import type { ResolverContext } from '../model/run-context';
import { contentTypeSchema } from '../model/schema';
import { actionHandler, handlerAction } from './handler-action';
import { PUBLIC_ROLE_TYPE, roleMayCall, type RoleActions } from './route-permission';
import { routeGuards } from './route-guards';

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
  return uid && contentTypeSchema(strapi, uid) ? uid : null;
}

/** The Public role of one run, read once. */
export function publicRole(context: ResolverContext): Promise<RoleActions> {
  return context.memo('public-role', () => loadPublicRole(context.strapi));
}

/** A content type whose read route the Public role may call, with that route. */
export interface PublicReadableType {
  type: ContentTypeInfo;
  /** `GET .../:id` (findOne) for collection types, `GET /<singular>` (find) for single types. */
  readRoute: RegisteredRoute;
}

/**
 * Content types whose read route the Public role may call (or whose route has `auth: false`) and
 * which carries no policy or middleware of its own (`routeGuards`: not proven public), keyed by
 * UID, read once per run. These are the only types whose documents discovery, content
 * links and site pages ever reveal.
 */
export function publicReadableTypes(context: ResolverContext): Promise<Map<string, PublicReadableType>> {
  return context.memo('public-readable-types', async () => {
    const routes = contentApiRoutes(context);
    const role = await publicRole(context);
    const readable = new Map<string, PublicReadableType>();
    for (const type of listManagedContentTypes(context.strapi)) {
      const action = actionHandler(type.uid, type.kind === 'singleType' ? 'find' : 'findOne');
      const readRoute = routes.find((route) => answersGet(route.method) && route.qualifiedHandler === action);
      if (readRoute && roleMayCall(role, readRoute) && routeGuards(readRoute).length === 0)
        readable.set(type.uid, { type, readRoute });
    }
    return readable;
  });
}
