import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { validateXML } from 'xmllint-wasm';
import { buildCli, runCli } from '../helpers/cli';
import { startFakeWebsite, type FakeWebsite } from '../helpers/fake-website';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * `smoke --site`, `--sitemap`, `--shard` + `merge-reports` and `--sample` as a child process,
 * against the playground (two locales, an article pattern through the category relation) and a
 * fake website on 127.0.0.1 with one page missing, one redirect, and a sitemap with a missing and
 * a stale entry and a wrong hreflang alternate.
 */
const SCHEMA_DIR = resolve(__dirname, '../../packages/cli/schema');
const PRODUCTION = 'https://www.example.com';
const PATTERNS = {
  'api::article.article': { default: '/blog/[category.slug]/[slug]', fr: '/fr/blogue/[slug]' },
  'api::category.category': '/topics/[slug]',
  'api::homepage.homepage': '/home/[seo.metaTitle]',
};

let playground: Playground;
let website: FakeWebsite;
let dir: string;

/** The published pages' paths, computed from the Document Service (not from the plugin). */
async function publishedPaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  const articles = playground.strapi.documents('api::article.article');
  for (const a of (await articles.findMany({
    locale: 'en',
    status: 'published',
    populate: ['category'],
  })) as unknown as Array<{
    slug: string;
    category?: { slug: string } | null;
  }>) {
    if (a.category) paths.add(`/blog/${a.category.slug}/${a.slug}`);
  }
  for (const a of (await articles.findMany({ locale: 'fr', status: 'published' })) as unknown as Array<{
    slug: string;
  }>) {
    paths.add(`/fr/blogue/${a.slug}`);
  }
  for (const c of (await playground.strapi
    .documents('api::category.category')
    .findMany({})) as unknown as Array<{
    slug: string;
  }>) {
    paths.add(`/topics/${c.slug}`);
  }
  paths.add('/home/Playground');
  return paths;
}

beforeAll(async () => {
  buildCli();
  website = await startFakeWebsite(() => publishedPaths(), {
    missingPage: '/blog/releases/release-notes',
    redirectPage: '/fr/blogue/astuces-strapi',
    redirectTo: '/fr/blogue/astuces',
    sitemapOrigin: PRODUCTION,
    notInSitemap: '/topics/guides',
    staleEntry: '/blog/news/an-old-post',
    alternates: { '/blog/news/hello-world': { en: '/blog/news/hello-world', fr: '/fr/blogue/wrong-slug' } },
  });
  playground = await startPlayground({
    env: {
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({ siteUrl: PRODUCTION, urlPatterns: PATTERNS, pagesPerType: 0 }),
    },
  });
  dir = mkdtempSync(join(tmpdir(), 'rd-site-'));
});

afterAll(async () => {
  await playground?.stop();
  await website?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const smoke = (...args: string[]) =>
  runCli(['smoke', '--url', playground.baseUrl, '--key', playground.apiKey, '--quiet', ...args]);
const site = ['--site', '--site-origin', () => website.origin] as const;
const siteArgs = () => site.map((a) => (typeof a === 'function' ? a() : a));
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

function expectValidJson(file: string) {
  const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, 'report.schema.json'), 'utf8'));
  const ajv = new Ajv2020({
    allErrors: true,
    formats: { 'date-time': (v: string) => !Number.isNaN(Date.parse(v)) },
  });
  const validate = ajv.compile(schema);
  const report = json(file);
  expect(validate(report) ? [] : validate.errors).toEqual([]);
  return report;
}

async function expectValidJunit(file: string): Promise<string> {
  const xml = readFileSync(file, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: readFileSync(join(SCHEMA_DIR, 'junit.xsd'), 'utf8') }],
  });
  expect(result.errors).toEqual([]);
  return xml;
}

type Result = {
  scope: string;
  method: string;
  target: string;
  withAdminToken: boolean;
  graphql?: { operation: string };
  passed: boolean;
  kind: string;
  reason: string;
  locale: string | null;
};

describe('--site and --sitemap against the fake website', () => {
  let run: Awaited<ReturnType<typeof smoke>>;
  beforeAll(async () => {
    run = await smoke(
      ...siteArgs(),
      '--sitemap',
      `${website.origin}/sitemap.xml`,
      '--report',
      `json=${join(dir, 'site.json')}`,
      '--report',
      `junit=${join(dir, 'site.xml')}`,
      '--report',
      `markdown=${join(dir, 'site.md')}`,
    );
  });

  it('requests every published page on the site origin: the missing one fails, the redirect passes with its target', async () => {
    expect(run.code).toBe(1);
    const report = expectValidJson(join(dir, 'site.json'));
    const siteResults = (report.results as Result[]).filter((r) => r.scope === 'site');
    const expected = [...(await publishedPaths())].map((p) => `${website.origin}${p}`).sort();
    expect(siteResults.map((r) => r.target).sort()).toEqual(expected);
    expect(siteResults.filter((r) => !r.passed).map((r) => r.target)).toEqual([
      `${website.origin}/blog/releases/release-notes`,
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
    const report = json(join(dir, 'site.json'));
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
    const xml = await expectValidJunit(join(dir, 'site.xml'));
    expect(xml).toMatch(/<testsuite name="site" tests="\d+" failures="1"/);
    expect(xml).toContain('<testsuite name="sitemap"');
    const markdown = readFileSync(join(dir, 'site.md'), 'utf8');
    expect(markdown).toContain('### Website pages (site)');
    expect(markdown).toMatch(/^\| `api::article\.article` \| en \| 3 \| 1 \| 0 \|$/m);
    expect(markdown).toMatch(/^\| `api::article\.article` \| fr \| 2 \| 0 \| 1 \|$/m);
    expect(markdown).toContain('### Sitemap');
  });

  it('fails on missing and stale sitemap entries with --fail-on sitemap, and not without', async () => {
    const without = await smoke(
      '--sitemap',
      `${website.origin}/sitemap.xml`,
      '--site-origin',
      website.origin,
    );
    const failing = await smoke(
      '--sitemap',
      `${website.origin}/sitemap.xml`,
      '--site-origin',
      website.origin,
      '--fail-on',
      'sitemap',
    );
    expect(without.code).toBe(0);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain(`FAIL sitemap stale ${PRODUCTION}/blog/news/an-old-post`);
  });
});

describe('--shard and merge-reports', () => {
  it('splits the plan into disjoint shards whose merge equals the unsharded run, exit codes combined', async () => {
    const full = await smoke(...siteArgs(), '--report', `json=${join(dir, 'full.json')}`);
    const shards = [];
    for (const shard of ['1/3', '2/3', '3/3']) {
      shards.push(
        await smoke(
          ...siteArgs(),
          '--shard',
          shard,
          '--report',
          `json=${join(dir, `shard-${shard[0]}.json`)}`,
        ),
      );
    }
    // A check's identity as the shard key sees it (packages/cli/src/site/shard.ts, checkKey).
    const key = (r: Result) =>
      `${r.scope} ${r.method} ${r.target} ${r.withAdminToken ? 'token' : 'anonymous'} ${r.graphql?.operation ?? ''}`;
    const parts = [1, 2, 3].map((i) => (json(join(dir, `shard-${i}.json`)).results as Result[]).map(key));
    const union = parts.flat();
    expect(new Set(union).size).toBe(union.length);
    expect(union.sort()).toEqual((json(join(dir, 'full.json')).results as Result[]).map(key).sort());
    // The missing page fails one shard only; the others pass.
    expect(shards.map((s) => s.code).filter((c) => c === 1)).toHaveLength(1);

    const merged = await runCli([
      'merge-reports',
      ...[1, 2, 3].map((i) => join(dir, `shard-${i}.json`)),
      '--report',
      `json=${join(dir, 'merged.json')}`,
      '--report',
      `junit=${join(dir, 'merged.xml')}`,
      '--report',
      `markdown=${join(dir, 'merged.md')}`,
    ]);
    expect(merged.code).toBe(full.code);
    expect(merged.code).toBe(1);
    const report = expectValidJson(join(dir, 'merged.json'));
    expect((report.results as Result[]).map(key).sort()).toEqual(
      (json(join(dir, 'full.json')).results as Result[]).map(key).sort(),
    );
    expect(report.totals).toEqual(json(join(dir, 'full.json')).totals);
    await expectValidJunit(join(dir, 'merged.xml'));
    expect(readFileSync(join(dir, 'merged.md'), 'utf8')).toContain('### Website pages (site)');

    const incomplete = await runCli(['merge-reports', join(dir, 'shard-1.json'), join(dir, 'shard-3.json')]);
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toContain('shard 2/3 missing');
  });

  it('--timings splits by the durations of the merged report: disjoint shards, the whole plan, noted', async () => {
    // merged.json: written by the test above (merge-reports keeps each result's `ms`).
    const timings = join(dir, 'merged.json');
    const key = (r: Result) =>
      `${r.scope} ${r.method} ${r.target} ${r.withAdminToken ? 'token' : 'anonymous'} ${r.graphql?.operation ?? ''}`;
    const parts: string[][] = [];
    for (const shard of ['1/2', '2/2']) {
      const file = join(dir, `timed-${shard[0]}.json`);
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
    expect(union.sort()).toEqual((json(join(dir, 'full.json')).results as Result[]).map(key).sort());

    const alone = await smoke(...siteArgs(), '--timings', timings);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--timings goes with --shard i/n.');
    const notReport = await smoke(...siteArgs(), '--shard', '1/2', '--timings', join(dir, 'merged.xml'));
    expect(notReport.code).toBe(2);
    expect(notReport.stderr).toContain(`--timings ${join(dir, 'merged.xml')} is not valid JSON.`);
  });
});

describe('--sample', () => {
  it('tests N pages per content type and locale', async () => {
    const run = await smoke(...siteArgs(), '--sample', '1', '--report', `json=${join(dir, 'sample.json')}`);
    const results = json(join(dir, 'sample.json')).results as Array<Result & { pageType: string }>;
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
