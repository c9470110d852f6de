import type { Core } from '@strapi/strapi';
import { LOG_PREFIX } from '../identity';
import { databaseClient } from '../model/table-query';
import { quoted, referencesTableSql } from './file-usage-sql';
import {
  addUploadPathColumn,
  alreadyExists,
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
 * added to an index table of an earlier version, indexed, and filled for the rows written before
 * it by a one-time backfill in constant memory.
 */

/** The index on `upload_path`. */
const UPLOAD_PATH_INDEX = 'rd_references_upload_path';

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
 * Creates the index on `upload_path` when missing: a B-tree on SQLite; a hash index on PostgreSQL
 * (equality is all the Files page asks, and a B-tree entry has a size bound a long path of
 * multibyte characters can pass); on MySQL and MariaDB a B-tree on the first 255 bytes (a key is
 * at most 3,072 bytes), which finds the rows and leaves the rest of the comparison to the row.
 */
async function ensureUploadPathIndex(strapi: Core.Strapi): Promise<void> {
  const table = referencesTableSql(strapi);
  const column = quoted(strapi, UPLOAD_PATH);
  const client = databaseClient(strapi);
  const index = quoted(strapi, UPLOAD_PATH_INDEX);
  const sql =
    client === 'postgres'
      ? `CREATE INDEX IF NOT EXISTS ${index} ON ${table} USING hash (${column})`
      : client === 'mysql'
        ? `CREATE INDEX ${index} ON ${table} (${column}(255))`
        : `CREATE INDEX IF NOT EXISTS ${index} ON ${table} (${column})`;
  try {
    await strapi.db.connection.raw(sql);
  } catch (error) {
    // MySQL has no IF NOT EXISTS here: an index made by an earlier boot or another instance.
    if (
      !/Duplicate key name|ER_DUP_KEYNAME/i.test(String((error as Error)?.message)) &&
      !alreadyExists(error)
    )
      throw error;
  }
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
 * At boot, before the index is written or read: adds `upload_path` to an index table of an
 * earlier version (`ALTER TABLE ... ADD`, '' in every row) and creates its index. Takes no lock.
 */
export async function ensureUploadPathColumn(strapi: Core.Strapi): Promise<void> {
  const schema = strapi.db.getSchemaConnection();
  if (!(await schema.hasColumn(REFERENCES_TABLE, UPLOAD_PATH))) {
    try {
      await strapi.db
        .getSchemaConnection()
        .alterTable(REFERENCES_TABLE, (table) => addUploadPathColumn(strapi, table));
    } catch (error) {
      // Another instance booting at the same time added it first.
      if (!/duplicate column|already exists/i.test(String((error as Error)?.message))) throw error;
    }
  }
  await ensureUploadPathIndex(strapi);
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
