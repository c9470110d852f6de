import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * `route-discovery urls` as a child process against the playground (two locales, site URL
 * patterns, every page listed), and pa11y-ci run on the list it writes: the pages are served by a
 * small website on 127.0.0.1, accessible except one page with an image without a text
 * alternative, so pa11y-ci's summary line says one URL failed.
 */
const PRODUCTION = 'https://www.example.com';
const PATTERNS = {
  'api::article.article': { default: '/blog/[category.slug]/[slug]', fr: '/fr/blogue/[slug]' },
  'api::category.category': '/topics/[slug]',
  'api::homepage.homepage': '/home/[seo.metaTitle]',
};
const INACCESSIBLE = '/home/Playground';
/** pa11y-ci lives in its own folder, installed by npm test's pretest (scripts/test-tools.js). */
const PA11Y_CI = resolve(__dirname, '../../tools/pa11y-ci/node_modules/pa11y-ci/bin/pa11y-ci.js');

let playground: Playground;
let website: Server;
let origin: string;
let dir: string;

/** Every path answers a small accessible page in its language; INACCESSIBLE adds an image without alt. */
function startWebsite(): Promise<void> {
  website = createServer((request, response) => {
    const path = decodeURI((request.url ?? '/').split('?')[0]);
    const lang = path.startsWith('/fr/') ? 'fr' : 'en';
    const image = path === INACCESSIBLE ? '<img src="/logo.png">' : '';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Page ${path}</title></head>` +
        `<body><main><h1>Page</h1><p>${path}</p>${image}</main></body></html>`,
    );
  });
  return new Promise((done) =>
    website.listen(0, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
      done();
    }),
  );
}

beforeAll(async () => {
  buildCli();
  await startWebsite();
  playground = await startPlayground({
    env: {
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({ siteUrl: PRODUCTION, urlPatterns: PATTERNS, pagesPerType: 0 }),
    },
  });
  dir = mkdtempSync(join(tmpdir(), 'rd-urls-'));
});

afterAll(async () => {
  await playground?.stop();
  await new Promise((done) => website?.close(done));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const urls = (...args: string[]) =>
  runCli(['urls', '--url', playground.baseUrl, '--key', playground.apiKey, ...args]);

describe('route-discovery urls', () => {
  it('lists every published page once, per locale, and --sample keeps N per type and locale', async () => {
    const all = await urls();
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split('\n');
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines).toContain(`${PRODUCTION}/home/Playground`);
    expect(lines).toContain(`${PRODUCTION}/fr/blogue/bonjour-le-monde`);
    expect(lines).toContain(`${PRODUCTION}/blog/news/hello-world`);

    const french = await urls('--locale', 'fr');
    const frenchLines = french.stdout.trim().split('\n');
    expect(frenchLines.filter((url) => url.includes('/blog/'))).toEqual([]);
    expect(frenchLines.filter((url) => url.includes('/fr/blogue/')).length).toBeGreaterThan(0);

    const sampled = await urls('--sample', '1');
    expect(sampled.stdout.trim().split('\n')).toHaveLength(4);
  });

  it("writes each tool's config shape", async () => {
    const shape = async (format: string) => {
      const file = join(dir, `${format}.json`);
      const run = await urls('--format', format, '--site-origin', origin, '--sample', '1', '--output', file);
      expect(run.code).toBe(0);
      return JSON.parse(readFileSync(file, 'utf8'));
    };
    const pa11y = await shape('pa11y-ci');
    expect(pa11y.urls).toHaveLength(4);
    expect(pa11y.urls.every((url: string) => url.startsWith(`${origin}/`))).toBe(true);
    expect(await shape('lighthouse-ci')).toEqual({ ci: { collect: { url: pa11y.urls } } });
    const unlighthouse = await shape('unlighthouse');
    expect(unlighthouse.site).toBe(origin);
    expect(unlighthouse.urls).toEqual(pa11y.urls.map((url: string) => url.slice(origin.length)));
  });

  it('refuses an unknown format (exit code 2) and keeps pages of types without locales under --locale', async () => {
    expect((await urls('--format', 'csv')).code).toBe(2);
    expect((await urls('--locale', 'de')).stdout).not.toContain('/fr/blogue/');
  });
});

describe('pa11y-ci on the list', () => {
  it("runs pa11y-ci with Chromium on the written config: one page fails, pa11y-ci's summary line says so", async () => {
    if (!existsSync(PA11Y_CI)) {
      throw new Error('pa11y-ci is not installed: `npm test` installs it first (node scripts/test-tools.js)');
    }
    const file = join(dir, 'pa11y.json');
    const run = await urls(
      '--format',
      'pa11y-ci',
      '--site-origin',
      origin,
      '--sample',
      '1',
      '--output',
      file,
    );
    expect(run.code).toBe(0);
    // What a job adds: Debian's chromium, without the sandbox a container lacks.
    const config = JSON.parse(readFileSync(file, 'utf8'));
    config.defaults.chromeLaunchConfig = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] };
    writeFileSync(file, JSON.stringify(config));
    const result = await new Promise<{ code: number; stdout: string }>((done) =>
      execFile(
        process.execPath,
        [PA11Y_CI, '--config', file],
        { env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: '/usr/bin/chromium' }, timeout: 90000 },
        // pa11y-ci prints passing pages on stdout, failing ones and the summary on stderr.
        (error, stdout, stderr) =>
          done({ code: error ? Number(error.code ?? 1) : 0, stdout: stdout + stderr }),
      ),
    );
    const summary = result.stdout.split('\n').find((line) => /URLs passed/.test(line));
    process.stdout.write(`pa11y-ci: ${summary ?? result.stdout}\n`);
    expect(summary).toMatch(/3\/4 URLs passed/);
    expect(result.stdout).toContain(`${origin}${INACCESSIBLE}`);
    expect(result.code).toBe(2);
  });
});
