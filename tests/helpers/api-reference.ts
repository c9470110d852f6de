import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapi from '../../docs/openapi.json';
import routes from '../../server/src/routes';

/**
 * docs/api.md read as the API reference tests check it: its `## <METHOD> <path>` sections, their
 * Answers lines, examples and field tables, beside docs/openapi.json's operations and the routes
 * the plugin registers.
 */

export const ROOT = resolve(__dirname, '..', '..');
export const API_DOC = readFileSync(resolve(ROOT, 'docs', 'api.md'), 'utf8');

/** Where Strapi mounts the plugin's routes: content API under `/api/<plugin id>`, admin routes under `/<plugin id>`. */
export const CONTENT_API_BASE = '/api/route-discovery';
export const ADMIN_BASE = '/route-discovery';
/** The version docs/api.md documents. */
export const VERSION = 'v1';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export type JsonSchema = { [key: string]: unknown };

/** One `## <METHOD> <path>` section of docs/api.md: its heading's route and its text up to the next `## `. */
export interface EndpointSection {
  route: string;
  body: string;
}

/** The Markdown text with fenced code blocks kept (examples are read from them) and split into `## ` sections. */
export function endpointSections(markdown: string): EndpointSection[] {
  const sections: { heading: string; lines: string[] }[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (!fenced && line.startsWith('## ')) sections.push({ heading: line.slice(3).trim(), lines: [] });
    else sections.at(-1)?.lines.push(line);
  }
  const methods = HTTP_METHODS.join('|');
  return sections
    .filter(({ heading }) => new RegExp(`^(${methods}) /`).test(heading))
    .map(({ heading, lines }) => ({ route: heading, body: lines.join('\n') }));
}

/** `<METHOD> <path>` of every route the plugin registers (server/src/routes), as Strapi mounts them (`:id` written `{id}`). */
export function pluginRoutes(): string[] {
  const contentApi = routes['content-api'].routes.map(
    (route) =>
      `${route.method} ${CONTENT_API_BASE}${route.path.replace('/:version', `/${VERSION}`).replace(/:(\w+)/g, '{$1}')}`,
  );
  const admin = routes.admin.routes.map((route) => `${route.method} ${ADMIN_BASE}${route.path}`);
  return [...contentApi, ...admin];
}

/** An operation of docs/openapi.json under the route docs/api.md names it by. */
export interface Operation {
  route: string;
  operation: JsonSchema;
}

/** Every operation of docs/openapi.json (`/{version}/x` read as `/api/route-discovery/v1/x`). */
export function openapiOperations(): Operation[] {
  return Object.entries(openapi.paths as Record<string, Record<string, JsonSchema>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method.toUpperCase() as (typeof HTTP_METHODS)[number]))
      .map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${CONTENT_API_BASE}${path.replace('/{version}', `/${VERSION}`)}`,
        operation,
      })),
  );
}

/** Resolves a local `$ref` against `root` (docs/openapi.json, or a zod JSON Schema with `$defs`). */
export function deref(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  let target: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/')) target = (target as JsonSchema)[part];
  return deref(target as JsonSchema, root);
}

/** The schemas a value of `schema` may match at the top: itself, or each member of its `allOf`/`anyOf`/`oneOf`. */
export function alternatives(schema: JsonSchema, root: JsonSchema): JsonSchema[] {
  const resolved = deref(schema, root);
  const parts = [resolved.allOf, resolved.anyOf, resolved.oneOf].flatMap((list) =>
    Array.isArray(list) ? (list as JsonSchema[]) : [],
  );
  return [resolved, ...parts.flatMap((part) => alternatives(part, root))];
}

/** The top-level property names of an object schema (over its `allOf`/`anyOf`/`oneOf` members). */
export function topLevelProperties(schema: JsonSchema, root: JsonSchema): Set<string> {
  return new Set(
    alternatives(schema, root).flatMap((part) =>
      Object.keys((part.properties as JsonSchema | undefined) ?? {}),
    ),
  );
}

/** Every property name anywhere in a schema: nested objects, array items, record values. */
export function allProperties(
  schema: JsonSchema,
  root: JsonSchema,
  seen = new Set<JsonSchema>(),
): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const resolved = deref(node as JsonSchema, root);
    if (seen.has(resolved)) return;
    seen.add(resolved);
    for (const [name, child] of Object.entries((resolved.properties as JsonSchema | undefined) ?? {})) {
      names.add(name);
      visit(child);
    }
    for (const key of ['items', 'additionalProperties']) visit(resolved[key]);
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      if (Array.isArray(resolved[key])) (resolved[key] as unknown[]).forEach(visit);
    }
  };
  visit(schema);
  return names;
}

/** The JSON response schemas of an operation's 2xx answers. */
export function successSchemas(operation: JsonSchema): JsonSchema[] {
  const responses = operation.responses as Record<string, JsonSchema>;
  return Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([, response]) => (response.content as Record<string, JsonSchema> | undefined)?.['application/json'])
    .filter((media): media is JsonSchema => media !== undefined)
    .map((media) => media.schema as JsonSchema);
}

/** The request body's JSON schema of an operation, if it takes one. */
export function requestSchema(operation: JsonSchema): JsonSchema[] {
  const body = operation.requestBody as JsonSchema | undefined;
  const media = (body?.content as Record<string, JsonSchema> | undefined)?.['application/json'];
  return media ? [media.schema as JsonSchema] : [];
}

/** The `json` fenced blocks of a section, parsed. */
export function jsonExamples(body: string): unknown[] {
  return [...body.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]) as unknown);
}

/** The status codes of a section's `**Answers**:` line. */
export function answersLine(body: string): string[] | null {
  const start = body.indexOf('**Answers**:');
  if (start < 0) return null;
  const line = body.slice(start).split(/\.\s|\.$|\n\n/)[0];
  return [...line.matchAll(/\b([1-5]\d\d)\b/g)].map((match) => match[1]);
}

/** The first cells (backticked names) of the section's tables whose header's first cell is `field`. */
export function fieldTableNames(body: string): string[] {
  const names: string[] = [];
  let inFieldTable = false;
  for (const line of body.split('\n')) {
    if (!line.startsWith('|')) {
      inFieldTable = false;
      continue;
    }
    const firstCell = line.split('|')[1].trim();
    if (/^field$/.test(firstCell)) inFieldTable = true;
    else if (inFieldTable && !/^-+$/.test(firstCell)) {
      for (const match of firstCell.matchAll(/`([a-z_]+)`/g)) names.push(match[1]);
    }
  }
  return names;
}

export const sections = endpointSections(API_DOC);
/** The section of a route (`GET /api/route-discovery/v1/x`), if docs/api.md has one. */
export const sectionOf = (route: string) => sections.find((section) => section.route === route);
export const operations = openapiOperations();
