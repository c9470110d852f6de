import type { UnsavedValue } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { findContentType } from '../model/content-types';
import { nonLocalizedAttributes } from '../model/locales';
import { attributeOf } from '../model/readable-attributes';
import { tableNames, tableQuery, type TableRow, type Transaction } from '../model/table-query';
import type { PathToRead, PathValueReplacer } from '../site-pages';
import { formReads, type FormRead } from './form-reads';
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
  /**
   * The names among `values` of attributes not localized in a localized type (docs/decisions/0260):
   * one value shared by every locale, which Strapi's i18n copies to the document's other locales
   * on save and publish. Their values stand in for every row in `sharedRowIds`.
   */
  shared: ReadonlySet<string>;
  /** Every row of the document, draft and published, in every locale (`rowIds` without i18n). */
  sharedRowIds: ReadonlySet<number>;
}

/** The rows whose value of attribute `name` the form's value replaces (`rowIds`, or `sharedRowIds`). */
const rowsOf = (unsaved: UnsavedValues, name: string) =>
  unsaved.shared.has(name) ? unsaved.sharedRowIds : unsaved.rowIds;

/**
 * The attributes among `names` of content type `uid` that are not localized in a localized type,
 * by Strapi's i18n rule (`nonLocalizedAttributes`). Empty for a type that is not localized.
 */
export function sharedAttributes(strapi: Core.Strapi, uid: string, names: readonly string[]): Set<string> {
  if (!findContentType(strapi, uid)?.localized) return new Set();
  const notLocalized = nonLocalizedAttributes(strapi, uid);
  // A component's value (`seo.metaTitle`) is shared when the component attribute is.
  return new Set(names.filter((name) => notLocalized.has(name.split('.')[0])));
}

/**
 * Attribute types whose edit-form value is the value the database stores and a pattern fills in
 * (text, numbers, booleans), and dates and times: the Content Manager 5.54 form holds them as text
 * (`@strapi/admin` `components/FormInputs`: a date `YYYY-MM-DD`, a datetime ISO 8601 in UTC, a time
 * `HH:mm:00.000` once picked) and the URL rule puts every date, datetime or time it fills, saved or
 * typed, through the one `temporalText` (`typeSitePlan`, docs/decisions/0255), so an untouched
 * date gives the saved URL (docs/decisions/0260). Relations are not values (their form values are
 * connect/disconnect operations); a single component's values are read by their dot path
 * (`seo.metaTitle`, `formReads`).
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
  'date',
  'datetime',
  'timestamp',
  'time',
]);

/**
 * The names of content type `uid`'s form values that change a website URL: the attributes its own
 * plan reads as columns, and the values planned types' dot paths read from its rows or its single
 * components (`formReads`: `category.slug` of articles gives a category's `slug`; `[seo.metaTitle]`
 * gives `seo.metaTitle`), of a plain value type; sorted.
 * @param planned `plannedTypes(strapi)`
 */
export function unsavedFields(strapi: Core.Strapi, planned: readonly PlannedType[], uid: string): string[] {
  const fields = new Set<string>();
  for (const name of planned.find((entry) => entry.type.uid === uid)?.plan.columns ?? []) {
    if (PLAIN_VALUE_TYPES.has(String(attributeOf(strapi, uid, name)?.type))) fields.add(name);
  }
  for (const entry of planned) {
    for (const path of entry.plan.paths) {
      for (const read of formReads(strapi, entry.type.uid, path, uid))
        if (PLAIN_VALUE_TYPES.has(String(read.type))) fields.add(read.name);
    }
  }
  return [...fields].sort();
}

/**
 * The rows an edit form of a document edits (`UnsavedValues.rowIds`): every row of the document
 * (draft and published) in `locale`, or in every locale when `locale` is null or the type is not
 * localized; every row in every locale (`sharedRowIds`); and, for a draft-and-publish type, each of
 * the edited published rows' draft in the same locale (`UnsavedValues.draftRows`; empty
 * otherwise). One query.
 * @throws the database driver's error
 */
export async function editedRows(
  strapi: Core.Strapi,
  trx: Transaction,
  open: { uid: string; documentId: string; locale: string | null },
  draftAndPublish: boolean,
): Promise<Pick<UnsavedValues, 'rowIds' | 'draftRows' | 'sharedRowIds'>> {
  const { table, column } = tableNames(strapi, open.uid);
  const localized = findContentType(strapi, open.uid)?.localized ?? false;
  const select: Record<string, string> = { id: column('id') };
  if (draftAndPublish) select.publishedAt = column('publishedAt');
  if (localized) select.locale = column('locale');
  const all: TableRow[] = await tableQuery(strapi, table)
    .transacting(trx)
    .select(select)
    .where(column('documentId'), open.documentId);
  const rows = open.locale !== null && localized ? all.filter((row) => row.locale === open.locale) : all;
  const draftRows = new Map<number, number>();
  if (draftAndPublish) {
    const draftOf = new Map<unknown, number>();
    for (const row of rows) if (row.publishedAt === null) draftOf.set(row.locale ?? null, Number(row.id));
    for (const row of rows) {
      const draft = draftOf.get(row.locale ?? null);
      if (row.publishedAt !== null && draft !== undefined) draftRows.set(Number(row.id), draft);
    }
  }
  return {
    rowIds: new Set(rows.map((row) => Number(row.id))),
    draftRows,
    sharedRowIds: new Set(all.map((row) => Number(row.id))),
  };
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
    for (const name of replaced)
      if (rowsOf(unsaved, name).has(Number(row.id))) row[name] = unsaved.values[name];
  }
}

/**
 * The value a dot path of planned type `plannedUid` gives a row when it reads a value the edit form
 * holds (`formReads`) from one of the open document's edited rows (`readPathValues`' replacer).
 */
export function unsavedPathValue(
  strapi: Core.Strapi,
  plannedUid: string,
  unsaved: UnsavedValues,
): PathValueReplacer {
  const reads = new Map<PathToRead, FormRead[]>();
  return (path, _targetId, read, trail) => {
    let found = reads.get(path);
    if (!found) reads.set(path, (found = formReads(strapi, plannedUid, path, unsaved.uid)));
    for (const { index, name } of found) {
      if (Object.hasOwn(unsaved.values, name) && rowsOf(unsaved, name).has(trail[index]))
        return unsaved.values[name];
    }
    return read;
  };
}
