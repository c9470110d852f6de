import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';
import { setRolePermission } from '../helpers/users-permissions';

/** The `graphql` suite of `route-discovery smoke` against the playground (GraphQL plugin installed). */
let playground: Playground;
let dir: string;

beforeAll(async () => {
  buildCli();
  playground = await startPlayground();
  dir = mkdtempSync(join(tmpdir(), 'rd-cli-graphql-'));
});

afterAll(async () => {
  delete process.env.PLAYGROUND_BREAK_GRAPHQL;
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

interface JsonReport {
  exit_code: number;
  suites: Record<string, { checks: number; passed: number; failed: number }>;
  results: Array<{
    scope: string;
    passed: boolean;
    kind: string;
    reason: string;
    expect: string;
    graphql?: { operation: string };
  }>;
  drift: Array<{ kind: string; subject: string; fails: boolean }>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as JsonReport;

it('passes every public query by its data and every other query by its refusal', async () => {
  const files = { junit: join(dir, 'ok.xml'), json: join(dir, 'ok.json') };
  const run = await runCli(
    smoke('--include', '/graphql', '--report', `junit=${files.junit}`, '--report', `json=${files.json}`),
  );
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const summary = run.stdout.trim().split('\n').pop() ?? '';
  expect(summary).toMatch(/graphql (\d+)\/\1/);
  const report = readJson(files.json);
  const graphql = report.results.filter((result) => result.scope === 'graphql');
  expect(report.suites.graphql).toEqual({ checks: graphql.length, passed: graphql.length, failed: 0 });
  const byOperation = new Map(graphql.map((result) => [result.graphql?.operation, result]));
  expect(byOperation.get('articles')).toMatchObject({ expect: 'success', kind: 'ok' });
  expect(byOperation.get('playgroundStats')).toMatchObject({ expect: 'success', kind: 'ok' });
  expect(byOperation.get('internalNotes')).toMatchObject({
    expect: 'refusal',
    kind: 'refused',
    reason: 'GraphQL FORBIDDEN',
  });
  expect(byOperation.has('likeArticle')).toBe(false);
  expect(byOperation.has('articleBySlug')).toBe(false);
  const xml = readFileSync(files.junit, 'utf8');
  expect(xml).toContain('<testsuite name="graphql"');
  expect(xml).toContain('name="POST /graphql articles"');
  // The line for the lead's note.
  process.stdout.write(`graphql CLI summary: ${summary}\n`);
});

it('exits 1 on a query broken on purpose, naming it with its GraphQL error code and message, no stack', async () => {
  process.env.PLAYGROUND_BREAK_GRAPHQL = 'playgroundStats';
  try {
    const files = { junit: join(dir, 'b.xml'), json: join(dir, 'b.json'), markdown: join(dir, 'b.md') };
    const run = await runCli(
      smoke(
        '--include',
        '/graphql',
        ...Object.entries(files).flatMap(([format, file]) => ['--report', `${format}=${file}`]),
      ),
    );
    expect(run.code).toBe(1);
    const line =
      'FAIL graphql POST /graphql playgroundStats (graphql.playgroundStats): INTERNAL_SERVER_ERROR: playgroundStats broken on purpose';
    expect(run.stdout).toContain(line);
    const report = readJson(files.json);
    expect(report.results.filter((result) => !result.passed)).toEqual([
      expect.objectContaining({
        scope: 'graphql',
        kind: 'graphql-error',
        reason: 'INTERNAL_SERVER_ERROR: playgroundStats broken on purpose',
      }),
    ]);
    const xml = readFileSync(files.junit, 'utf8');
    expect(xml).toMatch(
      /name="POST \/graphql playgroundStats"[^>]*>\s*<failure message="INTERNAL_SERVER_ERROR: playgroundStats broken on purpose/,
    );
    expect(readFileSync(files.markdown, 'utf8')).toContain(
      '`POST /graphql playgroundStats` | `graphql.playgroundStats` | 200 | INTERNAL_SERVER_ERROR',
    );
    for (const text of [run.stdout, readFileSync(files.json, 'utf8'), xml]) {
      expect(text).not.toContain('stacktrace');
      expect(text).not.toContain('wrap-resolvers');
    }
  } finally {
    delete process.env.PLAYGROUND_BREAK_GRAPHQL;
  }
});

it('--graphql-path sends the queries where it says (a wrong path fails them)', async () => {
  const json = join(dir, 'path.json');
  const run = await runCli(
    smoke('--include', '/nowhere/graphql', '--graphql-path', '/nowhere/graphql', '--report', `json=${json}`),
  );
  expect(run.code).toBe(1);
  const report = readJson(json);
  expect(report.suites.graphql.checks).toBeGreaterThan(0);
  expect(report.suites.graphql.passed).toBe(0);
  const bad = await runCli(smoke('--graphql-path', 'graphql'));
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--graphql-path');
});

it('exits 1 when the Public role is granted a GraphQL query after the baseline', async () => {
  const baseline = join(dir, 'baseline.json');
  const saved = await runCli(smoke('--include', '/graphql', '--save-baseline', baseline));
  expect(saved.code).toBe(0);
  const inventory = JSON.parse(readFileSync(baseline, 'utf8')) as { graphql_operations: unknown[] };
  expect(inventory.graphql_operations).toContainEqual({
    operation: 'internalNotes',
    kind: 'query',
    anonymous: false,
  });

  await setRolePermission(playground.strapi, 'public', 'api::internal-note.internal-note.find', true);
  try {
    const json = join(dir, 'drift.json');
    const run = await runCli(
      smoke('--include', '/graphql', '--baseline', baseline, '--report', `json=${json}`),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'FAIL baseline regression: GraphQL query internalNotes became anonymously reachable',
    );
    expect(readJson(json).drift).toContainEqual(
      expect.objectContaining({ kind: 'regression', subject: 'graphql query internalNotes', fails: true }),
    );
  } finally {
    await setRolePermission(playground.strapi, 'public', 'api::internal-note.internal-note.find', false);
  }
});
