import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { listManagedContentTypes } from '../model/content-types';
import { versionsAfter } from '../model/document-versions';
import { referenceReader } from './extract';
import { insertReferences, versionsReferences } from './index-writer';
import { indexTable, readState, REFERENCES_TABLE, takeWriteLock, writeState, type Knex } from './tables';
import { markUploadPathsFilled } from './upload-path-column';
import { clearFailed, recordWatermarks } from './watermarks';
import { writeDataMarker } from './data-marker';

/** Versions read per rebuild step: one transaction, one keyset page. */
export const REBUILD_PAGE = 100;

/** The state row of the rebuild. */
const REBUILD = 'rebuild';

/**
 * Where a rebuild is (stored in the state table after every step, in the step's transaction, so
 * a restarted or second instance resumes from it): the content types it reads, in order, and the
 * position in them (the type's index and the last row id done).
 */
export interface RebuildState {
  status: 'building' | 'done';
  started_at: string;
  finished_at: string | null;
  content_types: string[];
  position: { type: number; after_id: number };
  processed_versions: number;
}

/** Stores the rebuild state, on `db` (under the write lock). */
export function writeRebuildState(strapi: Core.Strapi, db: Knex, state: RebuildState): Promise<void> {
  return writeState(strapi, db, REBUILD, state);
}

/** The stored rebuild state, or null before the first rebuild. */
export function readRebuildState(strapi: Core.Strapi, db: Knex = strapi.db.connection) {
  return readState<RebuildState>(strapi, db, REBUILD);
}

/**
 * One rebuild step, in one transaction under the write lock: the next page of versions of the
 * current type (draft and published rows in id order) has its index rows replaced, version by
 * version, and the position moves on. A type's watermark is recorded when its first page is read,
 * so a write made around the document service during its scan shows as stale, and its failure
 * mark (a failed index write) is cleared: the type is read again from here on.
 * @returns whether there is more to do
 */
async function rebuildStep(strapi: Core.Strapi): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    await takeWriteLock(strapi, trx);
    const state = await readRebuildState(strapi, trx);
    if (!state || state.status !== 'building') return false;
    const uid = state.content_types[state.position.type];
    if (uid === undefined) {
      await writeState(strapi, trx, REBUILD, {
        ...state,
        status: 'done',
        finished_at: new Date().toISOString(),
      });
      return false;
    }
    if (state.position.after_id === 0) {
      await recordWatermarks(strapi, trx, [uid]);
      await clearFailed(strapi, trx, uid);
    }
    const versions = await versionsAfter(
      strapi,
      uid,
      state.position.after_id,
      REBUILD_PAGE,
      referenceReader(strapi).populate(uid),
    );
    if (!versions.length) {
      await writeState(strapi, trx, REBUILD, {
        ...state,
        position: { type: state.position.type + 1, after_id: 0 },
      });
      return true;
    }
    // A version the middleware indexed during the rebuild is replaced, never doubled.
    for (const version of versions) {
      await indexTable(strapi, trx, REFERENCES_TABLE)
        .where({
          source_uid: uid,
          source_document_id: version.documentId,
          source_published: version.publishedAt ? 1 : 0,
        })
        .where('source_locale', typeof version.locale === 'string' ? version.locale : '')
        .delete();
    }
    await insertReferences(strapi, trx, versionsReferences(strapi, uid, versions));
    await writeState(strapi, trx, REBUILD, {
      ...state,
      position: { type: state.position.type, after_id: Number(versions[versions.length - 1].id) },
      processed_versions: state.processed_versions + versions.length,
    });
    return true;
  });
}

/** Runners of this process, so one instance runs one loop at a time. */
const running = new WeakMap<Core.Strapi, Promise<void>>();

/**
 * Runs rebuild steps until the stored rebuild is done, in the background of this process (one
 * loop per instance; several instances may share the work, each step taking the next page under
 * the lock). A failed step is logged and ends the loop; the position stays for the next start.
 */
export function runRebuild(strapi: Core.Strapi): Promise<void> {
  let loop = running.get(strapi);
  if (loop) return loop;
  loop = (async () => {
    try {
      while (await rebuildStep(strapi)) {
        // Let requests in between steps.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch {
      strapi.log.warn(
        `${LOG_PREFIX} the reference index rebuild stopped; POST v1/references/rebuild resumes it`,
      );
    } finally {
      running.delete(strapi);
    }
  })();
  running.set(strapi, loop);
  return loop;
}

/**
 * Empties the index and stores a new rebuild state at the first type, in the transaction `trx`
 * (under the write lock), with a new data marker (`writeDataMarker`).
 * @returns the state the rebuild starts from
 */
export async function resetRebuild(strapi: Core.Strapi, trx: Knex): Promise<RebuildState> {
  await indexTable(strapi, trx, REFERENCES_TABLE).delete();
  // Every row from here on is written with its upload path: nothing is left to backfill.
  await markUploadPathsFilled(strapi, trx);
  await writeDataMarker(strapi, trx);
  const fresh: RebuildState = {
    status: 'building',
    started_at: new Date().toISOString(),
    finished_at: null,
    content_types: listManagedContentTypes(strapi).map((type) => type.uid),
    position: { type: 0, after_id: 0 },
    processed_versions: 0,
  };
  await writeState(strapi, trx, REBUILD, fresh);
  return fresh;
}

/**
 * Starts a rebuild: under the write lock, empties the index and stores a new state at the first
 * type, unless one is already building (then it is resumed, not restarted), and runs it in the
 * background.
 * @returns the state the rebuild starts from
 */
export async function startRebuild(strapi: Core.Strapi): Promise<RebuildState> {
  const state = await strapi.db.transaction(async ({ trx }) => {
    await takeWriteLock(strapi, trx);
    const current = await readRebuildState(strapi, trx);
    if (current?.status === 'building') return current;
    return resetRebuild(strapi, trx);
  });
  void runRebuild(strapi);
  return state;
}
