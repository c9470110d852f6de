import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MovedUrlRow } from '@route-discovery/contract';
import { runCli, type CliRun } from '../helpers/cli';
import { useMovedSiteSuite } from '../helpers/moved-site-suite';
import { PRODUCTION } from '../helpers/site-suite';

/**
 * `smoke --site --moved` as a child process (issue 46, item 5) against the moves and website of
 * tests/helpers/moved-site-suite.ts: the run fails on the three old URLs that do not redirect in
 * one hop, its reports name them, and with `--publish` the rows of `v1/moved-urls` carry each old
 * URL's `redirect_check`. Redirect exports and the audit: smoke-moved-audit.test.ts.
 */
const suite = useMovedSiteSuite();

type Result = { scope: string; target: string; passed: boolean; kind: string; reason: string };

describe('smoke --site --moved against a website on 127.0.0.1', () => {
  let run: CliRun;
  let report: {
    exit_code: number;
    suites: Record<string, { checks: number; passed: number; failed: number }>;
    results: Result[];
  };
  beforeAll(async () => {
    run = await runCli([
      'smoke',
      '--url',
      suite.playground.baseUrl,
      '--key',
      suite.playground.apiKey,
      '--quiet',
      '--include',
      'api::category.*',
      '--site',
      '--moved',
      '--site-origin',
      suite.origin,
      '--publish',
      '--report',
      `json=${join(suite.dir, 'report.json')}`,
      '--report',
      `junit=${join(suite.dir, 'junit.xml')}`,
      '--report',
      `markdown=${join(suite.dir, 'report.md')}`,
    ]);
    report = JSON.parse(readFileSync(join(suite.dir, 'report.json'), 'utf8'));
  });

  it('exits 1 and fails exactly the old URLs that do not redirect in one hop to the new URL', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(report.exit_code).toBe(1);
    expect(report.suites.moved).toEqual({ checks: 5, passed: 2, failed: 3 });
    const moved = Object.fromEntries(
      report.results
        .filter((result) => result.scope === 'moved')
        .map((result) => [new URL(result.target).pathname, [result.passed, result.kind]]),
    );
    expect(moved).toEqual({
      '/blog/mv/good-old': [true, 'redirects'],
      '/blog/mv/gone-old': [true, 'gone'],
      '/blog/mv/wrong-old': [false, 'wrong-target'],
      '/blog/mv/chain-old': [false, 'chain'],
      '/blog/mv/none-old': [false, 'missing'],
    });
  });

  it('names the failures in the JUnit and Markdown reports', () => {
    const junit = readFileSync(join(suite.dir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(
      /<testsuite name="moved \(old URLs redirect in one hop\)"[^>]*tests="5"[^>]*failures="3"/,
    );
    const markdown = readFileSync(join(suite.dir, 'report.md'), 'utf8');
    expect(markdown).toMatch(/^\| moved \| 5 \| 2 \| 3 \|$/m);
    expect(markdown).toContain('/blog/mv/chain-old');
  });

  it("stores each old URL's last check on its v1/moved-urls rows (--publish)", async () => {
    expect(run.stdout).toContain('Redirect checks stored for 5 old URL(s)');
    const response = await suite.playground.http
      .get('/api/route-discovery/v1/moved-urls')
      .query({ page_size: '100' })
      .set('Authorization', `Bearer ${suite.playground.apiKey}`);
    expect(response.status).toBe(200);
    const checks = Object.fromEntries(
      (response.body.moved_urls as MovedUrlRow[])
        .filter((row) => row.old_url.startsWith(`${PRODUCTION}/blog/mv/`))
        .map((row) => [
          new URL(row.old_url).pathname,
          row.redirect_check && [row.redirect_check.verdict, row.redirect_check.status],
        ]),
    );
    expect(checks).toEqual({
      '/blog/mv/good-old': ['redirects', 301],
      '/blog/mv/gone-old': ['gone', 410],
      '/blog/mv/wrong-old': ['wrong-target', 301],
      '/blog/mv/chain-old': ['chain', 301],
      '/blog/mv/none-old': ['missing', 200],
    });
  });
});
