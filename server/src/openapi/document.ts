import type { ExposureReport, FrontendUrlRow, GraphqlOperationRow } from '@route-discovery/contract';
import type { OpenApiDocument } from './strapi-generator';

/** What the document is built from: the plugin's discovery of the running app. */
export interface OpenApiInputs {
  /** Strapi's own generator's document (`generatedDocument`, a copy), or null. */
  generated: OpenApiDocument | null;
  /** `api.rest.prefix`, e.g. `/api`. */
  restPrefix: string;
  /** Content-API routes with their users-permissions access (`v1/exposure` `routes`). */
  routes: ExposureReport['routes'];
  /** The first testable `frontend-urls` row of each handler (filled from a published document). */
  examples: ReadonlyMap<string, FrontendUrlRow>;
  /** The GraphQL endpoint and its first query, when the app has the GraphQL plugin. */
  graphql: { endpoint: string; example: GraphqlOperationRow | null } | null;
  /** `info.version` when Strapi's generator gave none. */
  appVersion: string;
}

type Operation = Record<string, unknown> & { parameters?: Parameter[] };
type Parameter = { name: string; in: string; example?: unknown; schema?: unknown; required?: boolean };

/** `/api/articles/:id` -> `/api/articles/{id}` (a Koa parameter's regex, `:id(\\d+)`, dropped). */
export function openApiPath(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?\??/g, '{$1}');
}

/** Path parameter values of `resolved` aligned on the segments of `route` (`:id` -> the value). */
function pathValues(route: string, resolved: string): Record<string, string> {
  const names = route.split('/');
  const values = resolved.split('?')[0].split('/');
  const found: Record<string, string> = {};
  if (names.length !== values.length) return found;
  names.forEach((segment, index) => {
    const name = /^:([A-Za-z0-9_]+)/.exec(segment)?.[1];
    if (name) found[name] = decodeURIComponent(values[index]);
  });
  return found;
}

/**
 * Strapi's generator keys paths without `api.rest.prefix` (`/articles/{id}`) under a server URL of
 * `''` unless `openapi.servers` is configured; the plugin's paths are full (`/api/articles/{id}`,
 * `/graphql` beside them), so the generator's paths get the prefix and the one server is the app's
 * origin (`/`): a tool given the app's URL requests the right paths.
 */
function withFullPaths(document: OpenApiDocument, prefix: string): void {
  const paths = document.paths ?? {};
  document.paths = Object.fromEntries(
    Object.entries(paths).map(([key, item]) => [
      prefix && !key.startsWith(`${prefix}/`) && key !== prefix ? `${prefix}${key}` : key,
      item,
    ]),
  );
  document.servers = [{ url: '/', description: "The app's origin; paths start with api.rest.prefix" }];
}

/**
 * A path parameter whose schema refuses the real value: Strapi 5.54.0's generator declares `id` a
 * UUID (`format: uuid` and a pattern), while documentIds are 24-character cuid2 strings. The
 * schema keeps its type and description and loses the format and pattern that real documents fail,
 * so a schema-driven tester generates values of the right shape and the example is valid.
 */
function acceptExample(parameter: Parameter): void {
  const schema = parameter.schema as { pattern?: string; format?: string } | undefined;
  if (!schema || typeof parameter.example !== 'string') return;
  let fails = false;
  try {
    fails = schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(parameter.example);
  } catch {
    fails = true;
  }
  if (fails || schema.format === 'uuid') {
    const { pattern: _pattern, format: _format, ...rest } = schema;
    parameter.schema = rest;
  }
}

/** Fills an operation's parameters with the example row's values (path and query). */
function addExamples(operation: Operation, route: string, row: FrontendUrlRow | undefined): void {
  const parameters = operation.parameters ?? [];
  for (const name of route.match(/:([A-Za-z0-9_]+)/g)?.map((p) => p.slice(1)) ?? []) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  if (row) {
    const values = pathValues(route, row.resolved_url || row.url);
    for (const parameter of parameters) {
      if (parameter.in === 'path' && values[parameter.name] !== undefined) {
        parameter.example = values[parameter.name];
        acceptExample(parameter);
      }
    }
    for (const [name, value] of Object.entries(row.query_params)) {
      const existing = parameters.find((p) => p.in === 'query' && p.name === name);
      if (existing) existing.example = value;
      else
        parameters.push({ name, in: 'query', required: false, schema: { type: 'string' }, example: value });
    }
  }
  if (parameters.length > 0) operation.parameters = parameters;
}

/**
 * The OpenAPI 3.1 document of the content API as discovered (docs/api.md, "OpenAPI document"):
 * Strapi's generated document when there is one, with, for every content-API route the plugin
 * discovered, its parameters filled from a real published document as `example`, its
 * users-permissions access as `security` (`[]` for a public route, else `bearerAuth`, as Strapi's
 * generator does from 5.50.2, strapi/strapi#26948), the routes the generator left out (plugin and
 * custom routes, marked `x-route-discovery-added: true`), and the GraphQL endpoint. Pure.
 */
export function buildOpenApiDocument(inputs: OpenApiInputs): OpenApiDocument {
  const document: OpenApiDocument = inputs.generated ?? {};
  withFullPaths(document, inputs.restPrefix);
  document.openapi = '3.1.0';
  const info = (document.info ?? {}) as Record<string, unknown>;
  document.info = { ...info, title: info.title ?? 'Content API', version: info.version ?? inputs.appVersion };
  const paths = (document.paths ??= {});
  const components = (document.components ??= {}) as Record<string, Record<string, unknown>>;
  components.securitySchemes = {
    ...components.securitySchemes,
    bearerAuth: { type: 'http', scheme: 'bearer', description: 'A users-permissions JWT or an API token' },
  };
  for (const route of inputs.routes) {
    const method = route.method.toLowerCase();
    const full = openApiPath(route.route);
    let operation = paths[full]?.[method] as Operation | undefined;
    if (!operation) {
      operation = {
        operationId: `${method} ${full}`,
        summary: route.handler || `${route.method} ${route.route}`,
        responses: { '200': { description: 'OK' } },
        'x-route-discovery-added': true,
      };
      (paths[full] ??= {})[method] = operation;
    }
    operation.security = route.access === 'public' ? [] : [{ bearerAuth: [] }];
    operation['x-route-discovery-access'] = route.access;
    addExamples(operation, route.route, inputs.examples.get(`${route.method} ${route.handler}`));
  }
  if (inputs.graphql) addGraphql(paths, inputs.graphql);
  return document;
}

/** The GraphQL endpoint as one POST operation with its first query as the request body's example. */
function addGraphql(
  paths: NonNullable<OpenApiDocument['paths']>,
  graphql: NonNullable<OpenApiInputs['graphql']>,
): void {
  const example = graphql.example
    ? { query: graphql.example.document, variables: graphql.example.variables }
    : { query: '{ __typename }' };
  const item = (paths[graphql.endpoint] ??= {});
  // The endpoint is a content-API route of the exposure report too: its operation (and security)
  // stays; the request body and its example are added.
  item.post = {
    operationId: 'post graphql',
    summary: 'GraphQL endpoint (@strapi/plugin-graphql)',
    responses: { '200': { description: 'A GraphQL result (errors too answer HTTP 200)' } },
    security: [{ bearerAuth: [] }, {}],
    ...item.post,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['query'],
            properties: { query: { type: 'string' }, variables: { type: 'object' } },
          },
          example,
        },
      },
    },
  };
}
