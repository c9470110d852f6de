import Ajv2020 from 'ajv/dist/2020';
import openapi from '../../docs/openapi.json';
import type { CoreRoute, ExposureResponse } from '@route-discovery/contract';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appRequire } from '../helpers/app';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * The exposure audit on a production boot with Strapi's MCP server and both OpenAPI endpoints on,
 * production reports enabled and a short discovery API key: every core row and finding is checked
 * against what the app really answers.
 */
const ENDPOINT = '/api/route-discovery/v1/exposure';
const SHORT_KEY = 'rd-short-key-0123456789';

let playground: Playground;

async function audit(): Promise<ExposureResponse> {
  const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${SHORT_KEY}`);
  expect(response.status).toBe(200);
  return response.body as ExposureResponse;
}

const row = (rows: CoreRoute[], method: string, route: string) =>
  rows.find((entry) => entry.method === method && entry.route === route);

/**
 * Whether the booted app's `@strapi/core` has the MCP server (5.5x) and the OpenAPI HTTP endpoints
 * (read from its files at collection time, before the app boots; the plugin itself detects routes).
 */
const coreHas = (file: string) =>
  existsSync(join(dirname(appRequire.resolve('@strapi/core/package.json')), 'dist', file));
const hasMcp = () => coreHas('services/mcp/index.js');
const hasOpenApiEndpoints = () => coreHas('services/server/openapi.js');
const onlyWhere = (present: () => boolean) => (present() ? it : it.skip);

beforeAll(async () => {
  playground = await startPlayground({
    env: {
      NODE_ENV: 'production',
      DISCOVERY_ENABLE_PRODUCTION_REPORTS: 'true',
      DISCOVERY_API_KEY: SHORT_KEY,
      PLAYGROUND_MCP_ENABLED: 'true',
      PLAYGROUND_OPENAPI_CONTENT_API: 'public',
      PLAYGROUND_OPENAPI_ADMIN: 'authenticated',
    },
  });
});

afterAll(async () => {
  await playground?.stop();
});

describe('core routes with MCP and OpenAPI on', () => {
  onlyWhere(hasMcp)(
    'classifies POST /mcp as admin tokens only, and it refuses anonymous and admin-session callers',
    async () => {
      const { core_routes: core } = await audit();
      expect(row(core, 'POST', '/mcp')).toMatchObject({ api: 'server', access: 'admin-token' });
      const anonymous = await playground.http
        .post('/mcp')
        .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
      expect(anonymous.status).toBe(401);
      const session = await playground.http
        .post('/mcp')
        .set('Authorization', `Bearer ${await playground.adminToken()}`)
        .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
      expect(session.status).toBe(401);
    },
  );

  onlyWhere(hasMcp)(
    'describes the other /mcp methods as public by design: they answer 405 to anyone',
    async () => {
      const { core_routes: core } = await audit();
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
        expect(row(core, method, '/mcp')).toMatchObject({ access: 'public-by-design' });
      }
      expect((await playground.http.get('/mcp')).status).toBe(405);
    },
  );

  onlyWhere(hasOpenApiEndpoints)(
    'classifies the OpenAPI documents: content API public, admin for authenticated admins',
    async () => {
      const { core_routes: core } = await audit();
      expect(row(core, 'GET', '/api/openapi.json')).toMatchObject({ api: 'content-api', access: 'public' });
      expect(row(core, 'GET', '/admin/openapi.json')).toMatchObject({ api: 'admin', access: 'admin' });
      const document = await playground.http.get('/api/openapi.json');
      expect(document.status).toBe(200);
      expect((document.body as { openapi?: string }).openapi).toMatch(/^3\./);
      expect((await playground.http.get('/admin/openapi.json')).status).toBe(401);
      const asAdmin = await playground.http
        .get('/admin/openapi.json')
        .set('Authorization', `Bearer ${await playground.adminToken()}`);
      expect(asAdmin.status).toBe(200);
    },
  );
});

describe('minors without MCP or the OpenAPI endpoints', () => {
  it('list no row and no finding for a surface the app does not mount', async () => {
    const { core_routes: core, findings } = await audit();
    if (!hasMcp()) {
      expect(core.filter((entry) => entry.route === '/mcp')).toEqual([]);
      expect((await playground.http.post('/mcp')).status).toBe(404);
    }
    if (!hasOpenApiEndpoints()) {
      expect(core.filter((entry) => entry.route.endsWith('/openapi.json'))).toEqual([]);
      expect(findings.map((finding) => finding.rule)).not.toContain('public-openapi');
    }
    expect(core.length).toBeGreaterThan(0);
  });
});

describe('findings of a production boot', () => {
  it('matches docs/openapi.json with the core rows and new findings in', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(openapi, 'openapi');
    const validate = ajv.getSchema('openapi#/components/schemas/ExposureResponse');
    expect(validate?.(await audit())).toBe(true);
    expect(validate?.errors ?? []).toEqual([]);
  });

  onlyWhere(hasOpenApiEndpoints)('reports the public OpenAPI document outside development', async () => {
    const { findings } = await audit();
    expect(findings.find((finding) => finding.rule === 'public-openapi')).toMatchObject({
      severity: 'medium',
      subject: 'GET /api/openapi.json',
    });
  });

  it('reports the short key with production reports on, never the key itself', async () => {
    const { findings } = await audit();
    expect(findings.find((finding) => finding.rule === 'short-report-key')).toMatchObject({
      severity: 'medium',
      subject: 'plugin::route-discovery',
    });
    expect(JSON.stringify(findings)).not.toContain(SHORT_KEY);
  });
});
