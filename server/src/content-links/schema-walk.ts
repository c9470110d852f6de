import type { Core } from '@strapi/strapi';
import { strapiUtils } from '../strapi-utils';
import { blocksLinks } from './blocks-links';
import { markdownLinks } from './markdown-links';
import { mediaLinks } from './media-links';
import { scalarLink } from './scalar-links';
import type { FoundLink } from './types';
import { componentSchemas, contentTypeSchemas } from '../model/schema';

/** The parts of a content-type or component schema the walk reads. */
export interface LinkModel {
  attributes?: Record<
    string,
    { type?: string; component?: string; components?: string[]; repeatable?: boolean }
  >;
}

/** Components nested deeper than this are not read (Strapi's editor allows far fewer levels). */
const MAX_COMPONENT_DEPTH = 5;

/** Attribute types whose value is a column of the model's own table and may hold links. */
const COLUMN_TYPES = new Set(['blocks', 'richtext', 'string', 'text', 'email']);

/** One attribute of a model: its name and schema. */
export type LinkAttribute = [name: string, attribute: NonNullable<LinkModel['attributes']>[string]];

/** The app's models: content types and components by UID, and Strapi's private-attribute rule. */
export interface ModelLookup {
  model(uid: string): LinkModel | undefined;
  /** Password and private attributes (`@strapi/utils` `contentTypes.isPrivateAttribute`): never read. */
  hidden(model: LinkModel, name: string): boolean;
  /** The model's attributes that are not hidden, in schema order (computed once per model). */
  readable(model: LinkModel): readonly LinkAttribute[];
}

/** A lookup over the running app's content types and components. */
export function modelLookup(strapi: Core.Strapi): ModelLookup {
  const { isPrivateAttribute } = strapiUtils(strapi.dirs.app.root).contentTypes;
  const all: Record<string, LinkModel> = { ...componentSchemas(strapi), ...contentTypeSchemas(strapi) };
  const hidden = (model: LinkModel, name: string) =>
    model.attributes?.[name]?.type === 'password' ||
    isPrivateAttribute(model as Parameters<typeof isPrivateAttribute>[0], name);
  // The walk asks for every attribute of every entry: the rule runs once per model, not per entry.
  const readableByModel = new WeakMap<LinkModel, readonly LinkAttribute[]>();
  return {
    model: (uid) => all[uid],
    hidden,
    readable(model) {
      let readable = readableByModel.get(model);
      if (!readable) {
        readable = Object.entries(model.attributes ?? {}).filter(([name]) => !hidden(model, name));
        readableByModel.set(model, readable);
      }
      return readable;
    },
  };
}

/** Names of a model's link-bearing column attributes that may be read (for the keyset scan). */
export function linkColumns(models: ModelLookup, model: LinkModel): string[] {
  return models
    .readable(model)
    .filter(([, attribute]) => COLUMN_TYPES.has(attribute.type ?? ''))
    .map(([name]) => name);
}

/**
 * The `populate` of a query-engine `findMany` that loads a model's media, components and dynamic
 * zones (recursively), or null when it has none. Media load only their URL fields.
 */
export function linkPopulate(
  models: ModelLookup,
  model: LinkModel,
  depth = 0,
): Record<string, unknown> | null {
  if (depth > MAX_COMPONENT_DEPTH) return null;
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of models.readable(model)) {
    if (attribute.type === 'media')
      populate[name] = { select: ['url', 'formats', 'name', 'alternativeText'] };
    if (attribute.type === 'component' && attribute.component) {
      const nested = linkPopulate(models, models.model(attribute.component) ?? {}, depth + 1);
      populate[name] = nested ? { populate: nested } : true;
    }
    if (attribute.type === 'dynamiczone') {
      const on: Record<string, unknown> = {};
      for (const uid of attribute.components ?? []) {
        const nested = linkPopulate(models, models.model(uid) ?? {}, depth + 1);
        on[uid] = nested ? { populate: nested } : true;
      }
      populate[name] = { on };
    }
  }
  return Object.keys(populate).length ? populate : null;
}

/**
 * The links of one link-bearing column value (`COLUMN_TYPES`): blocks (JSON), richtext (Markdown
 * with raw HTML), or a string, text or email field whose whole value is a URL or address. Other
 * attribute types hold none here. The reference index (server/src/references) reads content links
 * through this function, so both features find the same links.
 * @param type the attribute's type (`blocks`, `richtext`, `string`, `text`, `email`)
 * @param value the column's value as the driver or the query engine returned it
 * @param path the attribute path the links are reported under
 */
export function columnLinks(type: string, value: unknown, path: string): FoundLink[] {
  if (value === null || value === undefined) return [];
  if (type === 'blocks') return blocksLinks(value, path);
  if (type === 'richtext') return markdownLinks(value, path);
  if (COLUMN_TYPES.has(type)) {
    const link = scalarLink(value, path);
    return link ? [link] : [];
  }
  return [];
}

/**
 * Every link in one entry (a document version or a component), attribute by attribute in schema
 * order: blocks, richtext (Markdown with raw HTML), string/text/email holding a URL or address,
 * media, and recursively components (`seo.url`, `cards[1].url`) and dynamic zones
 * (`sections[0].body[4].children[1]`). Hidden attributes are never read; relations are not
 * followed (their documents are listed for themselves when public).
 */
export function entryLinks(
  models: ModelLookup,
  model: LinkModel,
  entry: Record<string, unknown>,
  prefix = '',
  depth = 0,
): FoundLink[] {
  const found: FoundLink[] = [];
  for (const [name, attribute] of models.readable(model)) {
    const value = entry[name];
    if (value === null || value === undefined) continue;
    const path = `${prefix}${name}`;
    switch (attribute.type) {
      case 'blocks':
      case 'richtext':
      case 'string':
      case 'text':
      case 'email':
        found.push(...columnLinks(attribute.type, value, path));
        break;
      case 'media':
        found.push(...mediaLinks(value, path));
        break;
      case 'component': {
        const component = models.model(attribute.component ?? '');
        if (!component || depth >= MAX_COMPONENT_DEPTH) break;
        if (Array.isArray(value)) {
          value.forEach((item, index) =>
            found.push(...entryLinks(models, component, item ?? {}, `${path}[${index}].`, depth + 1)),
          );
        } else if (typeof value === 'object') {
          found.push(
            ...entryLinks(models, component, value as Record<string, unknown>, `${path}.`, depth + 1),
          );
        }
        break;
      }
      case 'dynamiczone':
        if (!Array.isArray(value) || depth >= MAX_COMPONENT_DEPTH) break;
        value.forEach((item: Record<string, unknown> | null, index) => {
          const component = models.model(String(item?.__component ?? ''));
          if (component && item)
            found.push(...entryLinks(models, component, item, `${path}[${index}].`, depth + 1));
        });
        break;
      default:
        break;
    }
  }
  return found;
}
