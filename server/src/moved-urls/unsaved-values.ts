import type { UnsavedValue } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { findContentType } from '../model/content-types';
import { attributeOf } from '../model/readable-attributes';
import { tableNames, tableQuery, type TableRow, type Transaction } from '../model/table-query';
import type { PathValueReplacer } from '../site-pages';
import type { PlannedType } from './planned-type';

/**
 * An edit form's unsaved values of one document (docs/decisions/0246): attribute name to value,
 * put in place of what the rows `rowIds` of type `uid` hold when their URLs are computed, and
 * (docs/decisions/0249) relation name to the target row its dot paths lead to instead of the saved
 * link (null: none). Only ever applied to rows read into memory: nothing is written.
 */
export interface UnsavedValues {
  uid: string;
  rowIds: ReadonlySet<number>;
  values: Readonly<Record<string, UnsavedValue>>;
  targetRows: ReadonlyMap<string, number | null>;
  /**
   * The open document's published row id -> its draft row id in the same locale (a
   * draft-and-publish type; else empty): pages that read it through a relation read its draft,
   * as they will once it is published (docs/decisions/0255).
   */
  draftRows: ReadonlyMap<number, number>;
}

/**
 * Attribute types whose edit-form value is the value the database stores and a pattern fills in
 * (text, numbers, booleans). Dates and times are left out: the form's text and the driver's value
 * differ in form, so an untouched date could read as a move; relations and components are "saved
 * values only" (their form values are connect/disconnect operations, not values).
 */
const PLAIN_VALUE_TYPES = new Set([
  'string',
  'text',
  'uid',
  'email',
  'enumeration',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
]);

/** The last attribute of a dot path (`category.slug` -> `slug`): the one whose value the path reads. */
const lastAttribute = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/**
 * The attributes of content type `uid` whose unsaved values change a website URL: those its own
 * plan reads as columns, and those a planned type's dot path reads at its last hop from a row of
 * `uid` (`category.slug` of articles, for a category), of a plain value type; sorted.
 * @param planned `plannedTypes(strapi)`
 */
export function unsavedFields(strapi: Core.Strapi, planned: readonly PlannedType[], uid: string): string[] {
  const fields = new Set<string>(planned.find((entry) => entry.type.uid === uid)?.plan.columns ?? []);
  for (const entry of planned) {
    for (const path of entry.plan.paths) {
      if (path.hops[path.hops.length - 1]?.targetUid === uid) fields.add(lastAttribute(path.name));
    }
  }
  return [...fields]
    .filter((name) => PLAIN_VALUE_TYPES.has(String(attributeOf(strapi, uid, name)?.type)))
    .sort();
}

/**
 * The rows an edit form of a document edits (`UnsavedValues.rowIds`): every row of the document
 * (draft and published) in `locale`, or in every locale when `locale` is null or the type is not
 * localized; and, for a draft-and-publish type, each of those published rows' draft in the same
 * locale (`UnsavedValues.draftRows`; empty otherwise). One query.
 * @throws the database driver's error
 */
export async function editedRows(
  strapi: Core.Strapi,
  trx: Transaction,
  open: { uid: string; documentId: string; locale: string | null },
  draftAndPublish: boolean,
): Promise<Pick<UnsavedValues, 'rowIds' | 'draftRows'>> {
  const { table, column } = tableNames(strapi, open.uid);
  const localized = findContentType(strapi, open.uid)?.localized ?? false;
  const select: Record<string, string> = { id: column('id') };
  if (draftAndPublish) select.publishedAt = column('publishedAt');
  if (localized) select.locale = column('locale');
  let query = tableQuery(strapi, table)
    .transacting(trx)
    .select(select)
    .where(column('documentId'), open.documentId);
  if (open.locale !== null && localized) query = query.where(column('locale'), open.locale);
  const rows: TableRow[] = await query;
  const draftRows = new Map<number, number>();
  if (draftAndPublish) {
    const draftOf = new Map<unknown, number>();
    for (const row of rows) if (row.publishedAt === null) draftOf.set(row.locale ?? null, Number(row.id));
    for (const row of rows) {
      const draft = draftOf.get(row.locale ?? null);
      if (row.publishedAt !== null && draft !== undefined) draftRows.set(Number(row.id), draft);
    }
  }
  return { rowIds: new Set(rows.map((row) => Number(row.id))), draftRows };
}

/** Puts the unsaved values of `columns` (a plan's own attributes) into the edited rows among `rows`. */
export function applyUnsavedColumns(
  unsaved: UnsavedValues,
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): void {
  const replaced = columns.filter((name) => Object.hasOwn(unsaved.values, name));
  if (!replaced.length) return;
  for (const row of rows) {
    if (!unsaved.rowIds.has(Number(row.id))) continue;
    for (const name of replaced) row[name] = unsaved.values[name];
  }
}

/** The value a dot path gives a row when its last row is an edited row of the open document (`readPathValues`). */
export function unsavedPathValue(unsaved: UnsavedValues): PathValueReplacer {
  return (path, targetId, read) => {
    const name = lastAttribute(path.name);
    const last = path.hops[path.hops.length - 1];
    if (last?.targetUid !== unsaved.uid || !unsaved.rowIds.has(targetId)) return read;
    return Object.hasOwn(unsaved.values, name) ? unsaved.values[name] : read;
  };
}
