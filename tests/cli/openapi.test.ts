import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';
import { installedHasGraphql } from '../helpers/strapi-features';

/**
 * `route-discovery openapi` as a child process against the playground: the OpenAPI 3.1 document of
 * `v1/openapi`, checked by a maintained validator (@seriousme/openapi-schema-validator, run in a
 * child process as it is an ES module), with examples from real published documents, security
 * from the users-permissions access the exposure report gives, the plugin routes, and GraphQL.
 */
let playground: Playground;
let dir: string;
type Operation = {
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; example?: unknown; schema?: unknown }>;
  'x-route-discovery-access'?: string;
  'x-route-discovery-added'?: boolean;
  requestBody?: { content: Record<string, { example?: { query: string } }> };
};
type Document = {
  openapi: string;
  servers: unknown;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};
let document: Document;

/** The validator's verdict on a file: `{ valid, errors }` (its README, "Usage"). */
function validate(file: string): { valid: boolean; errors?: unknown; version?: string } {
  const script = `import { Validator } from '@seriousme/openapi-schema-validator';
const validator = new Validator();
const result = await validator.validate(process.argv[1]);
process.stdout.write(JSON.stringify({ ...result, version: validator.version }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, file], {
      cwd: join(__dirname, '../..'),
      encoding: 'utf8',
    }),
  );
}

beforeAll(async () => {
  buildCli();
  playground = await startPlayground();
  dir = mkdtempSync(join(tmpdir(), 'rd-openapi-'));
  const file = join(dir, 'openapi.json');
  const run = await runCli([
    'openapi',
    '--url',
    playground.baseUrl,
    '--key',
    playground.apiKey,
    '--output',
    file,
  ]);
  expect(run.stderr).toMatch(/route-discovery openapi: \d+ paths written to /);
  expect(run.code).toBe(0);
  document = JSON.parse(readFileSync(file, 'utf8'));
});

afterAll(async () => {
  await playground?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('route-discovery openapi', () => {
  it('writes an OpenAPI 3.1 document the validator accepts', () => {
    const verdict = validate(join(dir, 'openapi.json'));
    process.stdout.write(`openapi validator verdict: ${JSON.stringify(verdict)}\n`);
    expect(verdict).toMatchObject({ valid: true, version: '3.1' });
    expect(document.openapi).toBe('3.1.0');
  });

  it('fills path parameters from a real published document', async () => {
    const published = (await playground.strapi
      .documents('api::article.article')
      .findMany({ status: 'published', locale: 'en' })) as unknown as Array<{ documentId: string }>;
    // Full paths from the app's origin (Strapi's generator keys them without api.rest.prefix).
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const id = document.paths['/api/articles/{id}'].get.parameters?.find(
      (p) => p.in === 'path' && p.name === 'id',
    );
    expect(published.map((a) => a.documentId)).toContain(id?.example);
    // Strapi 5.54.0 declares documentIds UUIDs; the schema now accepts the real value.
    expect(id?.schema).not.toHaveProperty('format', 'uuid');
    expect(id?.schema).toHaveProperty('type', 'string');
  });

  it('gives every route the users-permissions access as security: public routes [], the others bearerAuth', async () => {
    const exposure = (
      await playground.http
        .get('/api/route-discovery/v1/exposure')
        .set('Authorization', `Bearer ${playground.apiKey}`)
        .expect(200)
    ).body as { routes: Array<{ method: string; route: string; access: string }> };
    expect(document.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    let publicRoutes = 0;
    for (const route of exposure.routes) {
      const path = route.route.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?\??/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.route}`, found: Boolean(operation) }).toEqual({
        route: `${route.method} ${route.route}`,
        found: true,
      });
      expect(operation?.security).toEqual(route.access === 'public' ? [] : [{ bearerAuth: [] }]);
      if (route.access === 'public') publicRoutes += 1;
    }
    expect(publicRoutes).toBeGreaterThan(0);
  });

  it('adds the plugin routes and the GraphQL endpoint', () => {
    const plugin = Object.keys(document.paths).find((path) =>
      path.includes('/route-discovery/{version}/openapi'),
    );
    expect(plugin).toBeDefined();
    if (installedHasGraphql()) {
      const graphql = document.paths['/graphql']?.post;
      expect(graphql?.['x-route-discovery-added']).toBe(true);
      expect(graphql?.requestBody?.content['application/json'].example?.query).toMatch(/^query/);
    }
  });

  it('refuses a call without the key (exit code 2)', async () => {
    const run = await runCli(['openapi', '--url', playground.baseUrl, '--key', 'wrong']);
    expect(run.code).toBe(2);
  });
});
