import type { Core } from '@strapi/strapi';
import { chunked } from './chunked';
import type { ContentTypeInfo } from './content-types';
import { OWNER_IDS_PER_QUERY } from './relation-links';
import { rowsWithValues, tableNames, tableQuery, type TableRow } from './table-query';

/** One version row of a document: its id, documentId, locale (null when not localized), publishedAt and updatedAt as the driver gave them. */
export interface VersionRowFull {
  id: number;
  documentId: string;
  locale: string | null;
  publishedAt: unknown;
  updatedAt: unknown;
}

/** The columns every version read selects, under `VersionRowFull`'s names. */
function versionSelect(strapi: Core.Strapi, type: ContentTypeInfo): Record<string, string> {
  const { column } = tableNames(strapi, type.uid);
  const select: Record<string, string> = {
    id: column('id'),
    documentId: column('documentId'),
    updatedAt: column('updatedAt'),
  };
  if (type.draftAndPublish) select.publishedAt = column('publishedAt');
  if (type.localized) select.locale = column('locale');
  return select;
}

/** A driver row as a `VersionRowFull` (ids as numbers, a missing locale as null). */
function versionRow(row: TableRow): VersionRowFull {
  return {
    id: Number(row.id),
    documentId: String(row.documentId),
    locale: typeof row.locale === 'string' ? row.locale : null,
    publishedAt: row.publishedAt ?? null,
    updatedAt: row.updatedAt ?? null,
  };
}

/**
 * Every version row (drafts and published, every locale) of the given documents, in `IN (...)`
 * lists (`rowsWithValues`, an index lookup per documentId on PostgreSQL).
 * @param documentIds at most a few thousand per call
 */
export async function versionsOfDocuments(
  strapi: Core.Strapi,
  type: ContentTypeInfo,
  documentIds: readonly string[],
): Promise<VersionRowFull[]> {
  const { table, column } = tableNames(strapi, type.uid);
  const select = versionSelect(strapi, type);
  const rows: VersionRowFull[] = [];
  for (const part of chunked([...new Set(documentIds)], OWNER_IDS_PER_QUERY))
    for (const row of await rowsWithValues(strapi, table, select, column('documentId'), part))
      rows.push(versionRow(row));
  return rows;
}

/** The version rows of the given row ids (the rows relation join tables point at). */
export async function versionsById(
  strapi: Core.Strapi,
  type: ContentTypeInfo,
  ids: readonly number[],
): Promise<VersionRowFull[]> {
  const { table, column } = tableNames(strapi, type.uid);
  const select = versionSelect(strapi, type);
  const rows: VersionRowFull[] = [];
  for (const part of chunked([...new Set(ids)], OWNER_IDS_PER_QUERY))
    for (const row of (await tableQuery(strapi, table)
      .select(select)
      .whereIn(column('id'), part)) as TableRow[])
      rows.push(versionRow(row));
  return rows;
}

/**
 * Whether a version row is newer than another by `updatedAt`, as the Content Manager decides a
 * document is `modified` rather than `published` (`@strapi/content-manager`
 * `server/src/services/document-metadata.ts`, `getIsVersionLatestModification`: the draft's
 * `updatedAt` later than the published version's). Drivers give a Date, an ISO text or epoch
 * milliseconds; each is read by `Date`.
 */
export function updatedLater(version: VersionRowFull, other: VersionRowFull): boolean {
  const time = (value: unknown) => {
    if (value === null || value === undefined) return 0;
    const parsed = new Date(value as string | number | Date).getTime();
    return Number.isNaN(parsed) ? 0 : parsed;
  };
  return time(version.updatedAt) > time(other.updatedAt);
}
