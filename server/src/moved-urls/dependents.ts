import type { Core } from '@strapi/strapi';
import { tableNames, tableQuery, type TableRow, type Transaction } from '../model/table-query';
import type { PathToRead } from '../site-pages';
import type { PlannedType } from './site-urls';

/** Documents of one planned type whose website URL may follow another document's. */
export interface DependentDocuments {
  planned: PlannedType;
  documentIds: Set<string>;
}

/**
 * The documentIds of `planned`'s rows (drafts and published versions alike: a superset, each then
 * recomputed) whose dot path `path` reaches, at hop `hop`, a row of the acted document: one
 * statement joining the path's join tables from the type's table to the acted type's, e.g.
 * `articles -> articles_category_lnk -> categories WHERE categories.document_id = ?`.
 */
async function reachingDocuments(
  strapi: Core.Strapi,
  trx: Transaction,
  planned: PlannedType,
  path: PathToRead,
  hop: number,
  documentId: string,
): Promise<string[]> {
  const source = tableNames(strapi, planned.type.uid);
  const acted = tableNames(strapi, path.hops[hop].targetUid);
  let query = tableQuery(strapi, `${source.table} as rd_s`).transacting(trx);
  path.hops.slice(0, hop + 1).forEach((step, index) => {
    const link = `rd_l${index}`;
    const from = index === 0 ? 'rd_s.id' : `rd_t${index - 1}.id`;
    query = query
      .join(`${step.joinTable} as ${link}`, `${link}.${step.sourceColumn}`, from)
      .join(`${step.targetTable} as rd_t${index}`, `rd_t${index}.id`, `${link}.${step.targetColumn}`);
    for (const [key, value] of Object.entries(step.on)) query = query.where(`${link}.${key}`, value as never);
  });
  const rows: TableRow[] = await query
    .where(`rd_t${hop}.${acted.column('documentId')}`, documentId)
    .distinct({ documentId: `rd_s.${source.column('documentId')}` });
  return rows.map((row) => String(row.documentId));
}

/**
 * The documents whose website URL reads the acted document through a relation path of their
 * pattern (a category's articles for `/blog/[category.slug]/[slug]`), per planned type: Wagtail
 * moves a page's descendants with it; here a page moves with what its URL is made of. Read once
 * before the action (the links it may remove) and once after (those it adds).
 * @throws the database driver's error
 */
export async function dependentDocuments(
  strapi: Core.Strapi,
  trx: Transaction,
  planned: readonly PlannedType[],
  uid: string,
  documentId: string,
): Promise<DependentDocuments[]> {
  const found: DependentDocuments[] = [];
  for (const entry of planned) {
    const documentIds = new Set<string>();
    for (const path of entry.plan.paths) {
      for (const [hop, step] of path.hops.entries()) {
        if (step.targetUid !== uid) continue;
        for (const id of await reachingDocuments(strapi, trx, entry, path, hop, documentId))
          documentIds.add(id);
      }
    }
    if (documentIds.size) found.push({ planned: entry, documentIds });
  }
  return found;
}
