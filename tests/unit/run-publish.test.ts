import { RUN_BODY_LIMIT_BYTES, runSummarySchema } from '@route-discovery/contract';
import { detectCiJob } from '../../packages/cli/src/publish/ci-job';
import { summarizeLinks } from '../../packages/cli/src/links/summary';
import type { LinkResult } from '../../packages/cli/src/links/types';
import { buildRunPayload } from '../../packages/cli/src/publish/run-payload';
import type { RunSummary } from '../../packages/cli/src/report/summary';
import type { CheckResult } from '../../packages/cli/src/types';

const failure = (n: number): CheckResult => ({
  scope: 'frontend',
  method: 'GET',
  path: `/api/p${n}`,
  target: `/api/p${n}?${'q'.repeat(3000)}`,
  handler: `api::p.p.find${n}`,
  expect: 'success',
  withAdminToken: false,
  passed: false,
  status: 500,
  ms: 3,
  attempts: 1,
  kind: 'status',
  reason: `HTTP 500 ${'r'.repeat(2000)}`,
});

const summary = (results: CheckResult[]): RunSummary => ({
  format: 'route-discovery-report/2',
  base_url: 'https://cms.example.com',
  started_at: '2026-11-23T10:00:00.000Z',
  duration_ms: 10,
  exit_code: 1,
  admin_credentials: false,
  notes: [],
  totals: { checks: results.length, passed: 0, failed: results.length, excluded: 0 },
  suites: {
    frontend: { checks: results.length, passed: 0, failed: results.length },
    backend: { checks: 0, passed: 0, failed: 0 },
    auth: { checks: 0, passed: 0, failed: 0 },
    graphql: { checks: 0, passed: 0, failed: 0 },
    site: { checks: 0, passed: 0, failed: 0 },
    preview: { checks: 0, passed: 0, failed: 0 },
    moved: { checks: 0, passed: 0, failed: 0 },
  },
  results,
  drift: [],
});

describe('run payload of --publish', () => {
  it('clips texts and cuts failures until the body fits the server limit, counting what it left out', () => {
    const payload = buildRunPayload(
      summary(Array.from({ length: 1000 }, (_, n) => failure(n))),
      null,
      '0.1.0',
    );
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(RUN_BODY_LIMIT_BYTES);
    expect(payload.failures.length).toBeGreaterThan(0);
    expect(payload.failures.length + payload.failures_omitted).toBe(1000);
    expect(payload.failures[0].reason.length).toBe(1000);
    expect(runSummarySchema.safeParse(payload).success).toBe(true);
  });

  it('sends a small run whole', () => {
    const payload = buildRunPayload(
      summary([failure(1)]),
      { provider: 'ci', job_url: null, commit: null },
      '0.1.0',
    );
    expect(payload).toMatchObject({
      failures_omitted: 0,
      failures: [{ handler: 'api::p.p.find1', status: 500 }],
    });
    expect(runSummarySchema.safeParse(payload).success).toBe(true);
  });
});

const linkResult = (passed: boolean, status: number | null, reason: string): LinkResult => ({
  url: '/api/articles/abc',
  target: '/api/articles/abc',
  kind: 'document',
  content_type: 'api::article.article',
  document_id: 'hello',
  locale: 'en',
  field_path: 'content[0].children[1]',
  link_text: 'our plans',
  edit_url: '/admin/content-manager/collection-types/api::article.article/hello',
  outcome: passed ? 'ok' : 'broken',
  reason,
  decided_by: status === null ? 'offline' : 'request',
  status,
  passed,
});

describe('run payload of a --links run', () => {
  it('counts link occurrences as suite links and sends each failed one, a status outside 100-599 as null', () => {
    const run: RunSummary = {
      ...summary([]),
      links: summarizeLinks('internal', [
        linkResult(false, null, 'draft-only (decided offline)'),
        linkResult(false, 999, 'HTTP 999'),
        linkResult(true, 200, 'HTTP 200'),
      ]),
    };
    const payload = buildRunPayload(run, null, '0.1.0');
    expect(payload.totals).toEqual({ checks: 3, passed: 1, failed: 2, excluded: 0 });
    expect(payload.suites.links).toEqual({ checks: 3, passed: 1, failed: 2 });
    expect(payload.failures).toEqual([
      {
        suite: 'links',
        method: 'LINK',
        target: '/api/articles/abc',
        handler: 'api::article.article hello (en) content[0].children[1] "our plans"',
        status: null,
        reason:
          'broken: draft-only (decided offline) in api::article.article hello (en) content[0].children[1] "our plans"',
      },
      expect.objectContaining({
        suite: 'links',
        status: null,
        reason: expect.stringMatching(/^broken: HTTP 999 in/),
      }),
    ]);
    expect(runSummarySchema.safeParse(payload).success).toBe(true);
  });
});

describe('CI job detection', () => {
  it.each([
    [
      { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'a/b', GITHUB_RUN_ID: '7' },
      { provider: 'github-actions', job_url: 'https://github.com/a/b/actions/runs/7', commit: null },
    ],
    [
      { CI_JOB_URL: 'https://gitlab.com/a/b/-/jobs/9', CI_COMMIT_SHA: 'abc' },
      { provider: 'gitlab-ci', job_url: 'https://gitlab.com/a/b/-/jobs/9', commit: 'abc' },
    ],
    [
      {
        SYSTEM_COLLECTIONURI: 'https://dev.azure.com/org/',
        SYSTEM_TEAMPROJECT: 'My Site',
        BUILD_BUILDID: '5',
      },
      {
        provider: 'azure-pipelines',
        job_url: 'https://dev.azure.com/org/My%20Site/_build/results?buildId=5',
        commit: null,
      },
    ],
    [{ CIRCLE_BUILD_URL: 'javascript:alert(1)' }, { provider: 'circleci', job_url: null, commit: null }],
    [{ CI: 'true' }, { provider: 'ci', job_url: null, commit: null }],
    [
      { ROUTE_DISCOVERY_CI_JOB_URL: 'https://ci.example.com/job/1', CI_JOB_URL: 'https://x' },
      { provider: 'custom', job_url: 'https://ci.example.com/job/1', commit: null },
    ],
  ])('%j', (env, expected) => {
    expect(detectCiJob(env)).toEqual(expected);
  });

  it('is null on a developer machine', () => {
    expect(detectCiJob({ HOME: '/home/me' })).toBeNull();
  });
});
