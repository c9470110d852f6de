/**
 * Infers safe values for a route's required query parameters from its request schema. Strapi 5
 * routes declare `request.query` as a record of zod schemas (`@strapi/core`
 * `dist/core-api/routes/index.js`); zod 4 keeps a schema's definition under `_zod.def`.
 */

interface ZodLike {
  safeParse(value: unknown): { success: boolean };
  _zod?: { def?: ZodDef };
  _def?: ZodDef;
}

interface ZodDef {
  type?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
  innerType?: ZodLike;
  in?: ZodLike;
  options?: ZodLike[];
  defaultValue?: unknown;
}

const isSchema = (value: unknown): value is ZodLike =>
  !!value && typeof value === 'object' && typeof (value as ZodLike).safeParse === 'function';

const definitionOf = (schema: ZodLike): ZodDef => schema._zod?.def ?? schema._def ?? {};

/** Candidate values by schema kind: enum's first member, literal, default, boolean false. */
function candidates(schema: ZodLike, depth = 0): unknown[] {
  if (depth > 8) return [];
  const def = definitionOf(schema);
  switch (def.type) {
    case 'enum':
      return Object.values(def.entries ?? {}).slice(0, 1);
    case 'literal':
      return (def.values ?? []).slice(0, 1);
    case 'boolean':
      return [false];
    case 'default':
    case 'prefault':
      return [
        typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue,
      ];
    case 'union':
      return (def.options ?? []).flatMap((option) => candidates(option, depth + 1));
    case 'pipe':
      return def.in ? candidates(def.in, depth + 1) : [];
    default:
      return def.innerType ? candidates(def.innerType, depth + 1) : [];
  }
}

/** Result of inference: values for every required parameter, or the names that could not be filled. */
export interface QueryInference {
  values: Record<string, string>;
  unresolved: string[];
}

/**
 * Fills each required query parameter with a value its schema accepts. Optional parameters (the
 * schema accepts `undefined`) are left out. A parameter is required only when it is a zod schema.
 * @param query the route's `request.query` record, or undefined
 */
export function inferQueryParams(query: Record<string, unknown> | undefined): QueryInference {
  const result: QueryInference = { values: {}, unresolved: [] };
  for (const [name, schema] of Object.entries(query ?? {})) {
    if (!isSchema(schema) || schema.safeParse(undefined).success) continue;
    const accepted = candidates(schema)
      .filter((value) => ['string', 'number', 'boolean'].includes(typeof value))
      // A query string carries strings only, so the schema must accept the string form.
      .find((value) => schema.safeParse(String(value)).success);
    if (accepted === undefined) result.unresolved.push(name);
    else result.values[name] = String(accepted);
  }
  return result;
}
