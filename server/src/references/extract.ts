import type { Core } from '@strapi/strapi';
import { columnLinks, linkDocumentResolver, modelLookup } from '../content-links';
import type { LinkDocumentResolver, LinkModel, ModelLookup } from '../content-links';
import type { ContentTypeInfo } from '../model/content-types';
import type { VersionRow } from '../model/document-versions';
import { MAX_PATH, type ReferenceRecord } from './tables';

/** Components nested deeper than this are not read (as the content-links walk: schema-walk.ts). */
const MAX_DEPTH = 5;

/** The attribute fields the reference walk reads (`@strapi/types` schema attributes). */
interface RefAttribute {
  type?: string;
  relation?: string;
  target?: string;
  mappedBy?: string;
  component?: string;
  components?: string[];
  joinColumn?: { referencedColumn?: string };
}

/** A document another document's change may rewrite references of: its type and documentId. */
export interface DocumentKey {
  uid: string;
  documentId: string;
}

/** What reads references: the app's models, the link-to-document rule, and populates by model. */
export interface ReferenceReader {
  models: ModelLookup;
  links: LinkDocumentResolver;
  /** The query-engine populate that loads a content type's references (`referencePopulate`). */
  populate(uid: string): Record<string, unknown>;
}

/**
 * A relation to another content type. Not references: morph relations (to any type); a relation
 * joined on `document_id` (i18n's `localizations`, `@strapi/i18n` `register.js`: the same
 * document's versions the query did not load, so what it holds depends on how versions are read:
 * docs/decisions/0159-publish-round-trips.md).
 */
function isDocumentRelation(strapi: Core.Strapi, attribute: RefAttribute): boolean {
  return (
    attribute.type === 'relation' &&
    typeof attribute.target === 'string' &&
    !String(attribute.relation ?? '').startsWith('morph') &&
    attribute.joinColumn?.referencedColumn !== 'document_id' &&
    strapi.db.metadata.has(attribute.target)
  );
}

const readable = (models: ModelLookup, model: LinkModel) =>
  models.readable(model) as ReadonlyArray<[string, RefAttribute]>;

/** The populate of one model's relations, media, components and dynamic zones (`depth` levels). */
function populateOf(strapi: Core.Strapi, models: ModelLookup, model: LinkModel, depth: number) {
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of readable(models, model)) {
    if (isDocumentRelation(strapi, attribute)) {
      const target = strapi.db.metadata.get(attribute.target as string);
      const select = ['id', 'documentId', 'locale'].filter(
        (field) => field === 'id' || target.attributes[field],
      );
      populate[name] = { select };
    } else if (attribute.type === 'media') {
      populate[name] = { select: ['id'] };
    } else if (attribute.type === 'component' && attribute.component && depth < MAX_DEPTH) {
      const nested = populateOf(strapi, models, models.model(attribute.component) ?? {}, depth + 1);
      populate[name] = Object.keys(nested).length ? { populate: nested } : true;
    } else if (attribute.type === 'dynamiczone' && depth < MAX_DEPTH) {
      const on: Record<string, unknown> = {};
      for (const uid of attribute.components ?? []) {
        const nested = populateOf(strapi, models, models.model(uid) ?? {}, depth + 1);
        on[uid] = Object.keys(nested).length ? { populate: nested } : true;
      }
      populate[name] = { on };
    }
  }
  return populate;
}

/** Column types whose links may name a document (an e-mail address never does). */
const DOCUMENT_LINK_COLUMNS = new Set(['blocks', 'richtext', 'string', 'text']);

/** Whether a model (its components and dynamic zones too) may reference a document of `target`. */
function mayReference(
  strapi: Core.Strapi,
  models: ModelLookup,
  model: LinkModel,
  target: string,
  depth: number,
): boolean {
  return readable(models, model).some(([, attribute]) => {
    if (isDocumentRelation(strapi, attribute)) return attribute.target === target && !attribute.mappedBy;
    if (DOCUMENT_LINK_COLUMNS.has(attribute.type ?? '')) return true;
    if (depth >= MAX_DEPTH) return false;
    const components =
      attribute.type === 'component'
        ? [attribute.component ?? '']
        : attribute.type === 'dynamiczone'
          ? (attribute.components ?? [])
          : [];
    return components.some((uid) => mayReference(strapi, models, models.model(uid) ?? {}, target, depth + 1));
  });
}

/**
 * The content types among `uids` whose documents may reference a document of `target`: a relation
 * to it (at any depth), or a text column whose links may name it. A write around the document
 * service to any other type cannot change what references `target`.
 */
export function typesReferencing(strapi: Core.Strapi, uids: readonly string[], target: string): Set<string> {
  const { models } = referenceReader(strapi);
  return new Set(uids.filter((uid) => mayReference(strapi, models, models.model(uid) ?? {}, target, 0)));
}

const readers = new WeakMap<Core.Strapi, ReferenceReader>();

/** The reference reader of an instance, built once (schemas and routes are fixed after boot). */
export function referenceReader(strapi: Core.Strapi): ReferenceReader {
  let reader = readers.get(strapi);
  if (reader) return reader;
  const models = modelLookup(strapi);
  const populates = new Map<string, Record<string, unknown>>();
  reader = {
    models,
    links: linkDocumentResolver(strapi),
    populate(uid) {
      const populate = populates.get(uid) ?? populateOf(strapi, models, models.model(uid) ?? {}, 0);
      populates.set(uid, populate);
      return populate;
    },
  };
  readers.set(strapi, reader);
  return reader;
}

/** Items of a populated to-one or to-many value, with their path. */
function items(value: unknown, path: string): Array<[Record<string, unknown>, string]> {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      item && typeof item === 'object' ? [[item as Record<string, unknown>, `${path}[${index}]`]] : [],
    ) as Array<[Record<string, unknown>, string]>;
  }
  return value && typeof value === 'object' ? [[value as Record<string, unknown>, path]] : [];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Every reference of one document version (docs/api.md, "References"): relations (to-one and
 * to-many, in components and dynamic zones too), media, and links in content (the content-links
 * walkers: `columnLinks`), in schema order. Inverse sides of relations (`mappedBy`) are the other
 * document's references and are not listed; the documents they name are added to `related`, as
 * a change of this document may rewrite theirs. Private and password attributes are never read.
 * @param row the version, populated with `reader.populate(type.uid)`
 * @param related collects the documents this version's inverse relations name
 */
export function versionReferences(
  strapi: Core.Strapi,
  reader: ReferenceReader,
  type: ContentTypeInfo,
  row: VersionRow,
  related?: DocumentKey[],
): ReferenceRecord[] {
  const locale = type.localized ? text(row.locale) : '';
  const published = row.publishedAt ? 1 : 0;
  const found: ReferenceRecord[] = [];
  // Every field written out, no object spread: spreading the differently shaped `fields` took
  // the engine's slow path, most of the extraction's time in a CPU profile (decision 0159).
  const add = (fields: Partial<ReferenceRecord> & Pick<ReferenceRecord, 'reference_kind' | 'target_kind'>) =>
    found.push({
      source_uid: type.uid,
      source_document_id: row.documentId,
      source_locale: locale,
      source_published: published,
      field_path: fields.field_path ?? '',
      link_text: fields.link_text ?? '',
      reference_kind: fields.reference_kind,
      target_kind: fields.target_kind,
      target_uid: fields.target_uid ?? '',
      target_id: fields.target_id ?? '',
      target_locale: fields.target_locale ?? '',
      target_url: fields.target_url ?? '',
    });
  const walk = (model: LinkModel, entry: Record<string, unknown>, prefix: string, depth: number) => {
    for (const [name, attribute] of readable(reader.models, model)) {
      const value = entry[name];
      if (value === null || value === undefined) continue;
      const path = `${prefix}${name}`.slice(0, MAX_PATH);
      if (isDocumentRelation(strapi, attribute)) {
        for (const [item, itemPath] of items(value, path)) {
          if (typeof item.documentId !== 'string') continue;
          if (attribute.mappedBy) {
            if (depth === 0) related?.push({ uid: attribute.target as string, documentId: item.documentId });
            continue;
          }
          add({
            reference_kind: 'relation',
            target_kind: 'document',
            field_path: itemPath,
            target_uid: attribute.target as string,
            target_id: item.documentId,
            target_locale: text(item.locale),
          });
        }
      } else if (attribute.type === 'media') {
        for (const [item, itemPath] of items(value, path)) {
          if (item.id === undefined || item.id === null) continue;
          add({
            reference_kind: 'media',
            target_kind: 'file',
            field_path: itemPath,
            target_id: String(item.id),
          });
        }
      } else if (attribute.type === 'component') {
        const component = reader.models.model(attribute.component ?? '');
        if (!component || depth >= MAX_DEPTH) continue;
        const many = Array.isArray(value);
        items(value, path).forEach(([item, itemPath]) =>
          walk(component, item, many ? `${itemPath}.` : `${path}.`, depth + 1),
        );
      } else if (attribute.type === 'dynamiczone') {
        if (!Array.isArray(value) || depth >= MAX_DEPTH) continue;
        for (const [item, itemPath] of items(value, path)) {
          const component = reader.models.model(text(item.__component));
          if (component) walk(component, item, `${itemPath}.`, depth + 1);
        }
      } else {
        for (const link of columnLinks(attribute.type ?? '', value, path)) {
          const document = reader.links(link.url, locale || null);
          add({
            reference_kind: 'link',
            target_kind: document ? 'document' : 'url',
            field_path: link.fieldPath.slice(0, MAX_PATH),
            link_text: link.text,
            target_uid: document?.uid ?? '',
            target_id: document?.documentId ?? '',
            target_locale: document?.locale ?? '',
            target_url: link.url.slice(0, MAX_PATH),
          });
        }
      }
    }
  };
  walk(reader.models.model(type.uid) ?? {}, row, '', 0);
  return found;
}
