import { blockNodePart, FIELD_LABEL_SEPARATOR, mediaFormatPart } from '@route-discovery/contract';
import type { DocumentNaming } from './document-names';

/**
 * Field paths as the Content Manager's edit view labels them: `content[0].children[1]` →
 * "Content › paragraph 1 › link 1", `sections[2].body` → "Sections › Text block 1 › Body",
 * `cover.formats.small` → "Cover › small format" (decision 0240). An attribute reads as its
 * edit-view label (`metadatas.<name>.edit.label`) when the configuration sets one, else as its
 * name with a capital; a dynamic-zone entry or repeatable component as the component's display
 * name and its number among entries of that component; a blocks node as its type and its number
 * among siblings of that type (the node types of `@strapi/content-manager`'s Blocks editor:
 * paragraph, heading, list, list-item, quote, code, image, link), written by the contract's
 * `blockNodePart` so the admin can name it in its language (`fieldLabelParts`); a media format by
 * `mediaFormatPart`, likewise. Numbers count from 1.
 */

/** The schema parts the labelling reads: attributes with their type and component(s). */
export interface LabelSchema {
  attributes?: Record<string, { type?: string; component?: string; repeatable?: boolean }>;
}

/** Schemas of content types and components by UID, and the Content Manager's naming of them. */
export interface LabelModels {
  schema(uid: string): LabelSchema | undefined;
  naming: DocumentNaming;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `name[1][2]` → `['name', [1, 2]]`. */
function segmentsOf(path: string): Array<[string, number[]]> {
  return path.split('.').map((segment) => {
    const name = segment.replace(/\[\d+\]/g, '');
    const indexes = [...segment.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    return [name, indexes];
  });
}

const capitalised = (name: string) => (name ? name[0].toUpperCase() + name.slice(1) : name);

/** A JSON column's value: drivers return parsed JSON (PostgreSQL) or its text (SQLite, MySQL). */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/**
 * The item's name and its number among the siblings before it with the same name, as `part`
 * writes them (`<name> <n>` by default); its position number when it has no name.
 */
function numbered(
  siblings: unknown[],
  index: number,
  nameOf: (item: unknown) => string | null,
  part: (name: string, number: number) => string = (name, number) => `${name} ${number}`,
): string {
  const name = nameOf(siblings[index]);
  if (!name) return String(index + 1);
  let count = 0;
  for (let at = 0; at <= index; at += 1) if (nameOf(siblings[at]) === name) count += 1;
  return part(name, count);
}

const blockType = (node: unknown): string | null =>
  isNode(node) && typeof node.type === 'string' ? node.type : null;

/**
 * The label of one field path of an entry (`FIELD_LABEL_SEPARATOR` between its parts). Never throws: a
 * segment the schema or the value cannot name is written as it is in the path.
 * @param path a field path as content links and references write it (`sections[0].body[4].children[1]`)
 * @param uid the content type (or component) the path starts in
 * @param entry the entry's values, when at hand: they name dynamic-zone entries and blocks nodes
 */
export function fieldPathLabel(path: string, uid: string, models: LabelModels, entry?: unknown): string {
  const parts: string[] = [];
  const segments = segmentsOf(path);
  let model: string | null = uid;
  let value: unknown = entry;
  let blocks = false;
  let media = false;
  for (let at = 0; at < segments.length; at += 1) {
    const [name, indexes] = segments[at];
    const schema: LabelSchema | undefined = model ? models.schema(model) : undefined;
    const attribute: NonNullable<LabelSchema['attributes']>[string] | null =
      schema?.attributes && Object.hasOwn(schema.attributes, name) ? schema.attributes[name] : null;
    if (blocks && name === 'children') {
      for (const index of indexes) {
        const siblings: unknown[] = isNode(value) && Array.isArray(value.children) ? value.children : [];
        parts.push(numbered(siblings, index, blockType, blockNodePart));
        value = siblings[index];
      }
      continue;
    }
    if (media && name === 'formats' && at + 1 < segments.length) {
      parts.push(mediaFormatPart(segments[at + 1][0]));
      at += 1;
      continue;
    }
    if (!model || !attribute) {
      parts.push(
        segments
          .slice(at)
          .map(([raw, list]) => raw + list.map((i) => `[${i}]`).join(''))
          .join('.'),
      );
      break;
    }
    parts.push(models.naming.model(model).labels[name] ?? capitalised(name));
    value = isNode(value) ? value[name] : undefined;
    const [index] = indexes;
    if (attribute.type === 'blocks') {
      const list = parsed(value);
      const siblings = Array.isArray(list) ? list : [];
      if (index !== undefined) parts.push(numbered(siblings, index, blockType, blockNodePart));
      value = index === undefined ? undefined : siblings[index];
      blocks = true;
      model = null;
    } else if (attribute.type === 'component' || attribute.type === 'dynamiczone') {
      const list = Array.isArray(value) ? value : [];
      const componentOf = (item: unknown): string | null =>
        attribute.type === 'component'
          ? (attribute.component ?? null)
          : isNode(item)
            ? String(item.__component ?? '')
            : null;
      if (index !== undefined) {
        const display = (item: unknown) => {
          const component = componentOf(item);
          return component ? models.naming.model(component).displayName : null;
        };
        parts.push(numbered(list, index, display));
        value = list[index];
      }
      model = componentOf(value) || null;
    } else if (attribute.type === 'media') {
      if (index !== undefined) parts.push(String(index + 1));
      media = true;
      model = null;
    } else {
      model = null;
    }
  }
  return parts.join(FIELD_LABEL_SEPARATOR);
}
