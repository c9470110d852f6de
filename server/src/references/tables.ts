import type { Core } from '@strapi/strapi';
import {
  isDuplicateKey,
  LOCK_ROW,
  pluginTable,
  REFERENCES_TABLE,
  STATE_TABLE,
  type Knex,
} from '../migrations/plugin-tables';

// The index's tables are created and changed by the plugin's migrations (server/src/migrations,
// docs/database.md); their names are defined there.
export { LOCK_ROW, REFERENCES_TABLE, STATE_TABLE, type Knex };

/** A query on one of the index tables, on `db` (Strapi's connection or a transaction), in Strapi's schema. */
export const indexTable = pluginTable;

/**
 * One stored reference. Absent values are '' rather than null, so equality and the indexes need
 * no `IS NULL` branches: `source_locale`/`target_locale` '' for a type without i18n (or a link
 * naming no locale), `target_uid`/`target_id` '' for a URL, `target_url` '' unless a link.
 */
export interface ReferenceRecord {
  source_uid: string;
  source_document_id: string;
  source_locale: string;
  /** 1: the published version; 0: the draft (or the only version of a type without draft and publish). */
  source_published: number;
  field_path: string;
  link_text: string;
  /** `relation`, `media` or `link`. */
  reference_kind: string;
  /** `document`, `file` or `url`. */
  target_kind: string;
  target_uid: string;
  /** The target's documentId, or the upload file's id as text. */
  target_id: string;
  target_locale: string;
  target_url: string;
}

/** The stored columns of a `ReferenceRecord`, in the table's order: what a reader selects. */
export const RECORD_COLUMNS = [
  'source_uid',
  'source_document_id',
  'source_locale',
  'source_published',
  'field_path',
  'link_text',
  'reference_kind',
  'target_kind',
  'target_uid',
  'target_id',
  'target_locale',
  'target_url',
] as const satisfies ReadonlyArray<keyof ReferenceRecord>;

/** Longest stored `field_path` and `target_url` (characters); longer values are cut. */
export const MAX_PATH = 1000;

/** The index's stored upload path of a link row (`storedUploadPath`, docs/decisions/0148-upload-path-column.md). */
export const UPLOAD_PATH = 'upload_path';

/**
 * Puts back the index's `lock` row when it is missing (migration `0001-reference-index` writes it;
 * a table emptied by hand loses it, and `takeWriteLock` would then lock nothing). Another instance
 * inserting it at the same moment is fine.
 */
export async function ensureLockRow(strapi: Core.Strapi): Promise<void> {
  const table = () => indexTable(strapi, strapi.db.connection, STATE_TABLE);
  if (await table().where({ name: LOCK_ROW }).first()) return;
  try {
    await table().insert({ name: LOCK_ROW, value: '0' });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * Takes the index's write lock for the rest of the transaction `trx`: an update of the lock row,
 * which PostgreSQL and MariaDB hold until commit and SQLite serialises anyway (one writer). Every
 * index write (the document service middleware, a rebuild step, a file deletion) takes it first,
 * before it reads anything, so two writes of documents that reference each other never interleave
 * (docs/decisions/0182-reference-index-writes.md).
 */
export async function takeWriteLock(strapi: Core.Strapi, trx: Knex): Promise<void> {
  await indexTable(strapi, trx, STATE_TABLE).where({ name: LOCK_ROW }).update({ value: LOCK_ROW });
}

let savepoints = 0;

/**
 * Runs `work` inside a savepoint of the transaction `trx` (SQL `SAVEPOINT`, the same statement on
 * SQLite, PostgreSQL and MariaDB): on failure the savepoint is rolled back, so the statements of
 * `work` are undone and, on PostgreSQL, the outer transaction is usable again (a failed statement
 * otherwise aborts it until rollback). Names are unique, because MariaDB replaces a savepoint of
 * the same name and a document service action may run inside another's transaction.
 * @returns whether `work` succeeded (its error is swallowed; the caller reports it)
 */
export async function inSavepoint(trx: Knex, work: () => Promise<void>): Promise<boolean> {
  const name = `rd_index_${(savepoints = (savepoints + 1) % 1_000_000)}`;
  await trx.raw(`SAVEPOINT ${name}`);
  try {
    await work();
  } catch {
    await trx.raw(`ROLLBACK TO SAVEPOINT ${name}`);
    return false;
  }
  await trx.raw(`RELEASE SAVEPOINT ${name}`);
  return true;
}

/** A state value (JSON text), or null. */
export async function readState<T>(strapi: Core.Strapi, db: Knex, name: string): Promise<T | null> {
  const row = await indexTable(strapi, db, STATE_TABLE).where({ name }).first();
  if (!row) return null;
  try {
    return JSON.parse(String(row.value)) as T;
  } catch {
    return null;
  }
}

/** Writes a state value (as JSON text), inserting its row the first time. */
export async function writeState(strapi: Core.Strapi, db: Knex, name: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  const updated = await indexTable(strapi, db, STATE_TABLE).where({ name }).update({ value: text });
  if (!updated) await indexTable(strapi, db, STATE_TABLE).insert({ name, value: text });
}

/** State values whose name starts with `prefix`, by name. */
export async function readStates<T>(strapi: Core.Strapi, db: Knex, prefix: string): Promise<Map<string, T>> {
  const rows = await indexTable(strapi, db, STATE_TABLE).where('name', 'like', `${prefix}%`);
  const values = new Map<string, T>();
  for (const row of rows as Array<{ name: string; value: string }>) {
    try {
      values.set(row.name, JSON.parse(String(row.value)) as T);
    } catch {
      // an unreadable value counts as absent
    }
  }
  return values;
}
