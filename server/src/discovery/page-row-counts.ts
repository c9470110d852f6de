import type { ListCounts } from '@route-discovery/contract';
import { tableNames, tableQuery, type TableRow } from '../model/table-query';
import type { ResolverContext } from '../model/run-context';
import { publicReadableTypes } from '../permissions/public-role';

/**
 * The `page` rows of `frontend-urls` with `pagesPerType` 0, counted in SQL without reading them:
 * one `SELECT count(*) ... WHERE published_at IS NOT NULL` per publicly readable type (one row per
 * published locale of a document, as `pageRowBatches` lists them). Every page row is testable and
 * a `GET`. For `counts=true` without `q` (docs/api.md, "Counts").
 */
export async function pageRowCounts(context: ResolverContext): Promise<ListCounts> {
  const byType: Record<string, number> = {};
  let total = 0;
  for (const { type } of (await publicReadableTypes(context)).values()) {
    const { table, column } = tableNames(context.strapi, type.uid);
    let query = tableQuery(context.strapi, table).count({ n: '*' });
    if (type.draftAndPublish) query = query.whereNotNull(column('publishedAt'));
    const [row]: TableRow[] = await query;
    const count = Number(row?.n ?? 0);
    if (count === 0) continue;
    byType[type.uid] = count;
    total += count;
  }
  const group: Record<string, number> = total ? { page: total } : {};
  const method: Record<string, number> = total ? { GET: total } : {};
  return { total, testable: total, by: { group, page_type: byType, method } };
}

/** Two lists' counts added up, facet by facet. */
export function addCounts(a: ListCounts, b: ListCounts): ListCounts {
  const by: ListCounts['by'] = {};
  for (const facet of new Set([...Object.keys(a.by), ...Object.keys(b.by)])) {
    const sum: Record<string, number> = { ...a.by[facet] };
    for (const [value, count] of Object.entries(b.by[facet] ?? {})) sum[value] = (sum[value] ?? 0) + count;
    by[facet] = sum;
  }
  return { total: a.total + b.total, testable: a.testable + b.testable, by };
}
