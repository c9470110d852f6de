import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { validateXML } from 'xmllint-wasm';
import { compareInventories, driftFails, type Inventory } from '../../packages/cli/src/baseline';
import { formatConsole } from '../../packages/cli/src/report/console';
import { formatJson } from '../../packages/cli/src/report/json';
import { formatJunit } from '../../packages/cli/src/report/junit';
import { formatMarkdown } from '../../packages/cli/src/report/markdown';
import { tally, type RunSummary } from '../../packages/cli/src/report/summary';
import { FORMATTERS, REPORT_FORMATS, writeReport } from '../../packages/cli/src/report/writer';
import { SCOPES, SCOPE_TITLES } from '../../packages/cli/src/scopes';
import type { CheckResult } from '../../packages/cli/src/types';

const SCHEMA_DIR = resolve(__dirname, '../../packages/cli/schema');

const result = (over: Partial<CheckResult>): CheckResult => ({
  scope: 'frontend',
  method: 'GET',
  path: '/api/articles',
  target: '/api/articles',
  handler: 'api::article.article.find',
  expect: 'success',
  withAdminToken: false,
  passed: true,
  status: 200,
  ms: 12,
  attempts: 1,
  kind: 'ok',
  reason: 'HTTP 200',
  ...over,
});

const inventory = (routes: Array<[string, string, boolean]>): Inventory => ({
  format: 'route-discovery-baseline/1',
  generated_at: '2026-11-23T10:00:00.000Z',
  source: 'exposure',
  routes: routes.map(([method, path, anonymous]) => ({
    method,
    path,
    handler: `api::x.x.${path.slice(5)}`,
    api: 'content-api',
    anonymous,
  })),
  content_types: [],
});

/** A run with a failure, a redirect, an auth check, and a regression, a removed route and a new route. */
function summaryOf(failOnRemoved: boolean): RunSummary {
  const results = [
    result({
      target: '/api/articles/feed?format=json',
      passed: false,
      status: 500,
      kind: 'http-error',
      reason: 'HTTP 500',
    }),
    result({ target: '/api/moved', status: 301, kind: 'redirect', reason: 'HTTP 301 redirect to /en' }),
    result({
      scope: 'auth',
      target: '/admin/users',
      expect: 'refusal',
      status: 401,
      kind: 'refused',
      reason: 'HTTP 401',
    }),
  ];
  const drift = compareInventories(
    inventory([
      ['GET', '/api/open', false],
      ['GET', '/api/gone', false],
    ]),
    inventory([
      ['GET', '/api/open', true],
      ['GET', '/api/new', false],
    ]),
    { failOnRemoved },
  );
  const counts = tally(results);
  return {
    format: 'route-discovery-report/2',
    base_url: 'https://cms.example.com',
    started_at: '2026-11-23T10:00:00.000Z',
    duration_ms: 1500,
    exit_code: 1,
    admin_credentials: false,
    notes: ['No admin credentials: backend rows got only the auth-enforcement check.'],
    totals: { checks: results.length, passed: counts.passed, failed: counts.failed, excluded: 2 },
    suites: counts.suites,
    results,
    drift,
  };
}

describe('CLI report formatters (pure: summary in, text out)', () => {
  it('writes the drift-fails rule once: regressions always, removed routes with --fail-on removed, new routes never', () => {
    expect(driftFails('regression', { failOnRemoved: false })).toBe(true);
    expect(driftFails('removed', { failOnRemoved: false })).toBe(false);
    expect(driftFails('removed', { failOnRemoved: true })).toBe(true);
    expect(driftFails('added', { failOnRemoved: true })).toBe(false);
    expect(summaryOf(true).drift.map((d) => [d.kind, d.fails])).toEqual([
      ['regression', true],
      ['removed', true],
      ['added', false],
    ]);
  });

  it('formats JUnit valid against junit.xsd, one suite per scope title, drift failed only where it fails the run', async () => {
    for (const failOnRemoved of [false, true]) {
      const xml = formatJunit(summaryOf(failOnRemoved));
      const check = await validateXML({
        xml: [{ fileName: 'report.xml', contents: xml }],
        schema: [{ fileName: 'junit.xsd', contents: readFileSync(join(SCHEMA_DIR, 'junit.xsd'), 'utf8') }],
      });
      expect(check.errors).toEqual([]);
      expect(xml).toContain(`<testsuite name="${SCOPE_TITLES.frontend}"`);
      expect(xml).toContain(`<testsuite name="${SCOPE_TITLES.auth}"`);
      expect(xml).not.toContain(SCOPE_TITLES.backend);
      expect(xml).toMatch(/name="GET \/api\/articles\/feed\?format=json"[^>]*>\s*<failure message="HTTP 500/);
      expect(xml.includes('<failure message="route GET /api/gone')).toBe(failOnRemoved);
      expect(xml).not.toContain('<failure message="new route');
    }
  });

  it('formats JSON valid against report.schema.json, whose scopes are SCOPES', () => {
    const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, 'report.schema.json'), 'utf8'));
    expect(schema.properties.suites.required).toEqual([...SCOPES]);
    expect(schema.$defs.result.properties.scope.enum).toEqual([...SCOPES]);
    const ajv = new Ajv2020({
      allErrors: true,
      formats: { 'date-time': (v: string) => !Number.isNaN(Date.parse(v)) },
    });
    const validate = ajv.compile(schema);
    const text = formatJson(summaryOf(false));
    expect(validate(JSON.parse(text)) ? [] : validate.errors).toEqual([]);
    expect(JSON.parse(text)).toEqual(summaryOf(false));
  });

  it('formats Markdown with a row per scope, the failures, and whether each drift fails the run', () => {
    const markdown = formatMarkdown(summaryOf(false));
    expect(markdown.startsWith('## Route discovery smoke: failed\n')).toBe(true);
    for (const scope of SCOPES)
      expect(markdown).toMatch(new RegExp(`^\\| ${scope} \\| \\d+ \\| \\d+ \\| \\d+ \\|$`, 'm'));
    expect(markdown).toContain(
      '| frontend | `GET /api/articles/feed?format=json` | `api::article.article.find` | 500 | HTTP 500 |',
    );
    expect(markdown).toContain(
      '| removed | `GET /api/gone` | route GET /api/gone (api::x.x.gone) disappeared | no |',
    );
    expect(markdown).toContain('became anonymously reachable | yes |');
    expect(markdown).toContain('New routes since the baseline: `GET /api/new`.');
  });

  it('formats the console summary with FAIL or INFO per drift as the rule says, and counts per scope', () => {
    const lines = formatConsole(summaryOf(false)).trimEnd().split('\n');
    expect(lines).toContain(
      'FAIL baseline regression: GET /api/open (api::x.x.open) became anonymously reachable',
    );
    expect(lines).toContain('INFO baseline removed: route GET /api/gone (api::x.x.gone) disappeared');
    expect(lines).toContain('REDIRECT frontend GET /api/moved: HTTP 301 redirect to /en');
    expect(lines.at(-1)).toBe(
      'route-discovery smoke: 3 checks, 2 passed, 1 failed, 2 excluded (frontend 1/2, backend 0/0, auth 1/1, graphql 0/0) in 1.5 s; exit code 1',
    );
    expect(formatConsole(summaryOf(true))).toContain('FAIL baseline removed');
  });

  it('has one writer for every format, which writes the formatter output with URL credentials redacted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rd-cli-writer-'));
    try {
      const summary = { ...summaryOf(false), notes: ['proxy https://user:secret@proxy.example.com failed'] };
      for (const format of REPORT_FORMATS) {
        const file = join(dir, 'nested', `report.${format}`);
        writeReport(file, format, summary);
        const written = readFileSync(file, 'utf8');
        expect(written).not.toContain('secret');
        expect(written).toBe(FORMATTERS[format](summary).replace('user:secret@', '[redacted]@'));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
