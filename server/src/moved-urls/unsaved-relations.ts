import type { UnsavedRelation } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { findContentType } from '../model/content-types';
import { modelMeta } from '../model/relations';
import { tableNames, tableQuery, type TableRow, type Transaction } from '../model/table-query';
import type { RelationHop, HopRelink } from '../site-pages';
import type { PlannedType } from './planned-type';
import type { UnsavedValues } from './unsaved-values';

/** Relation kinds that link a row to one target (Strapi's database metadata, `@strapi/database`). */
const TO_ONE = new Set(['oneToOne', 'manyToOne']);

/**
 * The hops through a to-one relation of `uid` that some planned type's dot paths take, by attribute
 * name: the first hops of `uid`'s own plan (`category` of `category.slug`), and middle hops of
 * other types' (`category` of a review's `article.category.slug`).
 */
function relationHops(
  strapi: Core.Strapi,
  planned: readonly PlannedType[],
  uid: string,
): Map<string, RelationHop> {
  const hops = new Map<string, RelationHop>();
  for (const entry of planned) {
    for (const path of entry.plan.paths) {
      for (const [index, hop] of path.hops.entries()) {
        const source = index === 0 ? entry.type.uid : path.hops[index - 1].targetUid;
        if (source !== uid || hops.has(hop.attribute)) continue;
        const declared = findContentType(strapi, uid)?.attributes[hop.attribute];
        const meta = modelMeta(strapi, uid).attributes[hop.attribute];
        // Components are values in the form, not connect operations; webtools may follow to-many links.
        if (declared?.type === 'relation' && TO_ONE.has(meta?.relation ?? '')) hops.set(hop.attribute, hop);
      }
    }
  }
  return hops;
}

/**
 * The to-one relations of content type `uid` whose unsaved target changes a website URL: those
 * a planned type's dot paths go through from `uid` (`category` of an article's `category.slug` or
 * of a review's `article.category.slug`); sorted (docs/decisions/0249, 0255).
 * @param planned `plannedTypes(strapi)`
 */
export function unsavedRelationNames(
  strapi: Core.Strapi,
  planned: readonly PlannedType[],
  uid: string,
): string[] {
  return [...relationHops(strapi, planned, uid).keys()].sort();
}

/**
 * The row of the target table an edited row of `uid` in `locale` links to once the form's
 * `target` is saved and published, or null: the target document's row in the locale Strapi picks
 * (`@strapi/core` 5.54 `document-service/transform/relations/utils/i18n.js`
 * `getRelationTargetLocale`: the source's locale when both types are localized, else the connect
 * item's, else the source's), its published row for a draft-and-publish target (the one a
 * published version links to, `utils/dp.js`), the lowest id when several remain.
 * @throws the database driver's error
 */
async function targetRowId(
  strapi: Core.Strapi,
  trx: Transaction,
  uid: string,
  locale: string | null,
  hop: RelationHop,
  target: UnsavedRelation,
): Promise<number | null> {
  if (target === null) return null;
  const { table, column } = tableNames(strapi, hop.targetUid);
  let query = tableQuery(strapi, table)
    .transacting(trx)
    .select({ id: column('id') })
    .where(column('documentId'), target.document_id);
  if (findContentType(strapi, hop.targetUid)?.localized) {
    const sourceLocalized = findContentType(strapi, uid)?.localized ?? false;
    const targetLocale = sourceLocalized ? locale : (target.locale ?? locale);
    if (targetLocale) query = query.where(column('locale'), targetLocale);
  }
  if (hop.targetPublishedColumn) query = query.whereNotNull(hop.targetPublishedColumn);
  const rows: TableRow[] = await query.orderBy(column('id'), 'asc').limit(1);
  return rows.length ? Number(rows[0].id) : null;
}

/**
 * The rows the form's unsaved relation targets lead to (relation name -> target row id, null for
 * none: disconnected, or a target without the row a published version would link to). The caller
 * checks the names against `unsavedRelationNames`; others are left out.
 * @throws the database driver's error
 */
export async function unsavedTargetRows(
  strapi: Core.Strapi,
  trx: Transaction,
  planned: readonly PlannedType[],
  open: { uid: string; locale: string | null },
  relations: Readonly<Record<string, UnsavedRelation>>,
): Promise<Map<string, number | null>> {
  const hops = relationHops(strapi, planned, open.uid);
  const rows = new Map<string, number | null>();
  for (const [name, target] of Object.entries(relations)) {
    const hop = hops.get(name);
    if (hop) rows.set(name, await targetRowId(strapi, trx, open.uid, open.locale, hop, target));
  }
  return rows;
}

/**
 * The relink (`readPathValues`) of a planned type `plannedUid`'s paths for the open document's
 * rows `unsaved.rowIds` of type `unsaved.uid`: a hop from such a row through a relation of
 * `unsaved.targetRows` leads to that row (or none) instead of the saved link, whichever hop of the
 * path it is; a hop that reaches one of the document's published rows of `unsaved.draftRows` leads
 * to its draft instead (what publishing it would make of the published row).
 */
export function unsavedRelink(plannedUid: string, unsaved: UnsavedValues): HopRelink {
  return (path, hop, rowId, linked) => {
    const step = path.hops[hop];
    const source = hop === 0 ? plannedUid : path.hops[hop - 1].targetUid;
    // Row ids are per table: the hop must start at the edited type's table.
    if (source === unsaved.uid && unsaved.rowIds.has(rowId) && unsaved.targetRows.has(step.attribute))
      return unsaved.targetRows.get(step.attribute);
    if (step.targetUid === unsaved.uid && linked !== undefined) return unsaved.draftRows.get(linked);
    return undefined;
  };
}
