import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCTION, useSiteSuite, type Result } from '../helpers/site-suite';

/**
 * `smoke --site` and `--sitemap` as a child process against the playground and a fake website
 * (tests/helpers/site-suite.ts). `--shard`, `merge-reports` and `--sample`: smoke-shard.test.ts.
 */
const suite = useSiteSuite();
const { smoke, siteArgs, json, expectValidJson, expectValidJunit, publishedPaths } = suite;

describe('--site and --sitemap against the fake suite.website', () => {
  let run: Awaited<ReturnType<typeof smoke>>;
  beforeAll(async () => {
    run = await smoke(
      ...siteArgs(),
      '--sitemap',
      `${suite.website.origin}/sitemap.xml`,
      '--report',
      `json=${join(suite.dir, 'site.json')}`,
      '--report',
      `junit=${join(suite.dir, 'site.xml')}`,
      '--report',
      `markdown=${join(suite.dir, 'site.md')}`,
    );
  });

  it('requests every published page on the site origin: the missing one fails, the redirect passes with its target', async () => {
    expect(run.code).toBe(1);
    const report = expectValidJson(join(suite.dir, 'site.json'));
    const siteResults = (report.results as Result[]).filter((r) => r.scope === 'site');
    const expected = [...(await publishedPaths())].map((p) => `${suite.website.origin}${p}`).sort();
    expect(siteResults.map((r) => r.target).sort()).toEqual(expected);
    expect(siteResults.filter((r) => !r.passed).map((r) => r.target)).toEqual([
      `${suite.website.origin}/blog/releases/release-notes`,
    ]);
    const redirect = siteResults.find((r) => r.target.endsWith('/fr/blogue/astuces-strapi'));
    expect(redirect).toMatchObject({
      passed: true,
      kind: 'redirect',
      reason: 'HTTP 301 redirect to /fr/blogue/astuces',
      locale: 'fr',
    });
    expect(run.stdout).toMatch(
      /REDIRECT site GET http:\/\/127\.0\.0\.1:\d+\/fr\/blogue\/astuces-strapi: HTTP 301 redirect to \/fr\/blogue\/astuces/,
    );
    expect(run.stdout).toMatch(/site \d+\/\d+/);
  });

  it('lists the sitemap missing, stale and hreflang findings without failing the run for them', () => {
    const report = json(join(suite.dir, 'site.json'));
    const findings = report.sitemap.findings as Array<{
      kind: string;
      url: string;
      message: string;
      fails: boolean;
    }>;
    expect(report.sitemap).toMatchObject({ sitemaps: 3 });
    expect(findings.filter((f) => f.kind === 'missing').map((f) => f.url)).toEqual([
      `${PRODUCTION}/topics/guides`,
    ]);
    expect(findings.filter((f) => f.kind === 'stale').map((f) => f.url)).toEqual([
      `${PRODUCTION}/blog/news/an-old-post`,
    ]);
    expect(findings.filter((f) => f.kind === 'hreflang').map((f) => f.message)).toEqual([
      `hreflang fr -> ${PRODUCTION}/fr/blogue/wrong-slug, but the published fr page is ${PRODUCTION}/fr/blogue/bonjour-le-monde`,
    ]);
    expect(findings.every((f) => !f.fails)).toBe(true);
    expect(run.stdout).toContain(
      `INFO sitemap missing ${PRODUCTION}/topics/guides: published api::category.category, but not in the sitemap`,
    );
    expect(run.stdout).toContain(`INFO sitemap stale ${PRODUCTION}/blog/news/an-old-post`);
  });

  it('writes a JUnit suite "site" and Markdown grouped by content type and locale', async () => {
    const xml = await expectValidJunit(join(suite.dir, 'site.xml'));
    expect(xml).toMatch(/<testsuite name="site" tests="\d+" failures="1"/);
    expect(xml).toContain('<testsuite name="sitemap"');
    const markdown = readFileSync(join(suite.dir, 'site.md'), 'utf8');
    expect(markdown).toContain('### Website pages (site)');
    expect(markdown).toMatch(/^\| `api::article\.article` \| en \| 3 \| 1 \| 0 \|$/m);
    expect(markdown).toMatch(/^\| `api::article\.article` \| fr \| 2 \| 0 \| 1 \|$/m);
    expect(markdown).toContain('### Sitemap');
  });

  it('fails on missing and stale sitemap entries with --fail-on sitemap, and not without', async () => {
    const without = await smoke(
      '--sitemap',
      `${suite.website.origin}/sitemap.xml`,
      '--site-origin',
      suite.website.origin,
    );
    const failing = await smoke(
      '--sitemap',
      `${suite.website.origin}/sitemap.xml`,
      '--site-origin',
      suite.website.origin,
      '--fail-on',
      'sitemap',
    );
    expect(without.code).toBe(0);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain(`FAIL sitemap stale ${PRODUCTION}/blog/news/an-old-post`);
  });
});
