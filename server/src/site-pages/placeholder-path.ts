import type { Core } from '@strapi/strapi';
import { attributeOf, attributeUse } from '../model/readable-attributes';
import { DOCUMENT_PLACEHOLDERS } from './pattern-syntax';
import { contentTypeSchema } from '../model/schema';
import { modelMeta } from '../model/relations';

/**
 * One step of a dot path: from a row of one table to the first linked row of another, through
 * Strapi's join table (relations and components both have one: `@strapi/core`
 * `dist/utils/transform-content-types-to-models.js`, `@strapi/database` `dist/metadata/relations.js`).
 */
export interface RelationHop {
  /** The attribute followed, e.g. `category`. */
  attribute: string;
  joinTable: string;
  /** Join-table column holding the source row's id. */
  sourceColumn: string;
  /** Join-table column holding the target row's id. */
  targetColumn: string;
  /** Extra equality on the join table (a component's `field` column). */
  on: Record<string, unknown>;
  /** Join-table column ordering a to-many link (first related row first), if any. */
  orderColumn: string | null;
  targetUid: string;
  targetTable: string;
  /** `published_at` column of a draft-and-publish target: only published rows are followed. */
  targetPublishedColumn: string | null;
}

/** What a placeholder names, once resolved against the schema. */
export type ResolvedPlaceholder =
  | { kind: 'document'; name: string }
  | { kind: 'column'; name: string }
  | { kind: 'path'; name: string; hops: RelationHop[]; column: string }
  | { kind: 'unfillable'; name: string; reason: string }
  | { kind: 'invalid'; name: string; issue: string };

const TO_ONE = new Set(['oneToOne', 'manyToOne']);

const metaOf = modelMeta;

/** Whether a content type has draft and publish (components never do). */
function hasDraftAndPublish(strapi: Core.Strapi, uid: string): boolean {
  return contentTypeSchema(strapi, uid)?.options?.draftAndPublish === true;
}

/** The hop through one relation or single component, or why it cannot be followed. */
function hopThrough(
  strapi: Core.Strapi,
  uid: string,
  attribute: string,
  allowToMany: boolean,
): RelationHop | string {
  const declared = attributeOf(strapi, uid, attribute) as { type?: string; repeatable?: boolean } | undefined;
  const meta = metaOf(strapi, uid).attributes[attribute];
  // A morph join table (no `inverseJoinColumn`) names its targets by type and id: not a hop either.
  const inverse = meta?.joinTable?.inverseJoinColumn;
  if (
    declared?.type === 'media' ||
    declared?.type === 'dynamiczone' ||
    !meta?.joinTable ||
    !meta.target ||
    !inverse
  ) {
    return `[${attribute}] of ${uid} is a ${declared?.type ?? 'link'} that a pattern cannot follow (relations and single components only)`;
  }
  if (!allowToMany && !TO_ONE.has(meta.relation ?? '')) {
    return `[${attribute}] of ${uid} is a to-many ${declared?.type === 'component' ? 'repeatable component' : 'relation'}; a pattern follows to-one relations and single components only`;
  }
  const target = metaOf(strapi, meta.target);
  const published = hasDraftAndPublish(strapi, meta.target) ? target.attributes.publishedAt : undefined;
  return {
    attribute,
    joinTable: meta.joinTable.name,
    sourceColumn: meta.joinTable.joinColumn.name,
    targetColumn: inverse.name,
    on: meta.joinTable.on ?? {},
    orderColumn: meta.joinTable.orderColumnName ?? null,
    targetUid: meta.target,
    targetTable: target.tableName,
    targetPublishedColumn: published ? (published.columnName ?? 'published_at') : null,
  };
}

/**
 * Resolves one placeholder of a content type's pattern: `[documentId]`/`[locale]`, an attribute
 * of the type, or a dot path whose every step but the last is a to-one relation or a single
 * component and whose last step is a readable scalar (not private, not a password). A path that
 * ends on a relation or component (`[category]`) is accepted but unfillable (`site_url: ""` with a
 * reason); an unknown name, a hidden attribute or a to-many step is `invalid` (a boot error).
 * @param allowToMany follow to-many links too, taking the first linked row (webtools aliases)
 */
export function resolvePlaceholder(
  strapi: Core.Strapi,
  uid: string,
  name: string,
  allowToMany = false,
): ResolvedPlaceholder {
  if (DOCUMENT_PLACEHOLDERS.has(name)) return { kind: 'document', name };
  const steps = name.split('.');
  const hops: RelationHop[] = [];
  let current = uid;
  for (const [index, step] of steps.entries()) {
    const use = attributeUse(strapi, current, step);
    const last = index === steps.length - 1;
    // `[slug] is ...` for a plain attribute, `[category.slug]: slug is ...` for a step of a path.
    const subject = steps.length === 1 ? `[${name}]` : `[${name}]: ${step}`;
    if (use === 'unknown') {
      return {
        kind: 'invalid',
        name,
        issue: `${subject} is not an attribute of ${current} (placeholders name an attribute, a dot path through to-one relations and components, [documentId] or [locale])`,
      };
    }
    if (use === 'hidden') {
      return {
        kind: 'invalid',
        name,
        issue: `${subject} is a private or password attribute of ${current}; its value never leaves the server`,
      };
    }
    if (use === 'readable') {
      if (!last)
        return { kind: 'invalid', name, issue: `[${name}]: ${step} of ${current} is not a relation` };
      if (hops.length === 0) return { kind: 'column', name };
      const column = metaOf(strapi, current).attributes[step]?.columnName ?? step;
      return { kind: 'path', name, hops, column };
    }
    const hop = hopThrough(strapi, current, step, allowToMany);
    if (typeof hop === 'string') return { kind: 'invalid', name, issue: `[${name}]: ${hop}` };
    if (last) {
      return {
        kind: 'unfillable',
        name,
        reason: `[${name}] names a relation or component, not a value (use a dot path such as [${name}.slug])`,
      };
    }
    hops.push(hop);
    current = hop.targetUid;
  }
  return { kind: 'invalid', name, issue: `[${name}] is empty` };
}
