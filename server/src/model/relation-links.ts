import type { Core } from '@strapi/strapi';
import { chunked } from './chunked';
import { modelMeta, type AttributeMeta, type JoinTableMeta } from './relations';
import { componentSchemas, contentTypeSchemas } from './schema';
import { tableQuery, type TableQuery, type TableRow } from './table-query';

/** Owner ids bound per `IN (...)` list: under every driver's bind-parameter limit. */
export const OWNER_IDS_PER_QUERY = 500;

/** Components nested deeper than this are not read (Strapi's editor allows far fewer levels). */
const MAX_COMPONENT_DEPTH = 5;

/**
 * One relation link of a row (a document version, or a component inside it): the attribute path
 * from the version (`featuredArticles`, `seo.related`, `cards[1].article`, `sections[0].article`)
 * and the row of the target it points at.
 */
export interface RelationLink {
  path: string;
  targetUid: string;
  targetId: number;
}

/**
 * The target UID and target column of an attribute of the database metadata that links to rows of
 * a content type by a join table (owning side, no morph, no media), else null.
 */
function contentRelation(
  strapi: Core.Strapi,
  attribute: AttributeMeta,
): { targetUid: string; targetColumn: string } | null {
  const join = attribute.joinTable;
  const target = attribute.target;
  if (attribute.type !== 'relation' || attribute.mappedBy || !join?.inverseJoinColumn || join.morphColumn)
    return null;
  if (typeof target !== 'string' || target === 'plugin::upload.file') return null;
  if (!Object.hasOwn(contentTypeSchemas(strapi), target)) return null;
  return { targetUid: target, targetColumn: join.inverseJoinColumn.name };
}

/** The join table's rows of `ownerIds`, its fixed `on` values applied (a component's `field`). */
async function joinRows(
  strapi: Core.Strapi,
  join: JoinTableMeta,
  select: Record<string, string>,
  ownerIds: readonly number[],
): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for (const part of chunked(ownerIds, OWNER_IDS_PER_QUERY)) {
    let query: TableQuery = tableQuery(strapi, join.name).select(select).whereIn(join.joinColumn.name, part);
    for (const [column, value] of Object.entries(join.on ?? {})) query = query.where(column, value as string);
    rows.push(...((await query) as TableRow[]));
  }
  return rows;
}

/** Rows of a component join table in each owner's order (`order`, then the join row's column). */
function inOwnerOrder(rows: TableRow[], orderColumn: string | undefined): TableRow[] {
  return rows.sort(
    (a, b) =>
      Number(a.owner) - Number(b.owner) ||
      (orderColumn ? Number(a.order ?? 0) - Number(b.order ?? 0) : 0) ||
      Number(a.child) - Number(b.child),
  );
}

/**
 * Whether rows of a content type or component can hold a relation link (`relationLinks`): a
 * relation to a content type of its own, or in one of its components or dynamic-zone components,
 * recursively. Read from the schema alone, so a type without any is never scanned.
 */
export function mayHoldRelationLinks(strapi: Core.Strapi, uid: string, depth = 0): boolean {
  if (depth > MAX_COMPONENT_DEPTH) return false;
  const components = componentSchemas(strapi);
  const schema = contentTypeSchemas(strapi)[uid] ?? components[uid];
  const schemaAttributes = (schema?.attributes ?? {}) as Record<
    string,
    { component?: string; components?: string[] }
  >;
  return Object.entries(modelMeta(strapi, uid).attributes).some(([name, attribute]) => {
    if (!attribute?.joinTable) return false;
    if (contentRelation(strapi, attribute)) return true;
    const own = schemaAttributes[name];
    const children = own?.components ?? (own?.component ? [own.component] : []);
    return children.some(
      (child) => Object.hasOwn(components, child) && mayHoldRelationLinks(strapi, child, depth + 1),
    );
  });
}

/**
 * The relation links of rows of a content type or component, by row id: every relation to a row
 * of a content type through a join table (`@strapi/database` metadata: the owning side only, so a
 * bidirectional relation is read once; morph relations and media are left out), and recursively
 * those of its components and dynamic-zone components (`@strapi/core`
 * `utils/transform-content-types-to-models.js` makes both relations through the `<table>_cmps`
 * join table, on its `field` column), paths indexed by each owner's component order. Straight
 * through knex, in `IN (...)` lists of `OWNER_IDS_PER_QUERY` ids: memory grows with `ownerIds`
 * and their links, never with the table.
 * @param uid a content type or component UID
 * @param ownerIds row ids of that model
 * @throws the database driver's error when a read fails
 */
export async function relationLinks(
  strapi: Core.Strapi,
  uid: string,
  ownerIds: readonly number[],
  depth = 0,
): Promise<Map<number, RelationLink[]>> {
  const byOwner = new Map<number, RelationLink[]>();
  const add = (owner: number, link: RelationLink) => {
    const links = byOwner.get(owner);
    if (links) links.push(link);
    else byOwner.set(owner, [link]);
  };
  if (ownerIds.length === 0 || depth > MAX_COMPONENT_DEPTH) return byOwner;
  const components = componentSchemas(strapi);
  for (const [name, attribute] of Object.entries(modelMeta(strapi, uid).attributes)) {
    const join = attribute?.joinTable;
    if (!attribute || !join) continue;
    const relation = contentRelation(strapi, attribute);
    if (relation) {
      const select = { owner: join.joinColumn.name, target: relation.targetColumn };
      for (const row of await joinRows(strapi, join, select, ownerIds))
        add(Number(row.owner), { path: name, targetUid: relation.targetUid, targetId: Number(row.target) });
      continue;
    }
    const component =
      attribute.target && Object.hasOwn(components, attribute.target) ? attribute.target : null;
    const morph = join.morphColumn;
    const childColumn = morph ? morph.idColumn.name : join.inverseJoinColumn?.name;
    if (attribute.type !== 'relation' || (!component && !morph) || !childColumn) continue;
    const select: Record<string, string> = { owner: join.joinColumn.name, child: childColumn };
    if (morph) select.type = morph.typeColumn.name;
    if (join.orderColumnName) select.order = join.orderColumnName;
    const rows = inOwnerOrder(await joinRows(strapi, join, select, ownerIds), join.orderColumnName);
    // A repeatable component or a dynamic zone names each entry by its index in the owner's order.
    const indexed = Boolean(morph) || attribute.relation === 'oneToMany';
    const childrenByType = new Map<string, Array<{ owner: number; child: number; prefix: string }>>();
    let previous = -1;
    let index = 0;
    for (const row of rows) {
      const owner = Number(row.owner);
      index = owner === previous ? index + 1 : 0;
      previous = owner;
      const type = morph ? String(row.type) : component;
      if (!type || !Object.hasOwn(components, type)) continue;
      const prefix = indexed ? `${name}[${index}].` : `${name}.`;
      const list = childrenByType.get(type) ?? [];
      list.push({ owner, child: Number(row.child), prefix });
      childrenByType.set(type, list);
    }
    for (const [type, children] of childrenByType) {
      const nested = await relationLinks(
        strapi,
        type,
        children.map((entry) => entry.child),
        depth + 1,
      );
      for (const { owner, child, prefix } of children)
        for (const link of nested.get(child) ?? []) add(owner, { ...link, path: `${prefix}${link.path}` });
    }
  }
  return byOwner;
}
