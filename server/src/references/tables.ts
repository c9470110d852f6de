import type { Core } from '@strapi/strapi';
import { databaseClient } from '../model/table-query';

/** A knex instance or transaction (`strapi.db.connection`, or the `trx` of `strapi.db.transaction`). */
export type Knex = Core.Strapi['db']['connection'];

/** The reference index: one row per reference occurrence (docs/decisions/0180-reference-index-tables.md). */
export const REFERENCES_TABLE = 'route_discovery_references';

/** Small named values of the index: the write lock, the rebuild's state, each type's watermark. */
export const STATE_TABLE = 'route_discovery_reference_state';

/** The state row every index write updates first, so index writes take turns. */
export const LOCK_ROW = 'lock';

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
 * Adds the `upload_path` column to a table being created or altered: text, '' by default (the
 * rows of other kinds, and rows written before the column until they are filled). On MySQL and
 * MariaDB it is `varbinary`: compared byte for byte as the `/uploads/` rule is (their text
 * collations ignore case and trailing spaces), and long enough for a path of 1,000 characters of
 * four bytes (`target_url` is cut at `MAX_PATH`).
 */
export function addUploadPathColumn(
  strapi: Core.Strapi,
  table: { text(name: string): ColumnBuilder; specificType(name: string, type: string): ColumnBuilder },
): void {
  const column =
    databaseClient(strapi) === 'mysql'
      ? table.specificType(UPLOAD_PATH, `varbinary(${MAX_PATH * 4})`)
      : table.text(UPLOAD_PATH);
  column.notNullable().defaultTo('');
}

/** What `addUploadPathColumn` uses of knex's column builder. */
interface ColumnBuilder {
  notNullable(): ColumnBuilder;
  defaultTo(value: string): ColumnBuilder;
}

/** A query on one of the plugin's index tables, on `db` (Strapi's connection or a transaction), in Strapi's schema. */
export function indexTable(strapi: Core.Strapi, db: Knex, table: string) {
  const schema = strapi.db.getSchemaName();
  return schema ? db(table).withSchema(schema) : db(table);
}

/** Whether an error is a database's "table already exists" (another instance created it first). */
export function alreadyExists(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? '');
  return /already exists|ER_TABLE_EXISTS|duplicate key/i.test(text);
}

/**
 * Creates the index tables when missing (knex schema builder, in Strapi's schema); an index table
 * of an earlier version gets its `upload_path` column from `ensureUploadPathColumn`. They are not
 * content types: Strapi's schema sync leaves tables it never tracked alone (`@strapi/database`
 * `schema/diff.js`, "a user custom table that we should not touch"). Two instances booting at
 * once may both try: the second's "already exists" is ignored.
 */
export async function ensureIndexTables(strapi: Core.Strapi): Promise<void> {
  const schema = () => strapi.db.getSchemaConnection();
  const create = async (table: string, build: Parameters<ReturnType<typeof schema>['createTable']>[1]) => {
    if (await schema().hasTable(table)) return;
    try {
      await schema().createTable(table, build);
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
  };
  await create(REFERENCES_TABLE, (table) => {
    table.increments('id');
    table.string('source_uid', 255).notNullable();
    table.string('source_document_id', 255).notNullable();
    table.string('source_locale', 64).notNullable().defaultTo('');
    table.integer('source_published').notNullable();
    table.text('field_path').notNullable();
    table.text('link_text').notNullable();
    table.string('reference_kind', 16).notNullable();
    table.string('target_kind', 16).notNullable();
    table.string('target_uid', 255).notNullable().defaultTo('');
    table.string('target_id', 255).notNullable().defaultTo('');
    table.string('target_locale', 64).notNullable().defaultTo('');
    table.text('target_url').notNullable();
    addUploadPathColumn(strapi, table);
    table.index(['target_kind', 'target_id', 'target_locale'], 'rd_references_target');
    table.index(
      ['source_uid', 'source_document_id', 'source_locale', 'source_published'],
      'rd_references_source',
    );
  });
  await create(STATE_TABLE, (table) => {
    table.string('name', 255).primary();
    table.text('value').notNullable();
  });
  const lock = await indexTable(strapi, strapi.db.connection, STATE_TABLE).where({ name: LOCK_ROW }).first();
  if (!lock) {
    try {
      await indexTable(strapi, strapi.db.connection, STATE_TABLE).insert({ name: LOCK_ROW, value: '0' });
    } catch (error) {
      if (!alreadyExists(error) && !/unique|duplicate|constraint/i.test(String((error as Error)?.message)))
        throw error;
    }
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
