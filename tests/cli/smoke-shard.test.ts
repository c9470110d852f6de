import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/cli';
import { useSiteSuite, type Result } from '../helpers/site-suite';

/**
 * `smoke --shard` + `merge-reports`, `--timings` and `--sample` as a child process against the
 * playground and a fake website (tests/helpers/site-suite.ts). `--site` and `--sitemap`:
 * smoke-site.test.ts.
 */
const suite = useSiteSuite();
const { smoke, siteArgs, json, expectValidJson, expectValidJunit } = suite;

describe('--shard and merge-reports', () => {
  it('splits the plan into disjoint shards whose merge equals the unsharded run, exit codes combined', async () => {
    const full = await smoke(...siteArgs(), '--report', `json=${join(suite.dir, 'full.json')}`);
    const shards = [];
    for (const shard of ['1/3', '2/3', '3/3']) {
      shards.push(
        await smoke(
          ...siteArgs(),
          '--shard',
          shard,
          '--report',
          `json=${join(suite.dir, `shard-${shard[0]}.json`)}`,
        ),
      );
    }
    // A check's identity as the shard key sees it (packages/cli/src/site/shard.ts, checkKey).
    const key = (r: Result) =>
      `${r.scope} ${r.method} ${r.target} ${r.withAdminToken ? 'token' : 'anonymous'} ${r.graphql?.operation ?? ''}`;
    const parts = [1, 2, 3].map((i) =>
      (json(join(suite.dir, `shard-${i}.json`)).results as Result[]).map(key),
    );
    const union = parts.flat();
    expect(new Set(union).size).toBe(union.length);
    expect(union.sort()).toEqual((json(join(suite.dir, 'full.json')).results as Result[]).map(key).sort());
    // The missing page fails one shard only; the others pass.
    expect(shards.map((s) => s.code).filter((c) => c === 1)).toHaveLength(1);

    const merged = await runCli([
      'merge-reports',
      ...[1, 2, 3].map((i) => join(suite.dir, `shard-${i}.json`)),
      '--report',
      `json=${join(suite.dir, 'merged.json')}`,
      '--report',
      `junit=${join(suite.dir, 'merged.xml')}`,
      '--report',
      `markdown=${join(suite.dir, 'merged.md')}`,
    ]);
    expect(merged.code).toBe(full.code);
    expect(merged.code).toBe(1);
    const report = expectValidJson(join(suite.dir, 'merged.json'));
    expect((report.results as Result[]).map(key).sort()).toEqual(
      (json(join(suite.dir, 'full.json')).results as Result[]).map(key).sort(),
    );
    expect(report.totals).toEqual(json(join(suite.dir, 'full.json')).totals);
    await expectValidJunit(join(suite.dir, 'merged.xml'));
    expect(readFileSync(join(suite.dir, 'merged.md'), 'utf8')).toContain('### Website pages (site)');

    const incomplete = await runCli([
      'merge-reports',
      join(suite.dir, 'shard-1.json'),
      join(suite.dir, 'shard-3.json'),
    ]);
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toContain('shard 2/3 missing');
  });

  it('--timings splits by the durations of the merged report: disjoint shards, the whole plan, noted', async () => {
    // merged.json: written by the test above (merge-reports keeps each result's `ms`).
    const timings = join(suite.dir, 'merged.json');
    const key = (r: Result) =>
      `${r.scope} ${r.method} ${r.target} ${r.withAdminToken ? 'token' : 'anonymous'} ${r.graphql?.operation ?? ''}`;
    const parts: string[][] = [];
    for (const shard of ['1/2', '2/2']) {
      const file = join(suite.dir, `timed-${shard[0]}.json`);
      const run = await smoke(
        ...siteArgs(),
        '--shard',
        shard,
        '--timings',
        timings,
        '--report',
        `json=${file}`,
      );
      expect([0, 1]).toContain(run.code);
      expect(run.stdout).toMatch(
        new RegExp(`note: Shard ${shard}: \\d+ of \\d+ planned checks, split by time`),
      );
      parts.push((json(file).results as Result[]).map(key));
    }
    const union = parts.flat();
    expect(new Set(union).size).toBe(union.length);
    expect(union.sort()).toEqual((json(join(suite.dir, 'full.json')).results as Result[]).map(key).sort());

    const alone = await smoke(...siteArgs(), '--timings', timings);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--timings goes with --shard i/n.');
    const notReport = await smoke(
      ...siteArgs(),
      '--shard',
      '1/2',
      '--timings',
      join(suite.dir, 'merged.xml'),
    );
    expect(notReport.code).toBe(2);
    expect(notReport.stderr).toContain(`--timings ${join(suite.dir, 'merged.xml')} is not valid JSON.`);
  });
});

describe('--sample', () => {
  it('tests N pages per content type and locale', async () => {
    const run = await smoke(
      ...siteArgs(),
      '--sample',
      '1',
      '--report',
      `json=${join(suite.dir, 'sample.json')}`,
    );
    const results = json(join(suite.dir, 'sample.json')).results as Array<Result & { pageType: string }>;
    const groups = results.filter((r) => r.scope === 'site').map((r) => `${r.pageType} ${r.locale}`);
    expect(groups.sort()).toEqual([
      'api::article.article en',
      'api::article.article fr',
      'api::category.category null',
      'api::homepage.homepage null',
    ]);
    expect([0, 1]).toContain(run.code);
  });
});
