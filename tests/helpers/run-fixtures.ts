import type { RunSummaryInput } from '@route-discovery/contract';

/** A valid `POST v1/runs` body; `overrides` replace top-level fields. */
export function runBody(overrides: Partial<RunSummaryInput> = {}): RunSummaryInput {
  return {
    format: 'route-discovery-run/1',
    base_url: 'https://cms.example.com',
    started_at: '2026-11-23T10:00:00.000Z',
    duration_ms: 4200,
    exit_code: 1,
    totals: { checks: 12, passed: 11, failed: 1, excluded: 0 },
    suites: {
      frontend: { checks: 8, passed: 7, failed: 1 },
      backend: { checks: 2, passed: 2, failed: 0 },
      auth: { checks: 2, passed: 2, failed: 0 },
    },
    failures: [
      {
        suite: 'frontend',
        method: 'GET',
        target: '/api/articles/feed?format=json',
        handler: 'api::article.article.feed',
        status: 500,
        reason: 'HTTP 500',
      },
    ],
    failures_omitted: 0,
    drift: [],
    drift_omitted: 0,
    ci: {
      provider: 'github-actions',
      job_url: 'https://github.com/acme/site/actions/runs/42',
      commit: 'abc123',
    },
    cli_version: '0.1.0',
    ...overrides,
  };
}
