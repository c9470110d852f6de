import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { buildCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * The GitHub Action (action.yml) run as GitHub runs a composite action's steps: each `run` written
 * to a script file and run by `bash --noprofile --norc -eo pipefail`, `${{ inputs.* }}` filled from
 * the inputs and their defaults, GITHUB_ACTION_PATH at this repository, GITHUB_STEP_SUMMARY and
 * GITHUB_OUTPUT pointing at files; the action's outputs read back from GITHUB_OUTPUT. The CLI is this
 * repository's build. The playground's site URLs point at a small website on 127.0.0.1 where blog
 * pages answer 404, so the run has failures to annotate.
 */
const ROOT = resolve(__dirname, '../..');
const PATTERNS = {
  'api::article.article': { default: '/blog/[category.slug]/[slug]', fr: '/fr/blogue/[slug]' },
  'api::category.category': '/topics/[slug]',
  'api::homepage.homepage': '/home/[seo.metaTitle]',
};

interface ActionStep {
  id?: string;
  run: string;
  shell: string;
  env?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: ActionStep[] };
}
interface ActionRun {
  code: number | null;
  stdout: string;
  summary: string;
  outputs: Record<string, string>;
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Action;
let playground: Playground;
let website: Server;
let dir: string;

/** Reads GITHUB_OUTPUT: `name=value` lines and the `name<<DELIMITER` multiline form. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const multiline = /^([^=<]+)<<(.+)$/.exec(lines[i]);
    if (multiline) {
      const end = lines.indexOf(multiline[2], i + 1);
      outputs[multiline[1]] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (lines[i].includes('=')) {
      outputs[lines[i].slice(0, lines[i].indexOf('='))] = lines[i].slice(lines[i].indexOf('=') + 1);
    }
  }
  return outputs;
}

/** Fills `${{ inputs.x }}` and `${{ steps.id.outputs.x }}` expressions. */
function expand(text: string, inputs: Record<string, string>, steps: Record<string, Record<string, string>>) {
  return text
    .replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, name: string) => inputs[name] ?? '')
    .replace(
      /\$\{\{\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}/g,
      (_, id: string, name: string) => steps[id]?.[name] ?? '',
    );
}

/** Runs the action's steps with `given` inputs in a fresh workspace folder, as the runner would. */
async function runAction(given: Record<string, string>, workspace: string): Promise<ActionRun> {
  expect(action.runs.using).toBe('composite');
  const inputs = Object.fromEntries(
    Object.entries(action.inputs).map(([name, spec]) => [name, given[name] ?? spec.default ?? '']),
  );
  const summaryFile = join(workspace, 'step-summary.md');
  writeFileSync(summaryFile, '');
  const steps: Record<string, Record<string, string>> = {};
  let stdout = '';
  let code: number | null = 0;
  for (const [index, step] of action.runs.steps.entries()) {
    expect(step.shell).toBe('bash');
    const outputFile = join(workspace, `output-${index}`);
    writeFileSync(outputFile, '');
    const script = join(workspace, `step-${index}.sh`);
    writeFileSync(script, expand(step.run, inputs, steps));
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      GITHUB_ACTIONS: 'true',
      GITHUB_ACTION_PATH: ROOT,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_OUTPUT: outputFile,
      GITHUB_WORKSPACE: workspace,
      ...Object.fromEntries(
        Object.entries(step.env ?? {}).map(([name, value]) => [name, expand(String(value), inputs, steps)]),
      ),
    };
    code = await new Promise<number | null>((done, fail) => {
      const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
        cwd: workspace,
        env,
      });
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.on('error', fail);
      child.on('close', done);
    });
    if (step.id) steps[step.id] = readOutputs(readFileSync(outputFile, 'utf8'));
    if (code !== 0) break;
  }
  const outputs = Object.fromEntries(
    Object.entries(action.outputs).map(([name, spec]) => [name, expand(spec.value, inputs, steps)]),
  );
  return { code, stdout, summary: readFileSync(summaryFile, 'utf8'), outputs };
}

beforeAll(async () => {
  buildCli();
  website = createServer((request, response) => {
    const missing = (request.url ?? '').startsWith('/blog/');
    response.writeHead(missing ? 404 : 200, { 'Content-Type': 'text/html' });
    response.end(missing ? 'not found' : '<!doctype html><title>page</title>');
  });
  await new Promise<void>((done) => website.listen(0, '127.0.0.1', done));
  const siteUrl = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
  playground = await startPlayground({
    env: { ROUTE_DISCOVERY_CONFIG: JSON.stringify({ siteUrl, urlPatterns: PATTERNS, pagesPerType: 0 }) },
  });
  dir = mkdtempSync(join(tmpdir(), 'rd-action-'));
});

afterAll(async () => {
  await playground?.stop();
  await new Promise((done) => website?.close(done));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the GitHub Action', () => {
  let run: ActionRun;
  let workspace: string;
  beforeAll(async () => {
    workspace = mkdtempSync(join(dir, 'one-step-'));
    run = await runAction(
      { url: playground.baseUrl, key: playground.apiKey, site: 'true', reports: 'junit=reports/junit.xml' },
      workspace,
    );
  });

  it('masks the key first, fails the step with the exit code of a failing run, and writes the reports', () => {
    expect(run.stdout.split('\n')[0]).toBe(`::add-mask::${playground.apiKey}`);
    expect(run.stdout.split(playground.apiKey)).toHaveLength(2);
    expect(run.code).toBe(1);
    expect(existsSync(join(workspace, 'reports/junit.xml'))).toBe(true);
  });

  it('writes the Markdown report into the job summary', () => {
    process.stdout.write(`job summary of the action on the playground:\n${run.summary}\n`);
    expect(run.summary).toContain('## Route discovery smoke: failed');
    expect(run.summary).toContain('### Website pages (site)');
    expect(run.summary).toMatch(/^\| site \| `GET http:\/\/127\.0\.0\.1:\d+\/blog\/[^`]+` \|/m);
  });

  it('annotates each failure and sets passed, failed, exit-code and report-path from the JSON report', () => {
    const report = JSON.parse(readFileSync(run.outputs['report-path'], 'utf8'));
    expect(run.outputs['report-path']).toBe(join(workspace, 'route-discovery-reports/report.json'));
    expect(run.outputs).toMatchObject({
      passed: String(report.totals.passed),
      failed: String(report.totals.failed),
      'exit-code': '1',
    });
    expect(report.totals.failed).toBeGreaterThan(0);
    expect(report.totals.failed).toBeLessThanOrEqual(10);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error '));
    expect(errors).toHaveLength(report.totals.failed);
    expect(errors[0]).toMatch(
      /^::error title=route-discovery site%3A GET http%3A\/\/127\.0\.0\.1%3A\d+\/blog\/.+::api::article\.article/,
    );
  });

  it('runs sharded and merges the shards into the same totals (the matrix job and the merge job)', async () => {
    const sharded = mkdtempSync(join(dir, 'sharded-'));
    const shards = [];
    for (const shard of ['1/2', '2/2'])
      shards.push(
        await runAction(
          { url: playground.baseUrl, key: playground.apiKey, site: 'true', shard, 'report-dir': 'shards' },
          sharded,
        ),
      );
    expect(shards.map((shard) => shard.outputs['report-path'])).toEqual([
      join(sharded, 'shards/shard-1.json'),
      join(sharded, 'shards/shard-2.json'),
    ]);
    // The admin token is masked too, before anything else is printed.
    const merged = await runAction(
      { merge: 'shards/shard-*.json', 'admin-token': 'an-admin-token-value' },
      sharded,
    );
    expect(merged.stdout.split('\n')[0]).toBe('::add-mask::an-admin-token-value');
    expect(merged.code).toBe(1);
    expect(merged.outputs).toMatchObject({ passed: run.outputs.passed, failed: run.outputs.failed });
    expect(merged.summary).toContain('## Route discovery smoke: failed');
    expect(merged.stdout.split('\n').filter((line) => line.startsWith('::error '))).toHaveLength(
      Number(run.outputs.failed),
    );
  });
});
