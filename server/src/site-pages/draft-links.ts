import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { findContentType } from '../model/content-types';
import { DOCUMENT_IDS_PER_QUERY } from '../model/documents-by-id';
import { tableNames, tableQuery, type TableRow, type Transaction } from '../model/table-query';
import type { RelationHop } from './placeholder-path';

/**
 * Whether a hop from rows of `sourceUid` may lead from a draft to a draft: both sides have draft
 * and publish, where Strapi 5 links a draft to the target's draft and a published version to the
 * target's published version (docs/decisions/0260).
 */
export function draftToDraftHop(strapi: Core.Strapi, sourceUid: string, hop: RelationHop): boolean {
  return hop.targetPublishedColumn !== null && findContentType(strapi, sourceUid)?.draftAndPublish === true;
}

/**
 * The targets publishing draft rows `sourceIds` would link through `hop` (docs/decisions/0260):
 * each source's first linked draft target read as that target's published version (same
 * documentId and, for a localized target, locale), which Strapi links the published source to;
 * a target never published gives nothing, as publishing would link nothing. Sources linked to no
 * draft are left out. `DOCUMENT_IDS_PER_QUERY` sources a query.
 * @returns source id -> [published target id, its `column` value]
 * @throws the database driver's error
 */
export async function publishedTwinsOfDraftLinks(
  strapi: Core.Strapi,
  hop: RelationHop,
  sourceIds: readonly number[],
  column: string | null,
  trx?: Transaction,
): Promise<Map<number, [number, unknown]>> {
  const draft = hop.targetTable;
  const { column: targetColumn } = tableNames(strapi, hop.targetUid);
  const localized = findContentType(strapi, hop.targetUid)?.localized === true;
  const select: Record<string, string> = { source: `link.${hop.sourceColumn}`, target: 'twin.id' };
  if (column) select.value = `twin.${column}`;
  const on = Object.fromEntries(Object.entries(hop.on).map(([key, value]) => [`link.${key}`, value]));
  const found = new Map<number, [number, unknown]>();
  for (const chunk of chunked(sourceIds, DOCUMENT_IDS_PER_QUERY)) {
    let query = tableQuery(strapi, `${hop.joinTable} as link`)
      .select(select)
      .join(draft, `${draft}.id`, `link.${hop.targetColumn}`)
      .join(`${draft} as twin`, function twinOf() {
        this.on(`twin.${targetColumn('documentId')}`, '=', `${draft}.${targetColumn('documentId')}`);
        if (localized)
          this.andOn(`twin.${targetColumn('locale')}`, '=', `${draft}.${targetColumn('locale')}`);
      })
      .whereIn(`link.${hop.sourceColumn}`, chunk)
      .whereNull(`${draft}.${hop.targetPublishedColumn}`)
      .whereNotNull(`twin.${hop.targetPublishedColumn}`);
    if (Object.keys(on).length) query = query.where(on);
    // A source's first linked row first, as `followHop` reads links.
    query = query.orderBy(`link.${hop.sourceColumn}`, 'asc');
    if (hop.orderColumn) query = query.orderBy(`link.${hop.orderColumn}`, 'asc');
    query = query.orderBy('link.id', 'asc');
    const rows: TableRow[] = await (trx ? query.transacting(trx) : query);
    for (const row of rows) {
      const source = Number(row.source);
      if (!found.has(source)) found.set(source, [Number(row.target), row.value]);
    }
  }
  return found;
}
