import { plainLinkText } from './link-text';
import { mixesFormatUrls } from './media-status';
import type { FoundLink } from './types';

/**
 * Deepest node the walker descends to: Strapi's editor nests lists a few levels; a deeper value is
 * not an editor's and is not read further (no stack overflow on hostile JSON).
 */
const MAX_DEPTH = 64;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of a node's descendants (`text` leaves), in order. */
function textOf(node: Node, depth: number): string {
  if (depth > MAX_DEPTH) return '';
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.children)) return '';
  return node.children.map((child) => (isNode(child) ? textOf(child, depth + 1) : '')).join('');
}

/**
 * Links of a Strapi 5 blocks value (the JSON the Blocks editor saves: an array of blocks, each
 * with `children`; `@strapi/content-manager` `admin/src/pages/EditView/components/FormInputs/BlocksInput`):
 * every `link` node (`url`, its text) and every `image` block (`image.url`, its alternative text).
 * A link's own children are its text and are not searched for links. Never throws; a value that
 * is not blocks yields nothing.
 * @param value the attribute's value as read from the database (parsed JSON, or a JSON string)
 * @param basePath the attribute path, e.g. `content` or `sections[0].body`
 * @returns links in document order, each with its path, e.g. `content[1].children[2]`
 */
export function blocksLinks(value: unknown, basePath: string): FoundLink[] {
  const found: FoundLink[] = [];
  const visit = (node: Node, path: string, depth: number) => {
    if (node.type === 'link' && typeof node.url === 'string') {
      found.push({ url: node.url.trim(), fieldPath: path, text: plainLinkText(textOf(node, depth)) });
      return;
    }
    if (node.type === 'image' && isNode(node.image) && typeof node.image.url === 'string') {
      const alt = typeof node.image.alternativeText === 'string' ? node.image.alternativeText : '';
      const url = node.image.url.trim();
      const link: FoundLink = { url, fieldPath: path, text: plainLinkText(alt) };
      if (mixesFormatUrls(url, node.image.formats)) link.mixedFormats = true;
      found.push(link);
      return;
    }
    if (depth >= MAX_DEPTH || !Array.isArray(node.children)) return;
    const { children } = node;
    for (let index = 0; index < children.length; index += 1) {
      const child: unknown = children[index];
      // A text leaf (most nodes) holds no link: its path is not built.
      if (isNode(child) && (child.type === 'link' || child.type === 'image' || Array.isArray(child.children)))
        visit(child, `${path}.children[${index}]`, depth + 1);
    }
  };
  const blocks = parsedJson(value);
  if (!Array.isArray(blocks)) return found;
  blocks.forEach((block, index) => {
    if (isNode(block)) visit(block, `${basePath}[${index}]`, 1);
  });
  return found;
}

/** A JSON column's value: drivers return parsed JSON (PostgreSQL) or its text (SQLite, MySQL). */
export function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
