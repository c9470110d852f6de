/**
 * How a place's label (`field_label`, docs/decisions/0240-document-and-field-names.md) writes a
 * Blocks node and a media format, shared by the server that writes labels and the admin that
 * shows them in its language: a node is its type, dashes as spaces, and its number among siblings
 * of that type ("paragraph 2", "list item 1"); a format is its name then "format" ("small
 * format"); parts joined by `FIELD_LABEL_SEPARATOR`.
 */

/** The separator between the parts of a label. */
export const FIELD_LABEL_SEPARATOR = ' › ';

/**
 * The node types of Strapi's Blocks editor (`@strapi/content-manager`
 * `admin/src/pages/EditView/components/FormInputs/BlocksInput/Blocks/*`), and `text`, its leaves.
 */
export const BLOCK_NODE_TYPES = [
  'paragraph',
  'heading',
  'list',
  'list-item',
  'quote',
  'code',
  'image',
  'link',
  'text',
] as const;
/** A Blocks node type the admin names in its language. */
export type BlockNodeType = (typeof BLOCK_NODE_TYPES)[number];

/** A node's part of a label: `list-item`, 2 → "list item 2". */
export const blockNodePart = (type: string, number: number): string => `${type.replace(/-/g, ' ')} ${number}`;

/**
 * A media format's part of a label: `small` → "small format". The name is the upload plugin's
 * format key (`thumbnail`, or a breakpoint of its `breakpoints` config: `small`, `medium`,
 * `large` by default), kept as written in every language.
 */
export const mediaFormatPart = (name: string): string => `${name} format`;

/** One part of a label: a Blocks node (type and number), a media format (its name), or text shown as it is. */
export type FieldLabelPart = { node: BlockNodeType; number: number } | { format: string } | { text: string };

/** A format part: a key that starts lower case or with a digit (the server's attribute labels start with a capital). */
const FORMAT_PART = /^([a-z0-9][\w-]*) format$/;

const NODE_PART = new RegExp(
  `^(${BLOCK_NODE_TYPES.map((type) => type.replace(/-/g, ' ')).join('|')}) ([1-9]\\d*)$`,
);

/**
 * A label's parts, Blocks nodes and media formats recognised by the forms `blockNodePart` and
 * `mediaFormatPart` write. A label an admin chose that reads exactly like one ("link 2", "hero
 * format", lower case) is read as one: the server's own attribute labels start with a capital,
 * so only such a chosen label can.
 */
export function fieldLabelParts(label: string): FieldLabelPart[] {
  return label.split(FIELD_LABEL_SEPARATOR).map((part) => {
    const node = NODE_PART.exec(part);
    if (node) return { node: node[1].replace(/ /g, '-') as BlockNodeType, number: Number(node[2]) };
    const format = FORMAT_PART.exec(part);
    return format ? { format: format[1] } : { text: part };
  });
}
