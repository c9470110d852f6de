import type { ListCounts, MissingFileReference } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { rowNamer } from '../model/row-names';
import { withPosition } from '../streaming/row-position';
import { referenceRow } from './answers';
import { mediaLibraryLinkSql, missingTargetSql } from './file-usage-sql';
import { indexTable, REFERENCES_TABLE, UPLOAD_PATH, type ReferenceRecord } from './tables';

/** Index rows read per statement when no page size says fewer. */
const BATCH = 1000;

/** The two parts of the list, in its order: media rows first, then `/uploads/` link rows. */
const KINDS = ['file', 'url'] as const;

/** Where a missing-file reference lies in the list: its part (0 media, 1 links) and its index row id. */
type MissingPosition = [number, number];

/**
 * A query of the index rows of one part whose file does not exist: media rows naming no file, and
 * links of this Media Library (`mediaLibraryLinkSql` over `libraryOrigins`) whose `/uploads/` path
 * no file has. The list and its counts both read it, so they agree.
 */
function missingQuery(strapi: Core.Strapi, kind: (typeof KINDS)[number], libraryOrigins: Iterable<string>) {
  const query = indexTable(strapi, strapi.db.connection, REFERENCES_TABLE).where({ target_kind: kind });
  const missing = missingTargetSql(strapi);
  if (kind === 'url') {
    query.where({ target_id: '' });
    const library = mediaLibraryLinkSql(strapi, libraryOrigins);
    query.whereRaw(library.sql, library.bindings);
  }
  if (missing) query.whereRaw(missing[kind]);
  else if (kind === 'url') query.whereNot(UPLOAD_PATH, '');
  return query;
}

function readPosition(value: unknown): MissingPosition {
  if (Array.isArray(value) && value.length === 2 && value.every((part) => Number.isInteger(part)))
    return [value[0] as number, value[1] as number];
  return [0, 0];
}

/** A batch of index rows as the list answers them, each named by `rowNamer` and tagged with its position. */
async function namedRows(
  strapi: Core.Strapi,
  records: ReadonlyArray<ReferenceRecord & { id: number }>,
  part: number,
): Promise<MissingFileReference[]> {
  const rows = records.map(referenceRow);
  const namer = await rowNamer(
    strapi,
    rows.map((row) => ({ uid: row.content_type, documentId: row.document_id, locale: row.locale })),
  );
  return rows.map((row, at) =>
    withPosition(
      {
        ...row,
        ...namer.document({ uid: row.content_type, documentId: row.document_id, locale: row.locale }),
        field_label: namer.fieldLabel(row.content_type, row.field_path),
      },
      [part, Number(records[at].id)],
    ),
  );
}

/**
 * The references whose upload file no longer exists (issue 32 item 6): media rows naming an id no
 * file has, then links of this Media Library whose `/uploads/` path no file's `url` has
 * (docs/decisions/0185, 0198), each part by index row id, read `batch` rows a statement (keyset on
 * the part and the id, never an `OFFSET`). Each row carries its position, so a later page starts
 * after the cursor's row, and is named (`rowNamer`: its title, type's display name, place label and
 * edit view).
 * @param libraryOrigins the origins serving this Media Library (`mediaLibraryOrigins`)
 * @param resumeAfter a row's position from a cursor, or undefined from the start
 */
export async function* missingFileReferences(
  strapi: Core.Strapi,
  libraryOrigins: Iterable<string>,
  resumeAfter?: unknown,
  batch = BATCH,
): AsyncGenerator<MissingFileReference[]> {
  const [startPart, startId] = readPosition(resumeAfter);
  for (let part = startPart; part < KINDS.length; part += 1) {
    let after = part === startPart ? startId : 0;
    for (;;) {
      const records = (await missingQuery(strapi, KINDS[part], libraryOrigins)
        .where('id', '>', after)
        .orderBy('id', 'asc')
        .limit(batch)) as Array<ReferenceRecord & { id: number }>;
      if (records.length === 0) break;
      yield await namedRows(strapi, records, part);
      if (records.length < batch) break;
      after = Number(records[records.length - 1].id);
    }
  }
}

/**
 * The counts of the missing-file references (`ListCounts`, facet `kind`: `file`/`url`), by `COUNT`
 * statements over the list's own queries.
 * @param libraryOrigins the origins serving this Media Library (`mediaLibraryOrigins`)
 */
export async function missingFileCounts(
  strapi: Core.Strapi,
  libraryOrigins: Iterable<string>,
): Promise<ListCounts> {
  const counts = await Promise.all(
    KINDS.map(async (kind) => {
      const row = (await missingQuery(strapi, kind, libraryOrigins).count({ n: '*' }).first()) as
        | Record<string, unknown>
        | undefined;
      return [kind, Number(row?.n ?? 0)] as const;
    }),
  );
  const byKind = Object.fromEntries(counts.filter(([, n]) => n > 0));
  return { total: counts.reduce((sum, [, n]) => sum + n, 0), testable: 0, by: { kind: byKind } };
}
