import type { Core } from '@strapi/strapi';
import { DOCUMENT_IDS_PER_QUERY } from '../discovery/documents-by-id';
import type { RelationHop } from './placeholder-path';

/** A dot-path placeholder to read: the hops to follow and the last table's column. */
export interface PathToRead {
  name: string;
  hops: readonly RelationHop[];
  column: string;
}

interface KnexQuery extends PromiseLike<Array<Record<string, unknown>>> {
  select(columns: Record<string, string>): KnexQuery;
  whereIn(column: string, values: readonly number[]): KnexQuery;
  where(conditions: Record<string, unknown>): KnexQuery;
  whereNotNull(column: string): KnexQuery;
  orderBy(column: string, direction: 'asc'): KnexQuery;
}

/** A query on one table in Strapi's schema (`@strapi/database` `Database#getConnection`). */
function tableQuery(strapi: Core.Strapi, table: string): KnexQuery {
  const db = strapi.db as unknown as {
    getConnection?: (table: string) => KnexQuery;
    connection: (table: string) => KnexQuery;
  };
  return db.getConnection ? db.getConnection(table) : db.connection(table);
}

/** Runs `read` on `ids` in chunks of at most DOCUMENT_IDS_PER_QUERY bind parameters, results concatenated. */
async function inChunks(
  ids: readonly number[],
  read: (chunk: readonly number[]) => PromiseLike<Array<Record<string, unknown>>>,
): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  for (let start = 0; start < ids.length; start += DOCUMENT_IDS_PER_QUERY) {
    rows.push(...(await read(ids.slice(start, start + DOCUMENT_IDS_PER_QUERY))));
  }
  return rows;
}

/**
 * Follows one hop for a set of source row ids: the join table's links (ordered so the first
 * related row comes first: the link's order column, then the link's id), then the linked rows
 * that exist and, for a draft-and-publish target, are published. Two queries per chunk of ids,
 * whatever the number of rows.
 * @returns source id -> first linked target id, and the target rows read (with `value` when `column` is set)
 */
async function followHop(
  strapi: Core.Strapi,
  hop: RelationHop,
  sourceIds: readonly number[],
  column: string | null,
): Promise<{ firstTarget: Map<number, number>; values: Map<number, unknown> }> {
  const links = await inChunks(sourceIds, (chunk) => {
    let query = tableQuery(strapi, hop.joinTable)
      .select({ source: hop.sourceColumn, target: hop.targetColumn })
      .whereIn(hop.sourceColumn, chunk);
    if (Object.keys(hop.on).length) query = query.where(hop.on);
    if (hop.orderColumn) query = query.orderBy(hop.orderColumn, 'asc');
    return query.orderBy('id', 'asc');
  });
  const targetIds = [...new Set(links.map((link) => Number(link.target)))];
  const targets = await inChunks(targetIds, (chunk) => {
    const select: Record<string, string> = { id: 'id' };
    if (column) select.value = column;
    const query = tableQuery(strapi, hop.targetTable).select(select).whereIn('id', chunk);
    return hop.targetPublishedColumn ? query.whereNotNull(hop.targetPublishedColumn) : query;
  });
  const values = new Map(targets.map((row) => [Number(row.id), row.value]));
  const firstTarget = new Map<number, number>();
  for (const link of links) {
    const source = Number(link.source);
    const target = Number(link.target);
    if (!firstTarget.has(source) && values.has(target)) firstTarget.set(source, target);
  }
  return { firstTarget, values };
}

/**
 * Reads the values of dot-path placeholders (`[category.slug]`) for one page of rows, batched:
 * per path and hop, one query on the join table and one on the linked table per chunk of
 * DOCUMENT_IDS_PER_QUERY ids, never one query per row (no N+1). Each row gets `row[path.name]`
 * (undefined when a link is missing or its target unpublished).
 * @param rows scanned rows carrying their `id`
 * @throws the database driver's error
 */
export async function readPathValues(
  strapi: Core.Strapi,
  rows: ReadonlyArray<Record<string, unknown>>,
  paths: readonly PathToRead[],
): Promise<void> {
  if (rows.length === 0) return;
  for (const path of paths) {
    // Each row's current position along the path, starting at its own id.
    let position = new Map<number, number>(rows.map((row) => [Number(row.id), Number(row.id)]));
    let values = new Map<number, unknown>();
    for (const [index, hop] of path.hops.entries()) {
      const last = index === path.hops.length - 1;
      const step = await followHop(strapi, hop, [...new Set(position.values())], last ? path.column : null);
      const next = new Map<number, number>();
      for (const [rowId, at] of position) {
        const target = step.firstTarget.get(at);
        if (target !== undefined) next.set(rowId, target);
      }
      position = next;
      values = step.values;
    }
    for (const row of rows) {
      const at = position.get(Number(row.id));
      row[path.name] = at === undefined ? undefined : values.get(at);
    }
  }
}
