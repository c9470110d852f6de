import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { quoted } from './file-usage-sql';
import {
  indexTable,
  readState,
  REFERENCES_TABLE,
  takeWriteLock,
  UPLOAD_PATH,
  writeState,
  type Knex,
} from './tables';
import { storedUploadPath } from './upload-path';

/**
 * The `upload_path` column of the reference index (docs/decisions/0148-upload-path-column.md):
 * added to an index table of an earlier version and indexed by migration `0002-upload-path`
 * (server/src/migrations), and filled here for the rows written before it by a one-time backfill
 * in constant memory.
 */

/** The state row of the backfill: where it is, or done. */
export const BACKFILL = 'upload_path_backfill';

/** Index rows read per backfill step; its `CASE` update binds 3 values a link row (under 999). */
const BACKFILL_ROWS = 300;

/** The stored backfill state: `after_id` the last index row id filled, or `done`. */
interface BackfillState {
  done: boolean;
  after_id: number;
}

/** Whether the rows written before the column have their upload path (the backfill is done). */
export async function uploadPathsFilled(
  strapi: Core.Strapi,
  db: Knex = strapi.db.connection,
): Promise<boolean> {
  return (await readState<BackfillState>(strapi, db, BACKFILL))?.done === true;
}

/** Records that every index row has its upload path (a rebuild that emptied the index, or the backfill's end). */
export function markUploadPathsFilled(strapi: Core.Strapi, trx: Knex): Promise<void> {
  return writeState(strapi, trx, BACKFILL, { done: true, after_id: 0 } satisfies BackfillState);
}

/**
 * One backfill step, in one transaction under the index's write lock (so no index write of
 * another instance interleaves): the link rows among the next `BACKFILL_ROWS` index rows after
 * the stored position get their upload path (`storedUploadPath`) (one `UPDATE ... SET upload_path = CASE id ... END`), and the position
 * moves on, in the same transaction, so a stopped boot resumes where it was.
 * @returns whether there is more to do
 */
async function backfillStep(strapi: Core.Strapi): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    await takeWriteLock(strapi, trx);
    const state = await readState<BackfillState>(strapi, trx, BACKFILL);
    if (state?.done) return false;
    const after = state?.after_id ?? 0;
    // By primary key, every kind (filtered here): a read by `target_kind` would come back in
    // another order and re-read the link rows before the position at every step.
    const rows = (await indexTable(strapi, trx, REFERENCES_TABLE)
      .select('id', 'target_kind', 'target_url')
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(BACKFILL_ROWS)) as Array<{ id: number; target_kind: string; target_url: string }>;
    const filled = rows
      .map((row) => ({
        id: Number(row.id),
        path: storedUploadPath({ target_kind: String(row.target_kind), target_url: String(row.target_url) }),
      }))
      .filter((row) => row.path !== '');
    if (filled.length) {
      const cases = filled.map(() => 'WHEN ? THEN ?').join(' ');
      await indexTable(strapi, trx, REFERENCES_TABLE)
        .whereIn(
          'id',
          filled.map((row) => row.id),
        )
        .update({
          [UPLOAD_PATH]: trx.raw(
            `CASE ${quoted(strapi, 'id')} ${cases} END`,
            filled.flatMap((row) => [row.id, row.path]),
          ),
        });
    }
    if (rows.length < BACKFILL_ROWS) {
      await markUploadPathsFilled(strapi, trx);
      return false;
    }
    await writeState(strapi, trx, BACKFILL, {
      done: false,
      after_id: Number(rows[rows.length - 1].id),
    } satisfies BackfillState);
    return true;
  });
}

/**
 * In the background of the boot (never awaited: each step waits for the index's write lock, which
 * another instance may hold): fills the link rows' paths with the one `/uploads/` rule
 * (`storedUploadPath`) unless the backfill's state says done (a finished backfill, or a rebuild that
 * emptied the index). Until it ends, every indexed type reads as stale (`staleContentTypes`). A
 * failed step is logged; the next boot resumes at the stored position.
 */
export async function fillUploadPaths(strapi: Core.Strapi): Promise<void> {
  try {
    while (await backfillStep(strapi)) {
      // Let requests in between steps.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch {
    strapi.log.warn(
      `${LOG_PREFIX} the reference index's upload paths could not be filled; the next start resumes, POST v1/references/rebuild rewrites them`,
    );
  }
}
