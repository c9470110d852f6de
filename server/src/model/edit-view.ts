import type { Core } from '@strapi/strapi';
import { findContentType, type ContentTypeInfo } from './content-types';

/**
 * The admin path of a document's edit view in the Content Manager, relative to the admin's base
 * URL, as the admin panel itself links it (`@strapi/content-manager` `admin/src/router.tsx`:
 * `collection-types/:slug/:id`, `single-types/:slug`, the UID as it is; the locale as the
 * `plugins[i18n][locale]` query). The one rule every report row's edit link is built by.
 * @param type the content type's UID and kind (a UID Strapi does not know: a collection type)
 * @param locale the locale version, or null/'' for a type without i18n
 */
export function editViewPath(
  type: Pick<ContentTypeInfo, 'uid' | 'kind'>,
  documentId: string,
  locale: string | null,
): string {
  const path =
    type.kind === 'singleType'
      ? `/content-manager/single-types/${type.uid}`
      : `/content-manager/collection-types/${type.uid}/${encodeURIComponent(documentId)}`;
  return locale ? `${path}?plugins[i18n][locale]=${encodeURIComponent(locale)}` : path;
}

/**
 * The edit view of a document under the admin's URL (`editViewPath` after `admin.url`, trailing
 * slashes dropped): what report rows answer as `edit_url`.
 * @param adminUrl `admin.url` from Strapi's config (`/admin` by default, or an absolute URL)
 */
export function editUrl(
  adminUrl: string,
  type: Pick<ContentTypeInfo, 'uid' | 'kind'>,
  documentId: string,
  locale: string | null,
): string {
  return `${adminUrl.replace(/\/+$/, '')}${editViewPath(type, documentId, locale)}`;
}

/** `admin.url` from Strapi's config (`/admin` by default): the base of every row's `edit_url`. */
export function adminUrlOf(strapi: Core.Strapi): string {
  return String(strapi.config.get('admin.url', '/admin') ?? '/admin');
}

/**
 * The edit view path of a document of a type named by UID (`editViewPath`; a UID Strapi no
 * longer knows is linked as a collection type).
 */
export function documentEditPath(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locale: string | null,
): string {
  return editViewPath(typeOf(strapi, uid), documentId, locale);
}

/** A type named by UID as the edit-view rule reads it (a UID Strapi does not know: a collection type). */
const typeOf = (strapi: Core.Strapi, uid: string): Pick<ContentTypeInfo, 'uid' | 'kind'> => ({
  uid,
  kind: findContentType(strapi, uid)?.kind ?? 'collectionType',
});

/** The edit view of a document of a type named by UID under `admin.url` (`editUrl`): a row's `edit_url`. */
export function documentEditUrl(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locale: string | null,
): string {
  return editUrl(adminUrlOf(strapi), typeOf(strapi, uid), documentId, locale);
}
