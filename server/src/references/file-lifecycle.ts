import type { Core } from '@strapi/strapi';
import { indexTable, REFERENCES_TABLE, takeWriteLock } from './tables';

/** The upload plugin's file content type (`@strapi/upload` `FILE_MODEL_UID`). */
const FILE_UID = 'plugin::upload.file';

/** Drops the index rows naming upload files that no longer exist. */
async function dropRowsOfMissingFiles(strapi: Core.Strapi, ids?: readonly string[]): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    await takeWriteLock(strapi, trx);
    const named = ids
      ? [...ids]
      : (
          (await indexTable(strapi, trx, REFERENCES_TABLE)
            .distinct('target_id')
            .where({ target_kind: 'file' })) as Array<{ target_id: string }>
        ).map((row) => row.target_id);
    if (!named.length) return;
    const existing = (await strapi.db.query(FILE_UID as never).findMany({
      where: { id: { $in: named.map(Number).filter(Number.isFinite) } },
      select: ['id'],
    })) as Array<{ id: number }>;
    const kept = new Set(existing.map((file) => String(file.id)));
    const gone = named.filter((id) => !kept.has(id));
    if (gone.length) {
      await indexTable(strapi, trx, REFERENCES_TABLE)
        .where({ target_kind: 'file' })
        .whereIn('target_id', gone)
        .delete();
    }
  });
}

/**
 * Follows the upload plugin's file deletions (database lifecycles of `plugin::upload.file`: the
 * Media Library deletes through the query engine, not the document service): the media references
 * of a deleted file go with it, as Strapi drops its morph join rows. Does nothing without the
 * upload plugin.
 */
export function subscribeFileDeletions(strapi: Core.Strapi): void {
  if (!strapi.db.metadata.has(FILE_UID)) return;
  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    async afterDelete(event: { result?: { id?: unknown } }) {
      const id = event.result?.id;
      await dropRowsOfMissingFiles(strapi, id === undefined || id === null ? undefined : [String(id)]);
    },
    async afterDeleteMany() {
      await dropRowsOfMissingFiles(strapi);
    },
  } as never);
}
