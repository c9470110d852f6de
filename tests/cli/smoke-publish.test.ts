import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunsEnvelope } from '@route-discovery/contract';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';

const RUNS = '/api/route-discovery/v1/runs';
/** The variables GitHub Actions sets for a job (docs.github.com, "Variables reference"). */
const GITHUB_ENV = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/site',
  GITHUB_RUN_ID: '987654',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
};
/** Variables of the machine running the tests that would name another CI job. */
const NO_CI = Object.fromEntries(
  ['CI', 'GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_RUN_ID', 'CI_JOB_URL', 'BUILD_URL'].map((name) => [
    name,
    '',
  ]),
);

beforeAll(() => buildCli());

describe('route-discovery smoke --publish against the playground', () => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground();
  });

  afterAll(async () => {
    delete process.env.PLAYGROUND_BREAK_ROUTE;
    await playground?.stop();
  });

  const smoke = (...args: string[]) => [
    'smoke',
    '--url',
    playground.baseUrl,
    '--key',
    playground.apiKey,
    '--quiet',
    ...args,
  ];
  const listRuns = async () => {
    const response = await playground.http.get(RUNS).set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    return response.body as RunsEnvelope;
  };

  it('publishes a passing run with the GitHub Actions job URL, and the exit code stays 0', async () => {
    const run = await runCli(smoke('--publish'), { ...NO_CI, ...GITHUB_ENV });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Run published to http:\/\/127\.0\.0\.1:\d+ \(id \d+\)/);
    expect(run.stdout).not.toContain(playground.apiKey);
    const [latest] = (await listRuns()).runs;
    expect(latest).toMatchObject({
      verdict: 'passed',
      exit_code: 0,
      failures: [],
      ci: {
        provider: 'github-actions',
        job_url: 'https://github.com/acme/site/actions/runs/987654/attempts/2',
        commit: GITHUB_ENV.GITHUB_SHA,
      },
    });
    expect(latest.totals.checks).toBeGreaterThan(0);
    expect(latest.suites.frontend.checks).toBeGreaterThan(0);
    expect(latest.duration_ms).toBeGreaterThan(0);
  });

  it('publishes a failing run with each failure and its reason, and exits 1', async () => {
    process.env.PLAYGROUND_BREAK_ROUTE = 'feed';
    try {
      const run = await runCli(smoke('--publish'), {
        ...NO_CI,
        CI_JOB_URL: 'https://gitlab.example.com/acme/site/-/jobs/77',
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('Run published');
    } finally {
      delete process.env.PLAYGROUND_BREAK_ROUTE;
    }
    const [latest] = (await listRuns()).runs;
    expect(latest.verdict).toBe('failed');
    expect(latest.ci).toEqual({
      provider: 'gitlab-ci',
      job_url: 'https://gitlab.example.com/acme/site/-/jobs/77',
      commit: null,
    });
    expect(latest.failures).toContainEqual(
      expect.objectContaining({
        suite: 'frontend',
        method: 'GET',
        status: 500,
        reason: expect.stringContaining('500'),
      }),
    );
    expect(latest.failures_omitted).toBe(0);
  });

  it('publishes a run failed by content links alone with the links counted and each broken one listed', async () => {
    // One route check (it passes): the run fails on the seeded broken links only.
    const run = await runCli(smoke('--include', '/api/homepage', '--links', 'internal', '--publish'), NO_CI);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Run published');
    const [latest] = (await listRuns()).runs;
    expect(latest.verdict).toBe('failed');
    expect(latest.suites.frontend).toEqual({ checks: 1, passed: 1, failed: 0 });
    expect(latest.suites.links.failed).toBeGreaterThan(0);
    expect(latest.totals.failed).toBe(latest.suites.links.failed);
    expect(latest.totals.checks).toBe(1 + latest.suites.links.checks);
    expect(latest.failures).toHaveLength(latest.suites.links.failed);
    expect(latest.failures).toContainEqual({
      suite: 'links',
      method: 'LINK',
      target: expect.stringMatching(/^\/api\/articles\/\w+$/),
      handler: expect.stringMatching(
        /^api::article\.article \w+ \(en\) content\[0\]\.children\[3\] "our plans"$/,
      ),
      status: null,
      reason: expect.stringMatching(/^broken: draft-only \(decided offline\) in api::article\.article /),
    });
  });

  it('publishes nothing without --publish', async () => {
    const before = (await listRuns()).count;
    const run = await runCli(smoke(), NO_CI);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('Run published');
    expect((await listRuns()).count).toBe(before);
  });
});

describe('route-discovery smoke --publish when the server refuses the run', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // Not Strapi: a discovery API with nothing to test, whose runs endpoint is down.
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (path.endsWith('/frontend-urls') || path.endsWith('/backend-urls')) return json(200, { urls: [] });
      if (path.endsWith('/exposure')) return json(404, {});
      if (path === RUNS && request.method === 'POST') {
        return json(400, { data: null, error: { status: 400, message: 'Invalid run: exit_code: Too big' } });
      }
      return json(404, {});
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((closed) => server.close(closed)));

  it('keeps the run exit code (3, nothing tested) and says on stderr why nothing was published', async () => {
    const run = await runCli(['smoke', '--url', base, '--key', 'fake-key', '--quiet', '--publish'], NO_CI);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(
      'route-discovery: run not published: HTTP 400: Invalid run: exit_code: Too big\n',
    );
    expect(run.stdout).not.toContain('Run published');
  });
});
