/**
 * How a place's label (`field_label`, docs/decisions/0240-document-and-field-names.md) writes a
 * Blocks node, shared by the server that writes labels and the admin that shows them in its
 * language: a node is its type, dashes as spaces, and its number among siblings of that type
 * ("paragraph 2", "list item 1"), parts joined by `FIELD_LABEL_SEPARATOR`.
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

/** One part of a label: a Blocks node (type and number), or text shown as it is. */
export type FieldLabelPart = { node: BlockNodeType; number: number } | { text: string };

const NODE_PART = new RegExp(
  `^(${BLOCK_NODE_TYPES.map((type) => type.replace(/-/g, ' ')).join('|')}) ([1-9]\\d*)$`,
);

/**
 * A label's parts, Blocks nodes recognised by the form `blockNodePart` writes. A label an admin
 * chose that reads exactly like a node ("link 2", lower case) is read as one: the server's own
 * attribute labels start with a capital, so only such a chosen label can.
 */
export function fieldLabelParts(label: string): FieldLabelPart[] {
  return label.split(FIELD_LABEL_SEPARATOR).map((part) => {
    const node = NODE_PART.exec(part);
    return node
      ? { node: node[1].replace(/ /g, '-') as BlockNodeType, number: Number(node[2]) }
      : { text: part };
  });
}
