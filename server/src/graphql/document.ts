import type { SchemaField, ServedSchema } from './schema-source';
import { isRequiredArgument, namedTypeName, typeShape } from './type-notation';

/** Nested selection levels a generated document uses at most, whatever the configured depthLimit. */
const MAX_NESTING = 3;

/**
 * The selection set of a type: its leaf fields without required arguments; a type without leaf
 * fields selects its object fields one level down (a connection's `nodes` and `pageInfo`), while
 * `levels` allows; a union selects `__typename`.
 * @returns `{ a b }`, or '' when nothing can be selected within `levels`
 */
function selectionOf(schema: ServedSchema, typeName: string, levels: number): string {
  const shape = typeShape(schema, typeName);
  if (shape === 'leaf') return '';
  if (shape === 'union' || levels <= 0) return shape === 'union' ? '{ __typename }' : '';
  const fields = Object.values(schema.getType(typeName)?.getFields?.() ?? {}).filter(
    (field) => !field.name.startsWith('__') && !field.args.some(isRequiredArgument),
  );
  const leaves = fields.filter((field) => typeShape(schema, namedTypeName(field.type)) === 'leaf');
  if (leaves.length) return `{ ${leaves.map((field) => field.name).join(' ')} }`;
  const nested = fields
    .filter((field) => typeShape(schema, namedTypeName(field.type)) === 'object')
    .map((field) => {
      const inner = selectionOf(schema, namedTypeName(field.type), levels - 1);
      return inner ? `${field.name} ${inner}` : '';
    })
    .filter(Boolean);
  return nested.length ? `{ ${nested.join(' ')} }` : '';
}

/**
 * A ready-to-send query document for a root field, e.g.
 * `query Article($documentId: ID!) { article(documentId: $documentId) { documentId title } }`.
 * Arguments named in `variableNames` become variables of their declared type; the selection
 * stays within `depthLimit` (graphql-depth-limit counts the root field as depth 0 and each nested
 * selection set as one more; `null` = no limit).
 * @returns the document, or '' when no selection fits
 */
export function queryDocument(
  schema: ServedSchema,
  field: SchemaField,
  variableNames: readonly string[],
  depthLimit: number | null,
): string {
  const levels = Math.min(MAX_NESTING, depthLimit === null ? MAX_NESTING : depthLimit);
  const returned = namedTypeName(field.type);
  const selection = typeShape(schema, returned) === 'leaf' ? '' : selectionOf(schema, returned, levels);
  if (typeShape(schema, returned) !== 'leaf' && !selection) return '';
  const declared = field.args.filter((arg) => variableNames.includes(arg.name));
  const definitions = declared.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = declared.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const head = definitions
    ? `query ${operationName(field.name)}(${definitions})`
    : `query ${operationName(field.name)}`;
  return `${head} { ${field.name}${call ? `(${call})` : ''}${selection ? ` ${selection}` : ''} }`;
}

/** An operation name for a field (`articles_connection` -> `Articles_connection`): GraphQL names allow it. */
function operationName(fieldName: string): string {
  return `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}`;
}
