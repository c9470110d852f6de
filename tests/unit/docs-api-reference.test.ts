import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  exportUrlResponseSchema,
  monitorAdminRunResponseSchema,
  monitorScheduleResponseSchema,
  referenceIndexResponseSchema,
  reportConfigSchema,
  urlChangesResponseSchema,
  usedInResponseSchema,
} from '@route-discovery/contract';
import { z } from 'zod';
import openapi from '../../docs/openapi.json';
import routes from '../../server/src/routes';

const ROOT = resolve(__dirname, '..', '..');
const API_DOC = readFileSync(resolve(ROOT, 'docs', 'api.md'), 'utf8');

/** Where Strapi mounts the plugin's routes: content API under `/api/<plugin id>`, admin routes under `/<plugin id>`. */
const CONTENT_API_BASE = '/api/route-discovery';
const ADMIN_BASE = '/route-discovery';
/** The version docs/api.md documents. */
const VERSION = 'v1';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type JsonSchema = { [key: string]: unknown };

/** One `## <METHOD> <path>` section of docs/api.md: its heading's route and its text up to the next `## `. */
interface EndpointSection {
  route: string;
  body: string;
}

/** The Markdown text with fenced code blocks kept (examples are read from them) and split into `## ` sections. */
function endpointSections(markdown: string): EndpointSection[] {
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
function pluginRoutes(): string[] {
  const contentApi = routes['content-api'].routes.map(
    (route) =>
      `${route.method} ${CONTENT_API_BASE}${route.path.replace('/:version', `/${VERSION}`).replace(/:(\w+)/g, '{$1}')}`,
  );
  const admin = routes.admin.routes.map((route) => `${route.method} ${ADMIN_BASE}${route.path}`);
  return [...contentApi, ...admin];
}

/** An operation of docs/openapi.json under the route docs/api.md names it by. */
interface Operation {
  route: string;
  operation: JsonSchema;
}

/** Every operation of docs/openapi.json (`/{version}/x` read as `/api/route-discovery/v1/x`). */
function openapiOperations(): Operation[] {
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
function deref(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  let target: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/')) target = (target as JsonSchema)[part];
  return deref(target as JsonSchema, root);
}

/** The schemas a value of `schema` may match at the top: itself, or each member of its `allOf`/`anyOf`/`oneOf`. */
function alternatives(schema: JsonSchema, root: JsonSchema): JsonSchema[] {
  const resolved = deref(schema, root);
  const parts = [resolved.allOf, resolved.anyOf, resolved.oneOf].flatMap((list) =>
    Array.isArray(list) ? (list as JsonSchema[]) : [],
  );
  return [resolved, ...parts.flatMap((part) => alternatives(part, root))];
}

/** The top-level property names of an object schema (over its `allOf`/`anyOf`/`oneOf` members). */
function topLevelProperties(schema: JsonSchema, root: JsonSchema): Set<string> {
  return new Set(
    alternatives(schema, root).flatMap((part) =>
      Object.keys((part.properties as JsonSchema | undefined) ?? {}),
    ),
  );
}

/** Every property name anywhere in a schema: nested objects, array items, record values. */
function allProperties(schema: JsonSchema, root: JsonSchema, seen = new Set<JsonSchema>()): Set<string> {
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
function successSchemas(operation: JsonSchema): JsonSchema[] {
  const responses = operation.responses as Record<string, JsonSchema>;
  return Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([, response]) => (response.content as Record<string, JsonSchema> | undefined)?.['application/json'])
    .filter((media): media is JsonSchema => media !== undefined)
    .map((media) => media.schema as JsonSchema);
}

/** The request body's JSON schema of an operation, if it takes one. */
function requestSchema(operation: JsonSchema): JsonSchema[] {
  const body = operation.requestBody as JsonSchema | undefined;
  const media = (body?.content as Record<string, JsonSchema> | undefined)?.['application/json'];
  return media ? [media.schema as JsonSchema] : [];
}

/** The `json` fenced blocks of a section, parsed. */
function jsonExamples(body: string): unknown[] {
  return [...body.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]) as unknown);
}

/** The status codes of a section's `**Answers**:` line. */
function answersLine(body: string): string[] | null {
  const start = body.indexOf('**Answers**:');
  if (start < 0) return null;
  const line = body.slice(start).split(/\.\s|\.$|\n\n/)[0];
  return [...line.matchAll(/\b([1-5]\d\d)\b/g)].map((match) => match[1]);
}

/** The first cells (backticked names) of the section's tables whose header's first cell is `field`. */
function fieldTableNames(body: string): string[] {
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

/** The contract schema of each admin route's answer (admin routes are not in docs/openapi.json). */
const ADMIN_ROUTE_SCHEMAS: Record<string, z.ZodType> = {
  [`GET ${ADMIN_BASE}/report-config`]: z.object({ data: reportConfigSchema }),
  [`POST ${ADMIN_BASE}/export-url`]: exportUrlResponseSchema,
  [`GET ${ADMIN_BASE}/used-in`]: usedInResponseSchema,
  [`GET ${ADMIN_BASE}/url-changes`]: urlChangesResponseSchema,
  [`POST ${ADMIN_BASE}/url-changes`]: urlChangesResponseSchema,
  [`GET ${ADMIN_BASE}/reference-index`]: referenceIndexResponseSchema,
  [`POST ${ADMIN_BASE}/reference-index/rebuild`]: referenceIndexResponseSchema,
  [`GET ${ADMIN_BASE}/monitor/schedule`]: monitorScheduleResponseSchema,
  [`PUT ${ADMIN_BASE}/monitor/schedule`]: monitorScheduleResponseSchema,
  [`POST ${ADMIN_BASE}/monitor/runs`]: monitorAdminRunResponseSchema,
};

const sections = endpointSections(API_DOC);
const sectionOf = (route: string) => sections.find((section) => section.route === route);
const operations = openapiOperations();

describe('docs/api.md, the API reference', () => {
  it('has one section per route the plugin registers, and none for a route it does not', () => {
    const documented = sections.map((section) => section.route);
    expect(documented.length).toBeGreaterThan(15);
    expect([...documented].sort()).toEqual([...pluginRoutes()].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('documents every operation of docs/openapi.json, and openapi.json every content-API route', () => {
    const contentApiSections = sections
      .map((s) => s.route)
      .filter((route) => route.includes(CONTENT_API_BASE));
    expect(operations.map((o) => o.route).sort()).toEqual(contentApiSections.sort());
  });

  it("lists, in each content-API section's Answers line, the statuses docs/openapi.json declares", () => {
    const disagreements = operations.flatMap(({ route, operation }) => {
      const listed = answersLine(sectionOf(route)?.body ?? '');
      const declared = Object.keys(operation.responses as JsonSchema).sort();
      return JSON.stringify(listed?.slice().sort()) === JSON.stringify(declared)
        ? []
        : [
            `${route}: api.md ${listed?.join(', ') ?? 'no Answers line'}; openapi.json ${declared.join(', ')}`,
          ];
    });
    expect(disagreements).toEqual([]);
  });

  it('names every top-level member of each answer, and shows no member the schema lacks', () => {
    const root = openapi as unknown as JsonSchema;
    const problems = operations.flatMap(({ route, operation }) => {
      const body = sectionOf(route)?.body ?? '';
      const schemas = successSchemas(operation);
      const members = new Set(schemas.flatMap((schema) => [...topLevelProperties(schema, root)]));
      const unnamed = [...members].filter(
        (member) => !body.includes(`\`${member}\``) && !body.includes(`"${member}"`),
      );
      const shown = jsonExamples(body).flatMap((example) =>
        example && typeof example === 'object' && !Array.isArray(example) ? Object.keys(example) : [],
      );
      const requestMembers = new Set(
        requestSchema(operation).flatMap((s) => [...topLevelProperties(s, root)]),
      );
      const unknown = shown.filter((key) => !members.has(key) && !requestMembers.has(key));
      return [
        ...unnamed.map((member) => `${route}: member ${member} of the answer is not named`),
        ...unknown.map((key) => `${route}: example shows ${key}, which the answer's schema does not have`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("lists in each section's field tables only fields of that route's schemas", () => {
    const root = openapi as unknown as JsonSchema;
    const problems = operations.flatMap(({ route, operation }) => {
      const body = sectionOf(route)?.body ?? '';
      const known = new Set(
        [...successSchemas(operation), ...requestSchema(operation)].flatMap((s) => [
          ...allProperties(s, root),
        ]),
      );
      return fieldTableNames(body)
        .filter((name) => !known.has(name))
        .map((name) => `${route}: field ${name}`);
    });
    expect(fieldTableNames(sectionOf(`GET ${CONTENT_API_BASE}/v1/backend-urls`)?.body ?? '')).toContain(
      'resolved_route',
    );
    expect(problems).toEqual([]);
  });

  it("names every top-level member of each admin route's answer in the contract", () => {
    const problems = Object.entries(ADMIN_ROUTE_SCHEMAS).flatMap(([route, schema]) => {
      const jsonSchema = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
      const body = sectionOf(route)?.body;
      if (body === undefined) return [`${route}: no section`];
      const members = [...topLevelProperties(jsonSchema, jsonSchema)];
      const nested = members.includes('data')
        ? [...topLevelProperties((jsonSchema.properties as Record<string, JsonSchema>).data, jsonSchema)]
        : [];
      return [...members, ...nested]
        .filter((member) => !body.includes(member))
        .map((member) => `${route}: member ${member} is not named`);
    });
    expect(problems).toEqual([]);
  });
});
