import type { Core } from '@strapi/strapi';
import { listManagedContentTypes } from '../model/content-types';
import { dataReplaced, markerMissing, writeDataMarker } from './data-marker';
import { readRebuildState, resetRebuild, runRebuild, writeRebuildState } from './rebuild';
import { takeWriteLock, type Knex } from './tables';
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

/** Whether any indexed content type has a row (on the transaction the caller runs in). */
async function hasContent(strapi: Core.Strapi, uids: readonly string[]): Promise<boolean> {
  for (const uid of uids) {
    if ((await strapi.db.query(uid as never).count({})) > 0) return true;
  }
  return false;
}

/** Records the first index of a database without indexed content: watermarks, marker, state done. */
async function recordEmptyIndex(strapi: Core.Strapi, trx: Knex, uids: string[]): Promise<void> {
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
}

/**
 * What this boot does to the index, decided in one transaction under the write lock, so that of
 * several instances booting at once exactly one resets a rebuild (the others find it building and
 * share its steps): a rebuild after Strapi's data transfer replaced the content (0205); resuming a
 * rebuild a stopped instance left building; a marker for an index built before markers existed;
 * on the first boot with the plugin, a rebuild when content exists, else the (empty) types'
 * watermarks. The watermarks are read before the rows are counted: content the app's bootstrap
 * writes around the document service meanwhile is either counted (and built) or after the
 * watermarks (and stale), never recorded as indexed without being read.
 * @returns whether a rebuild is building afterwards
 */
async function decideOnBoot(strapi: Core.Strapi): Promise<boolean> {
  const uids = listManagedContentTypes(strapi).map((type) => type.uid);
  return strapi.db.transaction(async ({ trx }) => {
    await takeWriteLock(strapi, trx);
    const state = await readRebuildState(strapi, trx);
    if (state) {
      if (await dataReplaced(strapi, trx)) {
        await resetRebuild(strapi, trx);
        return true;
      }
      // An index built before data markers existed gets its marker (its content is its own).
      if (await markerMissing(strapi, trx)) await writeDataMarker(strapi, trx);
      return state.status === 'building';
    }
    await recordWatermarks(strapi, trx, uids);
    if (await hasContent(strapi, uids)) {
      await resetRebuild(strapi, trx);
      return true;
    }
    await recordEmptyIndex(strapi, trx, uids);
    return false;
  });
}

/**
 * At boot, in the background (never awaited by the bootstrap): decides under the write lock what
 * the index needs (`decideOnBoot`), then runs or resumes the rebuild in this process when one is
 * building (several instances share its steps, each taking the next page under the lock).
 */
export async function indexOnBoot(strapi: Core.Strapi): Promise<void> {
  if (await nothingToDo(strapi)) return;
  if (await decideOnBoot(strapi)) await runRebuild(strapi);
}

/**
 * Whether the index needs nothing at this boot (a finished rebuild, its marker in place, content
 * not replaced), read without the lock so most boots take no write transaction. Safe to act on
 * without the lock because acting means doing nothing: a rebuild another instance starts
 * meanwhile is run by that instance, and content replaced meanwhile is noticed on first use
 * (`rebuildIfReplaced`). Anything else is decided under the lock (`decideOnBoot`).
 */
async function nothingToDo(strapi: Core.Strapi): Promise<boolean> {
  const state = await readRebuildState(strapi);
  if (state?.status !== 'done') return false;
  return !(await dataReplaced(strapi)) && !(await markerMissing(strapi));
}
