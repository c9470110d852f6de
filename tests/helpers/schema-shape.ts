/**
 * The shape of a JSON Schema, with what two equivalent spellings may differ in taken out, so a
 * hand-written schema (docs/openapi.json) and one generated from zod (`z.toJSONSchema`) compare
 * equal exactly when they describe the same JSON: the same properties, the same required ones, the
 * same types, nullability, enum values, array items and record values. Formats, patterns, bounds,
 * descriptions and `additionalProperties: false` are left out (the integration test
 * tests/integration/openapi-contract.test.ts validates real answers against those).
 */

/** A JSON Schema object as read from JSON (docs/openapi.json or `z.toJSONSchema`). */
export type JsonSchema = { [key: string]: unknown };

/** The comparable shape of a schema. */
export type Shape =
  | {
      kind: 'object';
      nullable: boolean;
      properties: Record<string, Shape>;
      required: string[];
      values?: Shape;
    }
  | { kind: 'array'; nullable: boolean; items: Shape }
  | { kind: 'scalar'; nullable: boolean; types: string[]; enum?: string[] };

/** Resolves a local `$ref` (`#/components/schemas/X`, `#/$defs/X`) against the document it is in. */
function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  let target: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/')) target = (target as JsonSchema | undefined)?.[part];
  if (!target) throw new Error(`Unresolved $ref ${ref}`);
  return resolve(target as JsonSchema, root);
}

const sorted = (values: Iterable<string>) => [...values].sort();

/** Merges `allOf` parts: the union of their properties and of their required lists. */
function mergeAll(parts: Shape[]): Shape {
  const properties: Record<string, Shape> = {};
  const required = new Set<string>();
  for (const part of parts) {
    if (part.kind !== 'object') throw new Error('allOf of a non-object schema');
    Object.assign(properties, part.properties);
    for (const name of part.required) required.add(name);
  }
  return { kind: 'object', nullable: false, properties, required: sorted(required) };
}

/**
 * The shape of `schema`, `$ref`s resolved against `root`.
 * @throws Error on a construct this comparison does not understand (a union of two non-null types)
 */
export function shapeOf(input: JsonSchema, root: JsonSchema): Shape {
  const schema = resolve(input, root);
  if (Array.isArray(schema.allOf)) return mergeAll(schema.allOf.map((part) => shapeOf(part, root)));
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) {
    const others = union.filter((member) => resolve(member, root).type !== 'null');
    if (others.length !== 1) throw new Error(`Unsupported union: ${JSON.stringify(schema)}`);
    return { ...shapeOf(others[0], root), nullable: others.length < union.length };
  }
  const declared = schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string | string[]);
  const values = 'const' in schema ? [schema.const] : (schema.enum as unknown[] | undefined);
  const nullable = declared.includes('null') || (values?.includes(null) ?? false);
  const enumValues = values?.filter((value) => value !== null).map(String);
  // An enum without `type` (docs/openapi.json writes some so) has the type of its values.
  const types = declared.filter((type) => type !== 'null');
  if (types.length === 0 && enumValues?.length)
    types.push(...new Set(values?.filter((v) => v !== null).map((v) => typeof v)));
  const only = types.length === 1 ? types[0] : undefined;
  if (only === 'object' || (!only && (schema.properties || schema.additionalProperties))) {
    const properties = Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => [
        name,
        shapeOf(property, root),
      ]),
    );
    const extra = schema.additionalProperties;
    const record = typeof extra === 'object' && extra !== null && Object.keys(extra).length > 0;
    return {
      kind: 'object',
      nullable,
      properties,
      required: sorted((schema.required ?? []) as string[]),
      ...(record ? { values: shapeOf(extra as JsonSchema, root) } : {}),
    };
  }
  if (only === 'array') return { kind: 'array', nullable, items: shapeOf(schema.items as JsonSchema, root) };
  return {
    kind: 'scalar',
    nullable,
    types: sorted(types),
    ...(enumValues ? { enum: sorted(enumValues) } : {}),
  };
}

/**
 * Every difference between a documented shape and the contract's, one line each, naming the
 * property path (`metadata.site_pages.locales`) and both sides; empty when they agree.
 */
export function shapeDifferences(documented: Shape, contract: Shape, path: string): string[] {
  const at = path || '(root)';
  if (documented.kind !== contract.kind)
    return [`${at}: documented ${documented.kind}, contract ${contract.kind}`];
  const found: string[] = [];
  if (documented.nullable !== contract.nullable)
    found.push(`${at}: documented nullable ${documented.nullable}, contract ${contract.nullable}`);
  if (documented.kind === 'array' && contract.kind === 'array') {
    found.push(...shapeDifferences(documented.items, contract.items, `${path}[]`));
  } else if (documented.kind === 'scalar' && contract.kind === 'scalar') {
    const same = (a?: string[], b?: string[]) => JSON.stringify(a) === JSON.stringify(b);
    if (!same(documented.types, contract.types))
      found.push(`${at}: documented type ${documented.types}, contract ${contract.types}`);
    if (!same(documented.enum, contract.enum))
      found.push(`${at}: documented enum ${documented.enum ?? 'none'}, contract ${contract.enum ?? 'none'}`);
  } else if (documented.kind === 'object' && contract.kind === 'object') {
    const names = new Set([...Object.keys(documented.properties), ...Object.keys(contract.properties)]);
    for (const name of sorted(names)) {
      const inDoc = documented.properties[name];
      const inContract = contract.properties[name];
      const child = path ? `${path}.${name}` : name;
      if (!inDoc) found.push(`${child}: in the contract only`);
      else if (!inContract) found.push(`${child}: documented only`);
      else found.push(...shapeDifferences(inDoc, inContract, child));
    }
    if (documented.required.join() !== contract.required.join())
      found.push(`${at}: documented required [${documented.required}], contract [${contract.required}]`);
    if (documented.values || contract.values) {
      if (!documented.values || !contract.values) found.push(`${at}: record values on one side only`);
      else found.push(...shapeDifferences(documented.values, contract.values, `${path}{}`));
    }
  }
  return found;
}
