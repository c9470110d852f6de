import type { Core } from '@strapi/strapi';

/** Documents `documentsUpdatedSince` answers per content type at most (a bulk import changes them all). */
export const UPDATED_DOCUMENTS_MAX = 10_000;

/**
 * The documentIds of a content type with a version (draft or published, any locale) whose
 * `updatedAt` is after `since` (ms since the epoch), at most `UPDATED_DOCUMENTS_MAX`. Read with
 * Strapi's query engine (`strapi.db.query`), which compares the date column as each database
 * stores it. A content type the app no longer has answers none.
 */
export async function documentsUpdatedSince(
  strapi: Core.Strapi,
  uid: string,
  since: number,
): Promise<string[]> {
  if (!strapi.contentTypes[uid as keyof typeof strapi.contentTypes]) return [];
  const rows = (await strapi.db.query(uid as never).findMany({
    select: ['documentId'],
    where: { updatedAt: { $gt: new Date(since) } },
    limit: UPDATED_DOCUMENTS_MAX,
  })) as Array<{ documentId?: unknown }>;
  return [...new Set(rows.map((row) => String(row.documentId ?? '')).filter(Boolean))];
}
