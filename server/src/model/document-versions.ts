import type { Core } from '@strapi/strapi';

/** One row of a content type as the query engine returns it: a document version, populated as asked. */
export type VersionRow = Record<string, unknown> & { id: number; documentId: string };

/**
 * Every version (draft and published, every locale) of one document, or with `publishedOnly` its
 * published versions (`publishedAt` set), read through the query engine (`strapi.db.query`), so
 * inside `strapi.db.transaction` it reads the transaction's own uncommitted rows. `populate` is a
 * query-engine populate (relations, media, components, dynamic zones).
 */
export async function documentVersions(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  populate: Record<string, unknown>,
  publishedOnly = false,
): Promise<VersionRow[]> {
  const where = publishedOnly ? { documentId, publishedAt: { $notNull: true } } : { documentId };
  const rows = await strapi.db.query(uid as never).findMany({ where, populate });
  return rows as VersionRow[];
}

/**
 * Up to `limit` rows of a content type with ids above `afterId`, in id order (a keyset page over
 * every version: draft and published), populated as asked.
 */
export async function versionsAfter(
  strapi: Core.Strapi,
  uid: string,
  afterId: number,
  limit: number,
  populate: Record<string, unknown>,
): Promise<VersionRow[]> {
  const rows = await strapi.db.query(uid as never).findMany({
    where: { id: { $gt: afterId } },
    orderBy: { id: 'asc' },
    limit,
    populate,
  });
  return rows as VersionRow[];
}
