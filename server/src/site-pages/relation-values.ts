import type { Core } from '@strapi/strapi';
import { chunked } from '../model/chunked';
import { tableQuery, type TableQuery, type TableRow, type Transaction } from '../model/table-query';
import { DOCUMENT_IDS_PER_QUERY } from '../model/documents-by-id';
import { draftToDraftHop, publishedTwinsOfDraftLinks } from './draft-links';
import type { RelationHop } from './placeholder-path';

/** A dot-path placeholder to read: the hops to follow and the last table's column. */
export interface PathToRead {
  name: string;
  hops: readonly RelationHop[];
  column: string;
}

/**
 * The value a path gives a row: `read`, the value at row `targetId` of the path's last table, or
 * another. `trail`: the row each hop started from (`trail[0]` the page's own row), then `targetId`.
 */
export type PathValueReplacer = (
  path: PathToRead,
  targetId: number,
  read: unknown,
  trail: readonly number[],
) => unknown;

/**
 * The row hop `hop` of a path leads to from row `rowId` of that hop's source table instead of
 * `linked`, the one its link gives (undefined: none, or not published): a row id of the hop's
 * target table, null for none (the link removed), undefined to follow the link.
 */
export type HopRelink = (
  path: PathToRead,
  hop: number,
  rowId: number,
  linked: number | undefined,
) => number | null | undefined;

/**
 * One hop's links joined to their targets: `SELECT link.source, target.id [, target.column]
 * FROM join_table link JOIN target ON target.id = link.target [WHERE target published]`, in the
 * order that puts a source's first related row first (the link's order column, then its id).
 * Tables are in Strapi's schema (`tableQuery`, whose schema knex applies to joined tables too).
 */
function hopQuery(
  strapi: Core.Strapi,
  hop: RelationHop,
  column: string | null,
  trx?: Transaction,
): TableQuery {
  const target = hop.targetTable;
  const select: Record<string, string> = {
    source: `link.${hop.sourceColumn}`,
    target: `${hop.targetTable}.id`,
  };
  if (column) select.value = `${hop.targetTable}.${column}`;
  const link = `${hop.joinTable} as link`;
  let query = tableQuery(strapi, link)
    .select(select)
    .join(target, `${hop.targetTable}.id`, `link.${hop.targetColumn}`);
  const on = Object.fromEntries(Object.entries(hop.on).map(([key, value]) => [`link.${key}`, value]));
  if (Object.keys(on).length) query = query.where(on);
  if (hop.targetPublishedColumn)
    query = query.whereNotNull(`${hop.targetTable}.${hop.targetPublishedColumn}`);
  return trx ? query.transacting(trx) : query;
}

/**
 * Orders a hop's links so each source's first related row comes first: by source (so the join
 * table's source index serves the range or list, rather than a scan in id order filtered
 * afterwards), then the link's order column, then its id.
 */
function inLinkOrder(query: TableQuery, hop: RelationHop): TableQuery {
  let ordered = query.orderBy(`link.${hop.sourceColumn}`, 'asc');
  if (hop.orderColumn) ordered = ordered.orderBy(`link.${hop.orderColumn}`, 'asc');
  return ordered.orderBy('link.id', 'asc');
}

/** A first hop reads a range when it spans fewer than this many ids per source row. */
const DENSE_RANGE_FACTOR = 4;

/**
 * Follows one hop for a set of source row ids, keeping each source's first linked row that exists
 * and, for a draft-and-publish target, is published. The first hop of a keyset page reads the
 * links of the page's id range when it is dense (`BETWEEN min AND max`, one query on the join
 * table's source index whatever the page's size); other reads read their few distinct ids in `IN` lists of at
 * most DOCUMENT_IDS_PER_QUERY.
 * @returns source id -> [first target id, its `column` value]
 */
async function followHop(
  strapi: Core.Strapi,
  hop: RelationHop,
  sourceIds: readonly number[],
  column: string | null,
  byRange: boolean,
  trx?: Transaction,
): Promise<Map<number, [number, unknown]>> {
  const links: TableRow[] = [];
  let low = Infinity;
  let high = -Infinity;
  for (const id of sourceIds) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  // A keyset page's ids are dense (its drafts in between); the first documents of `pagesPerType`
  // may lie far apart, where a range would read links of rows not asked for.
  if (byRange && high - low < DENSE_RANGE_FACTOR * sourceIds.length) {
    const range = hopQuery(strapi, hop, column, trx).whereBetween(`link.${hop.sourceColumn}`, [low, high]);
    links.push(...(await inLinkOrder(range, hop)));
  } else {
    for (const chunk of chunked(sourceIds, DOCUMENT_IDS_PER_QUERY)) {
      const query = hopQuery(strapi, hop, column, trx).whereIn(`link.${hop.sourceColumn}`, chunk);
      links.push(...(await inLinkOrder(query, hop)));
    }
  }
  const wanted = new Set(sourceIds);
  const first = new Map<number, [number, unknown]>();
  for (const link of links) {
    const source = Number(link.source);
    if (wanted.has(source) && !first.has(source)) first.set(source, [Number(link.target), link.value]);
  }
  return first;
}

/**
 * Puts `relink`'s rows in place of what hop `index` of a path read for the source rows it names
 * (`step`: source row id -> [target id, `column` value]): its target rows are read by id and kept
 * when they exist; `relink` answers the rows a version links to (a published target, or the open
 * document's draft standing in for its published version).
 * @param sources the hop's source row ids
 */
async function relinkHop(
  strapi: Core.Strapi,
  path: PathToRead,
  index: number,
  step: Map<number, [number, unknown]>,
  sources: Iterable<number>,
  relink: HopRelink,
  trx?: Transaction,
): Promise<void> {
  const hop = path.hops[index];
  const targets = new Map<number, number>();
  for (const source of sources) {
    const target = relink(path, index, source, step.get(source)?.[0]);
    if (target === undefined) continue;
    step.delete(source);
    if (target !== null) targets.set(source, target);
  }
  if (!targets.size) return;
  const select: Record<string, string> = { id: 'id' };
  if (index === path.hops.length - 1) select.value = path.column;
  const query = tableQuery(strapi, hop.targetTable)
    .select(select)
    .whereIn('id', [...new Set(targets.values())]);
  const found: TableRow[] = await (trx ? query.transacting(trx) : query);
  const byId = new Map(found.map((row) => [Number(row.id), row.value]));
  for (const [source, target] of targets) {
    if (byId.has(target)) step.set(source, [target, byId.get(target)]);
  }
}

/**
 * Reads the values of dot-path placeholders (`[category.slug]`) for one keyset page of rows,
 * batched: per path and hop, one query joining the join table to the related table (for the first
 * hop, over the page's id range), never one query per row (no N+1). Each row gets
 * `row[path.name]` (undefined when a link is missing or its target unpublished).
 * @param rows scanned rows carrying their `id`
 * @param trx the transaction to read in (a document service action's: on SQLite a read outside it
 *   would wait for the one connection the transaction holds)
 * @param replace the value to use instead of the one read at a path's last row (`targetId`, a row
 *   of the last hop's table), e.g. an edit form's unsaved value for that row; absent: as read
 * @param relink the row a hop of a path leads to from some of its source rows instead of their
 *   link, e.g. an edit form's unsaved relation target on any hop; absent: as linked
 * @param uid the content type of `rows`: given, a draft row's link to a draft target (both sides
 *   draft and publish) reads the target's published version, what publishing the draft links
 *   (`publishedTwinsOfDraftLinks`); absent, published targets only
 * @throws the database driver's error
 */
export async function readPathValues(
  strapi: Core.Strapi,
  rows: ReadonlyArray<Record<string, unknown>>,
  paths: readonly PathToRead[],
  trx?: Transaction,
  replace?: PathValueReplacer,
  relink?: HopRelink,
  uid?: string,
): Promise<void> {
  if (rows.length === 0) return;
  for (const path of paths) {
    // Each row's position along the path (a row id of the current table) and the value read there.
    let position = new Map<number, number>(rows.map((row) => [Number(row.id), Number(row.id)]));
    // The rows each row's path went through, for `replace` (which may read any hop's row).
    const trails = new Map<number, number[]>(
      replace ? rows.map((row) => [Number(row.id), [Number(row.id)]]) : [],
    );
    const values = new Map<number, unknown>();
    for (const [index, hop] of path.hops.entries()) {
      const last = index === path.hops.length - 1;
      const sources = [...new Set(position.values())];
      const step = await followHop(strapi, hop, sources, last ? path.column : null, index === 0, trx);
      // A draft's link to a draft target: read as the target's published version (decision 0260).
      const unlinked = sources.filter((source) => !step.has(source));
      const sourceUid = uid && (index ? path.hops[index - 1].targetUid : uid);
      if (unlinked.length && sourceUid && draftToDraftHop(strapi, sourceUid, hop)) {
        const twins = await publishedTwinsOfDraftLinks(strapi, hop, unlinked, last ? path.column : null, trx);
        for (const [source, found] of twins) step.set(source, found);
      }
      if (relink) await relinkHop(strapi, path, index, step, sources, relink, trx);
      const next = new Map<number, number>();
      for (const [rowId, at] of position) {
        const found = step.get(at);
        if (!found) continue;
        next.set(rowId, found[0]);
        const trail = trails.get(rowId);
        trail?.push(found[0]);
        if (last) values.set(rowId, replace && trail ? replace(path, found[0], found[1], trail) : found[1]);
      }
      position = next;
    }
    for (const row of rows) row[path.name] = values.get(Number(row.id));
  }
}
