import type { Core } from '@strapi/strapi';
import { tableQuery, type TableQuery } from '../model/table-query';
import type { PageJoin } from '../model/document-scan';
import type { PathToRead } from './relation-values';

/** The column alias under which a page row carries path `index`'s value. */
export const pathColumn = (index: number): string => `rd_path_${index}`;

/**
 * One dot path's links for a window of source ids, as a derived table `rd_p<index>`:
 * `SELECT link0.source AS rd_source, tN.column AS rd_value, link order columns AS rd_k<j>
 * FROM link0 JOIN t0 ... [JOIN link1 JOIN t1 ...] WHERE link0.source > after AND link0.source <= until
 * [AND link.field = ...] [AND t.published_at IS NOT NULL]`. Bounding the first join table by the
 * page's own window of ids gives one plan on every database whatever its statistics: a range on
 * the join table's source index (the correlated `ORDER BY ... LIMIT 1` subquery this replaces
 * walked PostgreSQL's link primary key once per row on tables not analysed; docs/decisions/0059-relation-values-in-keyset-statement.md).
 * Tables are in Strapi's schema (`tableQuery`, whose schema knex applies to joined tables too).
 */
function windowLinks(
  strapi: Core.Strapi,
  path: PathToRead,
  index: number,
  after: number,
  until: number,
): TableQuery {
  const first = path.hops[0];
  let query = tableQuery(strapi, `${first.joinTable} as rd_l0`);
  const select: Record<string, string> = {
    rd_source: `rd_l0.${first.sourceColumn}`,
    rd_value: `rd_t${path.hops.length - 1}.${path.column}`,
  };
  path.hops.forEach((hop, at) => {
    const link = `rd_l${at}`;
    const target = `rd_t${at}`;
    if (at > 0)
      query = query.join(`${hop.joinTable} as ${link}`, `${link}.${hop.sourceColumn}`, `rd_t${at - 1}.id`);
    query = query.join(`${hop.targetTable} as ${target}`, `${target}.id`, `${link}.${hop.targetColumn}`);
    const on = Object.entries(hop.on);
    if (on.length)
      query = query.where(Object.fromEntries(on.map(([key, value]) => [`${link}.${key}`, value])));
    if (hop.targetPublishedColumn) query = query.whereNotNull(`${target}.${hop.targetPublishedColumn}`);
  });
  for (const [key, column] of orderColumns(path)) select[key] = column;
  return query
    .where(`rd_l0.${first.sourceColumn}`, '>', after)
    .where(`rd_l0.${first.sourceColumn}`, '<=', until)
    .select(select)
    .as(`rd_p${index}`);
}

/** The link order of a path, hop by hop (order column, then link id), as [alias, column] pairs. */
function orderColumns(path: PathToRead): Array<[string, string]> {
  const columns: Array<[string, string]> = [];
  path.hops.forEach((hop, at) => {
    if (hop.orderColumn) columns.push([`rd_k${columns.length}`, `rd_l${at}.${hop.orderColumn}`]);
    columns.push([`rd_k${columns.length}`, `rd_l${at}.id`]);
  });
  return columns;
}

/**
 * Dot paths read in each keyset page's own statement (`scanPublishedRows`): per path, a LEFT JOIN
 * of the page's rows to that path's links within the page's window (`windowLinks`), its value
 * selected as `pathColumn(index)` (a plain alias: knex would split a dotted name). Rows come in
 * link order after the id, and the scan keeps each row's first, so the value is that of the first
 * link in relation order whose targets exist (and, for draft-and-publish targets, are published),
 * or null: the rule `readPathValues` applies to the first documents of `pagesPerType`. One
 * statement per page, as the benchmark's raw SQL floor joins; never one query per row.
 */
export function pathJoin(strapi: Core.Strapi, paths: readonly PathToRead[]): PageJoin {
  const tieOrder = paths.flatMap((path, index) =>
    orderColumns(path).map(([alias]) => `rd_p${index}.${alias}`),
  );
  return {
    tieOrder,
    join(query, idColumn, after, until) {
      let joined = query;
      paths.forEach((path, index) => {
        joined = joined
          .leftJoin(windowLinks(strapi, path, index, after, until), `rd_p${index}.rd_source`, idColumn)
          .select({ [pathColumn(index)]: `rd_p${index}.rd_value` });
      });
      return joined;
    },
  };
}
