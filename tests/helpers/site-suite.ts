import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { validateXML } from 'xmllint-wasm';
import { buildCli, runCli } from './cli';
import { startFakeWebsite, type FakeWebsite } from './fake-website';
import { startPlayground, type Playground } from './playground';

/**
 * The `smoke --site` suites' servers, one set per test file: the playground (two locales, an
 * article pattern through the category relation) and a fake website on 127.0.0.1 with one page
 * missing, one redirect, and a sitemap with a missing and a stale entry and a wrong hreflang
 * alternate; the CLI built once.
 */
const SCHEMA_DIR = resolve(__dirname, '../../packages/cli/schema');
export const PRODUCTION = 'https://www.example.com';
const PATTERNS = {
  'api::article.article': { default: '/blog/[category.slug]/[slug]', fr: '/fr/blogue/[slug]' },
  'api::category.category': '/topics/[slug]',
  'api::homepage.homepage': '/home/[seo.metaTitle]',
};

/** One result of a JSON report, as these suites read it. */
export type Result = {
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

/** What a test reads and drives (the servers and `dir` set once `beforeAll` has run). */
export interface SiteSuite {
  readonly playground: Playground;
  readonly website: FakeWebsite;
  /** A temporary directory for reports, removed in `afterAll`. */
  readonly dir: string;
  /** The published pages' paths, computed from the Document Service (not from the plugin). */
  publishedPaths(): Promise<Set<string>>;
  /** Runs `smoke --quiet` against the playground. */
  smoke(...args: string[]): ReturnType<typeof runCli>;
  /** `--site --site-origin <the fake website>`. */
  siteArgs(): string[];
  json(file: string): any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A JSON report, checked against `report.schema.json`. */
  expectValidJson(file: string): any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A JUnit report's text, checked against `junit.xsd`. */
  expectValidJunit(file: string): Promise<string>;
}

/** Starts the suite's servers in `beforeAll` and stops them in `afterAll` of the calling test file. */
export function useSiteSuite(): SiteSuite {
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
        ROUTE_DISCOVERY_CONFIG: JSON.stringify({
          siteUrl: PRODUCTION,
          urlPatterns: PATTERNS,
          pagesPerType: 0,
        }),
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

  return {
    get playground() {
      return playground;
    },
    get website() {
      return website;
    },
    get dir() {
      return dir;
    },
    publishedPaths,
    smoke,
    siteArgs,
    json,
    expectValidJson,
    expectValidJunit,
  };
}
