import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { validateXML } from 'xmllint-wasm';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';

const SCHEMA_DIR = resolve(__dirname, '../../packages/cli/schema');
const FEED = '/api/articles/feed';

let playground: Playground;
let dir: string;

beforeAll(async () => {
  buildCli();
  playground = await startPlayground();
  dir = mkdtempSync(join(tmpdir(), 'rd-cli-'));
});

afterAll(async () => {
  delete process.env.PLAYGROUND_BREAK_ROUTE;
  await playground?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const smoke = (...args: string[]) => [
  'smoke',
  '--url',
  playground.baseUrl,
  '--key',
  playground.apiKey,
  ...args,
];

async function expectValidJunit(file: string): Promise<string> {
  const xml = readFileSync(file, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: readFileSync(join(SCHEMA_DIR, 'junit.xsd'), 'utf8') }],
  });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
  return xml;
}

function expectValidJson(file: string): Record<string, unknown> {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, 'report.schema.json'), 'utf8'));
  // Ajv's core has no date-time format: check it with Date.parse.
  const ajv = new Ajv2020({
    allErrors: true,
    formats: { 'date-time': (v: string) => !Number.isNaN(Date.parse(v)) },
  });
  const validate = ajv.compile(schema);
  const valid = validate(report);
  expect(valid ? [] : validate.errors).toEqual([]);
  return report;
}

describe('route-discovery smoke against the playground', () => {
  it('exits 0 on the healthy playground, logs in as admin without printing secrets, writes valid reports', async () => {
    const junit = join(dir, 'healthy.xml');
    const json = join(dir, 'healthy.json');
    const run = await runCli(smoke('--report', `junit=${junit}`, '--report', `json=${json}`), {
      ROUTE_DISCOVERY_ADMIN_EMAIL: SUPER_ADMIN.email,
      ROUTE_DISCOVERY_ADMIN_PASSWORD: SUPER_ADMIN.password,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/0 failed/);
    expect(run.stdout + run.stderr).not.toContain(SUPER_ADMIN.password);
    expect(run.stdout).not.toContain(playground.apiKey);
    const xml = await expectValidJunit(junit);
    expect(xml).toContain('<testsuite name="frontend');
    expect(xml).toContain('<testsuite name="backend');
    expect(xml).toContain('<testsuite name="auth');
    const report = expectValidJson(json) as { suites: Record<string, { checks: number; failed: number }> };
    expect(report.suites.backend.checks).toBeGreaterThan(0);
    expect(report.suites.frontend.checks).toBeGreaterThan(0);
    expect(report.suites.auth.checks).toBeGreaterThan(0);
    expect(readFileSync(json, 'utf8')).not.toContain(SUPER_ADMIN.password);
  });

  it('without admin credentials, backend rows get only the auth-enforcement check and the summary says so', async () => {
    const run = await runCli(smoke('--include', '/admin/**'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('No admin credentials: backend rows got only the auth-enforcement check');
    expect(run.stdout).toMatch(/backend 0\/0/);
  });

  it('exits 1 when a public GET route answers 500, naming it in JUnit, JSON and Markdown', async () => {
    process.env.PLAYGROUND_BREAK_ROUTE = 'feed';
    try {
      const files = { junit: join(dir, 'b.xml'), json: join(dir, 'b.json'), markdown: join(dir, 'b.md') };
      const run = await runCli(
        smoke(...Object.entries(files).flatMap(([format, file]) => ['--report', `${format}=${file}`])),
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        `FAIL frontend GET ${FEED}?format=json (api::article.article.feed): HTTP 500`,
      );
      const xml = await expectValidJunit(files.junit);
      expect(xml).toMatch(
        new RegExp(
          `classname="api::article.article.feed" name="GET ${FEED}\\?format=json"[^>]*>\\s*<failure message="HTTP 500`,
        ),
      );
      const report = expectValidJson(files.json) as {
        exit_code: number;
        results: Array<Record<string, unknown>>;
      };
      expect(report.exit_code).toBe(1);
      expect(report.results[0]).toMatchObject({ scope: 'frontend', path: FEED, status: 500, passed: false });
      expect(report.results.filter((r) => !r.passed)).toHaveLength(1);
      expect(readFileSync(files.markdown, 'utf8')).toContain(
        `\`GET ${FEED}?format=json\` | \`api::article.article.feed\` | 500`,
      );
    } finally {
      delete process.env.PLAYGROUND_BREAK_ROUTE;
    }
  });

  it('exits 2 with a wrong key, saying what to check', async () => {
    const run = await runCli(['smoke', '--url', playground.baseUrl, '--key', 'not-the-key']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('answered 403');
    expect(run.stderr).toContain('DISCOVERY_API_KEY');
    expect(run.stderr).not.toContain('not-the-key');
  });

  it('exits 2 without a key, and 2 on a bad argument', async () => {
    expect((await runCli(['smoke', '--url', playground.baseUrl])).code).toBe(2);
    const bad = await runCli(smoke('--concurrency', 'zero'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--concurrency');
  });

  it('exits 3 when nothing is tested', async () => {
    const run = await runCli(smoke('--exclude', '**'));
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/0 checks/);
  });

  it('exits 1 naming a route and content type the Public role was granted after the baseline', async () => {
    const baseline = join(dir, 'baseline.json');
    const saved = await runCli(smoke('--include', '/api/**', '--save-baseline', baseline));
    expect(saved.code).toBe(0);
    const inventory = JSON.parse(readFileSync(baseline, 'utf8'));
    expect(inventory.routes).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/internal-notes', anonymous: false }),
    );

    const roles = playground.strapi.plugin('users-permissions').service('role');
    const publicRole = await playground.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' } });
    const role = await roles.findOne(publicRole.id);
    role.permissions['api::internal-note'].controllers['internal-note'].find.enabled = true;
    await roles.updateRole(publicRole.id, { permissions: role.permissions });

    const json = join(dir, 'drift.json');
    const run = await runCli(
      smoke('--include', '/api/**', '--baseline', baseline, '--report', `json=${json}`),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'FAIL baseline regression: GET /api/internal-notes (api::internal-note.internal-note.find) became anonymously reachable',
    );
    expect(run.stdout).toContain(
      'content type api::internal-note.internal-note became anonymously reachable',
    );
    const report = expectValidJson(json) as { drift: Array<{ kind: string; subject: string }> };
    expect(report.drift[0]).toMatchObject({ kind: 'regression', subject: 'GET /api/internal-notes' });
  });
});
