import type { UsedInBroken } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { findContentType } from '../model/content-types';
import type { ReferenceRecord } from './tables';

/** Why a reference is broken (`USED_IN_BREAKS`), or null when its target is there. */
type Break = UsedInBroken['broken'] | null;

/** The rows of one target type's documents the references name: documentId, locale, publishedAt. */
async function targetVersions(strapi: Core.Strapi, uid: string, documentIds: string[]) {
  const type = findContentType(strapi, uid);
  const select = ['documentId', 'publishedAt', ...(type?.localized ? ['locale'] : [])];
  return (await strapi.db.query(uid as never).findMany({
    select,
    where: { documentId: { $in: documentIds } },
  })) as Array<{ documentId: string; locale?: string | null; publishedAt?: unknown }>;
}

/** The upload files of `ids` that still exist. */
async function existingFiles(strapi: Core.Strapi, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = (await strapi.db.query('plugin::upload.file' as never).findMany({
    select: ['id'],
    where: { id: { $in: ids } },
  })) as Array<{ id: number }>;
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Of a document's outgoing references, the broken ones and why: a document target with no row
 * (`deleted`), none in the locale the reference names (`missing_locale`; types with i18n only), no
 * published version there (`draft`; types with draft and publish only: the reference breaks, or
 * stays broken, once the source is published), or an upload file no longer in the Media Library
 * (`deleted_file`). URL targets are the content-links reports' business, not checked here.
 */
export async function brokenReferences(
  strapi: Core.Strapi,
  rows: readonly ReferenceRecord[],
): Promise<Array<{ row: ReferenceRecord; broken: NonNullable<Break> }>> {
  const idsByType = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.target_kind !== 'document' || !row.target_uid || !findContentType(strapi, row.target_uid))
      continue;
    let ids = idsByType.get(row.target_uid);
    if (!ids) idsByType.set(row.target_uid, (ids = new Set()));
    ids.add(row.target_id);
  }
  const versions = new Map<string, Awaited<ReturnType<typeof targetVersions>>>();
  for (const [uid, ids] of idsByType) versions.set(uid, await targetVersions(strapi, uid, [...ids]));
  const files = await existingFiles(
    strapi,
    rows.filter((row) => row.target_kind === 'file').map((row) => Number(row.target_id)),
  );
  const why = (row: ReferenceRecord): Break => {
    if (row.target_kind === 'file') return files.has(Number(row.target_id)) ? null : 'deleted_file';
    const found = versions.get(row.target_uid);
    if (row.target_kind !== 'document' || !found) return null;
    const type = findContentType(strapi, row.target_uid);
    const mine = found.filter((version) => version.documentId === row.target_id);
    if (!mine.length) return 'deleted';
    const inLocale =
      type?.localized && row.target_locale
        ? mine.filter((version) => version.locale === row.target_locale)
        : mine;
    if (!inLocale.length) return 'missing_locale';
    if (type?.draftAndPublish && !inLocale.some((version) => version.publishedAt)) return 'draft';
    return null;
  };
  return rows.flatMap((row) => {
    const broken = why(row);
    return broken ? [{ row, broken }] : [];
  });
}
