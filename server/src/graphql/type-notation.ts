import type { SchemaArgument, SchemaType, ServedSchema } from './schema-source';

/**
 * Reading GraphQL types through their SDL notation (`String(type)`: `[Article!]!`), so the plugin
 * needs no `graphql` package of its own (graphql-js prints wrapping types this way, GraphQL spec
 * section 2.11 "Type References").
 */

/** The named type inside list and non-null wrappers: `Article` of `[Article!]!`. */
export function namedTypeName(type: SchemaType): string {
  return String(type).replace(/[[\]!]/g, '');
}

/** Whether an argument must be given: a non-null type without a default value. */
export function isRequiredArgument(argument: SchemaArgument): boolean {
  return String(argument.type).endsWith('!') && argument.defaultValue === undefined;
}

/** Kind of a named type as this plugin needs it: fields to select, a union, or a leaf value. */
export function typeShape(schema: ServedSchema, name: string): 'object' | 'union' | 'leaf' {
  const type = schema.getType(name);
  if (type && typeof type.getFields === 'function') return 'object';
  if (type && typeof type.getTypes === 'function') return 'union';
  return 'leaf';
}
