import type { ContentTypeInfo } from '../model/content-types';

/**
 * The Content Manager edit view of a document (the URL the admin panel itself opens,
 * `@strapi/content-manager` `admin/src/router.tsx`): `<admin>/content-manager/collection-types/<uid>/<documentId>`
 * or `.../single-types/<uid>`, with `?plugins[i18n][locale]=<code>` for a localized type.
 * @param adminUrl `admin.url` from Strapi's config (`/admin` by default, or an absolute URL)
 */
export function editUrl(
  adminUrl: string,
  type: ContentTypeInfo,
  documentId: string,
  locale: string | null,
): string {
  const base = adminUrl.replace(/\/+$/, '');
  const path =
    type.kind === 'singleType'
      ? `${base}/content-manager/single-types/${type.uid}`
      : `${base}/content-manager/collection-types/${type.uid}/${encodeURIComponent(documentId)}`;
  return locale ? `${path}?plugins[i18n][locale]=${encodeURIComponent(locale)}` : path;
}
