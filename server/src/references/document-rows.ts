import type { Core } from '@strapi/strapi';
import {
  indexTable,
  RECORD_COLUMNS,
  REFERENCES_TABLE,
  UPLOAD_PATH,
  type Knex,
  type ReferenceRecord,
} from './tables';
import { storedUploadPath } from './upload-path';

/** Ids per `DELETE … WHERE id IN (…)` statement, far under every database's bound-parameter limit. */
const DELETE_IDS = 500;

/** The columns that make a row what it is: every stored column but `id`. */
const COLUMNS = [...RECORD_COLUMNS, UPLOAD_PATH] as const;

/** A stored value as text: MySQL and MariaDB answer the `varbinary` `upload_path` as a Buffer. */
function asText(value: unknown): string {
  return Buffer.isBuffer(value) ? value.toString('utf8') : String(value ?? '');
}

/**
 * One row's identity: its stored columns as text (`source_published` as a number), as a JSON array
 * (unambiguous); `upload_path` the stored one, or the one given (an extracted row has none yet: a
 * copy of it with a computed key took the matching's slow path in a CPU profile, decision 0159).
 */
function rowKey(row: object, upload?: string): string {
  const values = row as Record<string, unknown>;
  return JSON.stringify(
    COLUMNS.map((column) =>
      column === 'source_published'
        ? String(Number(values[column]))
        : column === UPLOAD_PATH && upload !== undefined
          ? upload
          : asText(values[column]),
    ),
  );
}

/** Which of a document's stored rows to keep, delete and write (`replaceRows`). */
interface RowChanges<T> {
  deleteIds: unknown[];
  insert: T[];
}

/**
 * Matches the rows a document holds now (`fresh`) against its stored rows, as multisets of equal
 * rows (every column but `id`): a stored row equal to a fresh one is kept, the other stored rows go
 * and the other fresh rows are written.
 */
export function rowChanges<T extends ReferenceRecord>(
  stored: ReadonlyArray<Record<string, unknown>>,
  fresh: readonly T[],
): RowChanges<T> {
  const storedIds = new Map<string, unknown[]>();
  for (const row of stored) {
    const key = rowKey(row);
    const ids = storedIds.get(key);
    if (ids) ids.push(row.id);
    else storedIds.set(key, [row.id]);
  }
  const insert = fresh.filter((row) => {
    const ids = storedIds.get(rowKey(row, storedUploadPath(row)));
    if (!ids?.length) return true;
    ids.shift();
    return false;
  });
  return { deleteIds: [...storedIds.values()].flat(), insert };
}

/**
 * Makes the stored rows matching `where` (one document's, or its published versions') equal to
 * `fresh`, writing only the difference (docs/decisions/0158-publish-index-cost.md): one read of the
 * stored rows, deletes by id of the rows that went, and inserts (`insert`) of the new ones. A
 * publish of unchanged content writes nothing; the index holds the same rows as a delete of all
 * and an insert of `fresh` (only ids differ, which no reader orders by).
 */
export async function replaceRows(
  strapi: Core.Strapi,
  trx: Knex,
  where: Record<string, string | number>,
  fresh: readonly ReferenceRecord[],
  insert: (rows: readonly ReferenceRecord[]) => Promise<void>,
): Promise<void> {
  const stored = (await indexTable(strapi, trx, REFERENCES_TABLE)
    .where(where)
    .select('id', ...COLUMNS)) as Array<Record<string, unknown>>;
  const changes = rowChanges(stored, fresh);
  for (let at = 0; at < changes.deleteIds.length; at += DELETE_IDS) {
    await indexTable(strapi, trx, REFERENCES_TABLE)
      .whereIn('id', changes.deleteIds.slice(at, at + DELETE_IDS) as number[])
      .delete();
  }
  await insert(changes.insert);
}
