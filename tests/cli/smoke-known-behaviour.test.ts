import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { buildCli, runCli } from '../helpers/cli';

/**
 * Known Strapi behaviour (issue 33, item 6) through the real CLI. The server is a fake on
 * 127.0.0.1 posing as Strapis of two versions, which the playground (one Strapi, 5.54.0) cannot be
 * (docs/decisions/0161-known-strapi-behaviour.md), and as a super admin's 500 the playground does not
 * give (its real 500 is tests/cli/smoke-relation-refusal.test.ts).
 * Its backend-urls list Strapi's content-manager relation route, which answers 500 to anyone, with
 * Strapi's error body. Who the admin credentials are comes from `/admin/users/me` (`roles`): the
 * bug is Strapi's answer to its own refusal, so it is named only for admin credentials Strapi may
 * refuse a field (docs/decisions/0196-known-behaviour-only-where-it-can-hold.md).
 */
let server: Server;
let base: string;
let strapiVersion = '5.54.0';
let dir: string;
/** Whether the fake lists a preview row of a localized single type in a non-default locale (strapi/strapi#27262). */
let withPreview = false;

/** A preview row (docs/decisions/0154-preview-urls.md) of a single type in `fr`, whose default locale has no document. */
const PREVIEW_ROW = {
  url: '/preview/home?locale=fr',
  source: 'preview',
  page_type: 'api::homepage.homepage',
  page_title: 'Accueil',
  name: 'admin.preview.config.handler',
  resolved_url: '/preview/home?locale=fr',
  query_params: {},
  is_testable: true,
  skip_reason: '',
  method: 'GET',
  locale: 'fr',
  status: 'draft',
};

const RELATION_ROUTE = '/content-manager/relations/:model/:targetField';
/** The session token the fake's `/admin/login` hands out (a JWT's shape). */
const SESSION = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl';
/** The role `/admin/users/me` names for any credential. */
let role = { id: 2, name: 'Editor', code: 'strapi-editor' };

beforeAll(async () => {
  buildCli();
  dir = mkdtempSync(join(tmpdir(), 'rd-known-'));
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/api/route-discovery/v1/frontend-urls')
      return json(200, { urls: withPreview ? [PREVIEW_ROW] : [] });
    if (path === '/api/route-discovery/v1/exposure' && withPreview)
      return json(200, {
        routes: [],
        findings: [],
        content_types: [{ uid: 'api::homepage.homepage', kind: 'singleType', public_actions: [] }],
      });
    if (path === '/preview/home') return json(200, {});
    if (path === '/api/route-discovery/v1/backend-urls')
      return json(200, {
        urls: [
          {
            route: RELATION_ROUTE,
            name: 'plugin::content-manager.relations.findAvailable',
            namespace: 'plugin::content-manager',
            has_parameters: true,
            view_name: '',
            page_type: '',
            is_testable: true,
            skip_reason: '',
            resolved_route: '/content-manager/relations/api::article.article/category',
            method: 'GET',
          },
        ],
      });
    if (path === '/api/route-discovery/v1/platform')
      return json(200, {
        platform: { runtime: { cms_version: strapiVersion, node_version: '20.20.2' } },
        metadata: { package_version: '0.1.0' },
      });
    if (path === '/admin/login') return json(200, { data: { accessToken: SESSION } });
    if (path === '/admin/users/me') {
      if (!request.headers.authorization) return json(401, { data: null, error: { status: 401 } });
      return json(200, { data: { id: 1, email: 'admin@example.com', roles: [role] } });
    }
    if (path.startsWith('/content-manager/relations/'))
      return json(500, {
        data: null,
        error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' },
      });
    return json(404, { data: null, error: { status: 404 } });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => server?.close(closed));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const words =
  'known Strapi behaviour strapi/strapi#28194 (relation reads answer 500 instead of 403) on Strapi 5.54.0: upgrade to 5.61.0 or later';

describe('smoke: a failure a known Strapi bug explains', () => {
  it('stays a failure (exit code 1) whose line names the Strapi issue and the version to upgrade to', async () => {
    strapiVersion = '5.54.0';
    const reports = ['json', 'markdown', 'junit'].map((f) => ['--report', `${f}=${join(dir, `run.${f}`)}`]);
    // An admin token: its ability is the token's own permissions, which Strapi may refuse a field.
    const run = await runCli([
      'smoke',
      '--url',
      base,
      '--key',
      'k',
      '--admin-token',
      'a1b2c3',
      '--quiet',
      ...reports.flat(),
    ]);
    expect(run.code).toBe(1);
    const said = "HTTP 500; Strapi's error: Internal Server Error";
    expect(run.stdout).toContain(
      `FAIL backend GET /content-manager/relations/api::article.article/category (plugin::content-manager.relations.findAvailable): ${said}; ${words}`,
    );
    // The request without credentials never reaches the controller: that 500 is the app's.
    expect(run.stdout).toContain(
      "FAIL auth GET /content-manager/relations/api::article.article/category (plugin::content-manager.relations.findAvailable): HTTP 500, expected 401 or 403; Strapi's error: Internal Server Error; the app's failure, not strapi/strapi#28194 (relation reads answer 500 instead of 403): Strapi answers a request without admin credentials 401 before the controller",
    );
    const report = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'));
    const schema = JSON.parse(
      readFileSync(resolve(__dirname, '../../packages/cli/schema/report.schema.json'), 'utf8'),
    );
    const validate = new Ajv2020({ allErrors: true, formats: { 'date-time': true } }).compile(schema);
    expect(validate(report) ? [] : validate.errors).toEqual([]);
    const backend = report.results.find((result: { scope: string }) => result.scope === 'backend');
    expect(backend.known_strapi_behaviour).toEqual({
      issue: 'strapi/strapi#28194',
      url: 'https://github.com/strapi/strapi/issues/28194',
      summary: 'relation reads answer 500 instead of 403',
      fixed_in: '5.61.0',
      strapi_version: '5.54.0',
    });
    expect(report.results.filter((result: object) => 'known_strapi_behaviour' in result)).toHaveLength(1);
    expect(readFileSync(join(dir, 'run.markdown'), 'utf8')).toContain(words);
    expect(readFileSync(join(dir, 'run.junit'), 'utf8')).toContain(words);

    // merge-reports writes the same words into its streamed JUnit.
    const merged = await runCli([
      'merge-reports',
      join(dir, 'run.json'),
      '--report',
      `junit=${join(dir, 'merged.xml')}`,
    ]);
    expect(merged.code).toBe(1);
    expect(readFileSync(join(dir, 'merged.xml'), 'utf8')).toContain(words);
  });

  it("names no Strapi bug for a super admin's 500: the failure is the app's, with Strapi's message", async () => {
    strapiVersion = '5.54.0';
    role = { id: 1, name: 'Super Admin', code: 'strapi-super-admin' };
    try {
      const json = join(dir, 'super.json');
      const run = await runCli([
        'smoke',
        '--url',
        base,
        '--key',
        'k',
        '--admin-email',
        'admin@example.com',
        '--admin-password',
        'secret-password',
        '--quiet',
        '--report',
        `json=${json}`,
      ]);
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain('known Strapi behaviour');
      expect(run.stdout).toContain(
        "FAIL backend GET /content-manager/relations/api::article.article/category (plugin::content-manager.relations.findAvailable): HTTP 500; Strapi's error: Internal Server Error; the app's failure, not strapi/strapi#28194 (relation reads answer 500 instead of 403): a super admin is never refused a field",
      );
      const report = JSON.parse(readFileSync(json, 'utf8'));
      expect(report.results.some((result: object) => 'known_strapi_behaviour' in result)).toBe(false);
      expect(`${run.stdout}${readFileSync(json, 'utf8')}`).not.toContain(SESSION);
    } finally {
      role = { id: 2, name: 'Editor', code: 'strapi-editor' };
    }
  });

  it("names strapi/strapi#27262 where Strapi's preview route answers 404 for a single type in a non-default locale", async () => {
    strapiVersion = '5.54.0';
    withPreview = true;
    try {
      const run = await runCli(['smoke', '--url', base, '--key', 'k', '--admin-token', 't', '--quiet']);
      expect(run.code).toBe(1);
      // The preview URL itself answers; Strapi's own route, as the admin asks it, answers 404.
      expect(run.stdout).not.toContain('FAIL preview GET /preview/home');
      expect(run.stdout).toContain(
        'FAIL preview GET /content-manager/preview/url/api%3A%3Ahomepage.homepage?locale=fr&status=draft (plugin::content-manager.preview.getPreviewUrl): HTTP 404',
      );
      expect(run.stdout).toContain(
        "known Strapi behaviour strapi/strapi#27262 (a single type's preview URL answers 404 in a non-default locale when the default locale has no document) on Strapi 5.54.0: no fixed Strapi release is recorded yet",
      );
      expect(run.stdout).toMatch(/preview 1\/2/);
    } finally {
      withPreview = false;
    }
  });

  it('names nothing on a Strapi that has the fix: the same failure, a plain line', async () => {
    strapiVersion = '5.61.0';
    const run = await runCli(['smoke', '--url', base, '--key', 'k', '--admin-token', 'a1b2c3', '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "FAIL backend GET /content-manager/relations/api::article.article/category (plugin::content-manager.relations.findAvailable): HTTP 500; Strapi's error: Internal Server Error\n",
    );
    expect(run.stdout).not.toContain('known Strapi behaviour');
    expect(run.stdout).not.toContain('strapi/strapi#28194');
  });
});
