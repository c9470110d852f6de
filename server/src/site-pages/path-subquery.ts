import type { Core } from '@strapi/strapi';
import { tableQuery, type TableQuery } from '../model/table-query';
import type { PageJoin } from '../model/document-scan';
import { pathColumn } from './path-join';
import type { PathToRead } from './relation-values';

/**
 * A dot path as a correlated scalar subquery of the keyset scan (`scanPublishedRows`' extra
 * columns): `(SELECT tN.column FROM link0 JOIN t0 ... WHERE link0.source = <outer>.id
 * [AND link.field = ...] [AND t.published_at IS NOT NULL] ORDER BY link0.order, link0.id, ... LIMIT 1)`
 * aliased `alias` (a plain identifier: knex would split a dotted name). The first link in relation
 * order wins; a draft-and-publish target counts only when published.
 * @param outerIdColumn the scanned table's id, qualified (`articles.id`)
 */
function pathSubquery(
  strapi: Core.Strapi,
  path: PathToRead,
  outerIdColumn: string,
  alias: string,
): TableQuery {
  // `tableQuery` sets Strapi's schema (`withSchema`), which knex applies to joined tables too.
  const first = path.hops[0];
  let query = tableQuery(strapi, `${first.joinTable} as rd_l0`);
  path.hops.forEach((hop, index) => {
    const link = `rd_l${index}`;
    const target = `rd_t${index}`;
    if (index > 0)
      query = query.join(`${hop.joinTable} as ${link}`, `${link}.${hop.sourceColumn}`, `rd_t${index - 1}.id`);
    query = query.join(`${hop.targetTable} as ${target}`, `${target}.id`, `${link}.${hop.targetColumn}`);
    const on = Object.entries(hop.on);
    if (on.length)
      query = query.where(Object.fromEntries(on.map(([key, value]) => [`${link}.${key}`, value])));
    if (hop.targetPublishedColumn) query = query.whereNotNull(`${target}.${hop.targetPublishedColumn}`);
  });
  query = query.whereRaw(`?? = ??`, [`rd_l0.${first.sourceColumn}`, outerIdColumn]);
  path.hops.forEach((hop, index) => {
    if (hop.orderColumn) query = query.orderBy(`rd_l${index}.${hop.orderColumn}`, 'asc');
    query = query.orderBy(`rd_l${index}.id`, 'asc');
  });
  return query
    .select({ value: `rd_t${path.hops.length - 1}.${path.column}` })
    .limit(1)
    .as(alias);
}

/**
 * Dot paths read in each keyset page's own statement (`scanPublishedRows`) as correlated scalar
 * subqueries (`pathSubquery`), each selected as `pathColumn(index)`: one row per scanned row, so
 * nothing to order after the id. SQLite runs each as a lookup on the join table's source index;
 * on PostgreSQL, whose planner may walk the link table's primary key instead for `ORDER BY id
 * LIMIT 1` on tables not analysed, `pathJoin` is used (docs/decisions/0059-relation-values-in-keyset-statement.md).
 */
export function pathSubqueries(strapi: Core.Strapi, paths: readonly PathToRead[]): PageJoin {
  return {
    tieOrder: [],
    join(query, idColumn) {
      const columns = paths.map((path, index) => pathSubquery(strapi, path, idColumn, pathColumn(index)));
      return query.select(...columns);
    },
  };
}
