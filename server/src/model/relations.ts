import type { Core } from '@strapi/strapi';

/**
 * A relation's join table in Strapi's database metadata (`@strapi/database` `JoinTable`,
 * `OrderedJoinTable` and `MorphJoinTable` in one shape: a morph join table names its owner by
 * `morphColumn` and has no `inverseJoinColumn`).
 */
export interface JoinTableMeta {
  name: string;
  joinColumn: { name: string; referencedColumn: string };
  inverseJoinColumn?: { name: string };
  morphColumn?: { idColumn: { name: string }; typeColumn: { name: string } };
  /** Fixed column values that select this relation's rows (`field` of a component join table, ...). */
  on?: Record<string, unknown>;
  orderBy?: Record<string, 'asc' | 'desc'>;
  /** Join-table column ordering a to-many link, first related row first. */
  orderColumnName?: string;
}

/**
 * One attribute of Strapi's database metadata as the relation readers see it: `@strapi/database`
 * types it as a union of scalar and relation kinds, read here as one shape whose fields each
 * reader tests before use.
 */
export interface AttributeMeta {
  type?: string;
  /** `oneToOne`, `manyToOne`, `morphMany`, ... for a relation. */
  relation?: string;
  /** The related model's UID. */
  target?: string;
  /** The attribute of the target through which a morph relation points back. */
  morphBy?: string;
  joinTable?: JoinTableMeta;
  columnName?: string;
  /** Set on the inverse side of a bidirectional relation: the owning side's attribute. */
  mappedBy?: string;
}

/** A model (content type or component) of Strapi's database metadata: its table and attributes. */
export interface ModelMeta {
  tableName: string;
  attributes: Record<string, AttributeMeta | undefined>;
}

/**
 * The database metadata of a content type or component (`strapi.db.metadata`, `@strapi/database`
 * `Meta`): table name, column names (long identifiers shortened) and relations with their join
 * tables.
 * @throws when Strapi has no model of that UID (check `strapi.db.metadata.has` first)
 */
export function modelMeta(strapi: Core.Strapi, uid: string): ModelMeta {
  return strapi.db.metadata.get(uid);
}
