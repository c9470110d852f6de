import type { Core } from '@strapi/strapi';
import type { ActionAbility } from './read-permission';

/** The part of `@strapi/content-manager`'s `permission-checker` service read here (`server/services/permission-checker.js`). */
interface PermissionChecker {
  can: { read(entity?: unknown): boolean };
  cannot: { read(entity?: unknown): boolean };
}

/** A content type's Content Manager permission checker for one admin's ability (the ability Strapi built for the admin session). */
function checkerOf(strapi: Core.Strapi, userAbility: ActionAbility, uid: string): PermissionChecker {
  const service = strapi.plugin('content-manager').service('permission-checker') as {
    create(options: { userAbility: ActionAbility; model: string }): PermissionChecker;
  };
  return service.create({ userAbility, model: uid });
}

/**
 * Whether an admin may read a content type in the Content Manager
 * (`plugin::content-manager.explorer.read` for the UID, or one of its aliases), by Strapi's
 * permission engine through the Content Manager's own checker: a role whose read permission has
 * conditions (only the documents its admin created, some locales) counts, as for the list view.
 */
export function mayReadTypeInContentManager(
  strapi: Core.Strapi,
  userAbility: ActionAbility,
  uid: string,
): boolean {
  try {
    return checkerOf(strapi, userAbility, uid).can.read();
  } catch {
    return false;
  }
}

/**
 * Whether an admin may read one document in the Content Manager, as the edit view's `findOne`
 * decides (`@strapi/content-manager` `server/controllers/collection-types.js`): the type first, then
 * the document's versions (in `locale` when given) as subjects, with their creator for "is creator"
 * conditions; readable when one version is.
 * @returns `allowed`, `forbidden`, or `not_found` (no version of the document, in that locale)
 */
export async function documentReadAccess(
  strapi: Core.Strapi,
  userAbility: ActionAbility,
  uid: string,
  documentId: string,
  locale: string | null,
): Promise<'allowed' | 'forbidden' | 'not_found'> {
  const checker = checkerOf(strapi, userAbility, uid);
  if (checker.cannot.read()) return 'forbidden';
  const attributes = (strapi.contentType(uid as never)?.attributes ?? {}) as Record<string, unknown>;
  const where: Record<string, unknown> = { documentId };
  if (locale && 'locale' in attributes) where.locale = locale;
  const versions = (await strapi.db.query(uid as never).findMany({
    where,
    ...(attributes.createdBy ? { populate: { createdBy: { select: ['id'] } } } : {}),
  })) as unknown[];
  if (!versions.length) return 'not_found';
  return versions.some((version) => !checker.cannot.read(version)) ? 'allowed' : 'forbidden';
}
