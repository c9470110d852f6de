import type { Core } from '@strapi/strapi';
import { listManagedContentTypes } from '../model/content-types';
import { dataReplaced, markerMissing, writeDataMarker } from './data-marker';
import { readRebuildState, resetRebuild, runRebuild, writeRebuildState } from './rebuild';
import { takeWriteLock } from './tables';
import { recordWatermarks } from './watermarks';

/**
 * When Strapi's data transfer replaced this database's content since the index last started
 * reading it (`dataReplaced`: `strapi import`, or `strapi transfer` into this app, running or not),
 * starts a new rebuild in the background, also over one left building (its position names rows of
 * the replaced content), and writes a new marker, so one instance of several starts it
 * (docs/decisions/0205-index-after-data-transfer.md). Cheap when nothing was replaced: one state
 * row and one core-store row read.
 * @returns whether a rebuild was started
 */
export async function rebuildIfReplaced(strapi: Core.Strapi): Promise<boolean> {
  if (!(await readRebuildState(strapi)) || !(await dataReplaced(strapi))) return false;
  const started = await strapi.db.transaction(async ({ trx }) => {
    await takeWriteLock(strapi, trx);
    if (!(await dataReplaced(strapi, trx))) return false;
    await resetRebuild(strapi, trx);
    return true;
  });
  if (started) void runRebuild(strapi);
  return started;
}

/** Gives an index built before data markers existed its marker (no rebuild: its content is its own). */
async function markIndex(strapi: Core.Strapi): Promise<void> {
  if (!(await markerMissing(strapi))) return;
  await strapi.db.transaction(async ({ trx }) => {
    await takeWriteLock(strapi, trx);
    if (await markerMissing(strapi, trx)) await writeDataMarker(strapi, trx);
  });
}

/** Whether any indexed content type has a row (on the transaction the caller runs in). */
async function hasContent(strapi: Core.Strapi, uids: readonly string[]): Promise<boolean> {
  for (const uid of uids) {
    if ((await strapi.db.query(uid as never).count({})) > 0) return true;
  }
  return false;
}

/**
 * At boot, in the background (never awaited by the bootstrap): rebuilds after Strapi's data
 * transfer replaced the content (`rebuildIfReplaced`); resumes a rebuild a stopped instance left
 * building; on the first boot with the plugin, builds the index when content exists, else only
 * records the (empty) types' watermarks. The first boot decides under the write lock, the
 * watermarks read before the rows are counted: content the app's bootstrap writes around the
 * document service meanwhile is either counted (and built) or after the watermarks (and stale),
 * never recorded as indexed without being read.
 */
export async function indexOnBoot(strapi: Core.Strapi): Promise<void> {
  if (await rebuildIfReplaced(strapi)) return;
  const state = await readRebuildState(strapi);
  if (state?.status === 'building') return runRebuild(strapi);
  if (state) return markIndex(strapi);
  const uids = listManagedContentTypes(strapi).map((type) => type.uid);
  const building = await strapi.db.transaction(async ({ trx }) => {
    await takeWriteLock(strapi, trx);
    const current = await readRebuildState(strapi, trx);
    if (current) return current.status === 'building';
    await recordWatermarks(strapi, trx, uids);
    if (await hasContent(strapi, uids)) {
      await resetRebuild(strapi, trx);
      return true;
    }
    await writeDataMarker(strapi, trx);
    const now = new Date().toISOString();
    await writeRebuildState(strapi, trx, {
      status: 'done',
      started_at: now,
      finished_at: now,
      content_types: uids,
      position: { type: uids.length, after_id: 0 },
      processed_versions: 0,
    });
    return false;
  });
  if (building) await runRebuild(strapi);
}
