import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from './cli';
import { moveArticle } from './moved-url-calls';
import { startPlayground, type Playground } from './playground';
import { PRODUCTION } from './site-suite';

/**
 * The `smoke --site --moved` suites' servers, one set per test file (issue 46, items 4-5): the
 * playground records five moves (four slug changes and an unpublish) and a website on 127.0.0.1
 * redirects one old URL correctly, one to a wrong page, one through a chain, answers one with its
 * page still (no redirect) and the gone one with 410; the CLI built once.
 */
const PATTERNS = { 'api::article.article': { default: '/blog/[category.slug]/[slug]' } };

/** What a test reads (set once `beforeAll` has run). */
export interface MovedSiteSuite {
  readonly playground: Playground;
  /** The website's origin, `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** A temporary directory for reports and files, removed in `afterAll`. */
  readonly dir: string;
}

/** Starts the suite's servers in `beforeAll` and stops them in `afterAll` of the calling test file. */
export function useMovedSiteSuite(): MovedSiteSuite {
  let playground: Playground;
  let website: Server;
  let origin: string;
  let dir: string;
  /** What the website answers per path: a status and, for a redirect, its Location. */
  const answers = new Map<string, { status: number; location?: string }>();

  beforeAll(async () => {
    buildCli();
    website = createServer((request, response) => {
      const answer = answers.get(request.url ?? '') ?? { status: 200 };
      response.writeHead(answer.status, answer.location ? { Location: answer.location } : {});
      response.end();
    });
    await new Promise<void>((done) => website.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
    playground = await startPlayground({
      env: {
        ROUTE_DISCOVERY_CONFIG: JSON.stringify({
          siteUrl: PRODUCTION,
          urlPatterns: PATTERNS,
          pagesPerType: 0,
        }),
      },
    });
    dir = mkdtempSync(join(tmpdir(), 'rd-moved-'));
    const category = await playground.strapi
      .documents('api::category.category')
      .create({ data: { name: 'Moves', slug: 'mv' } as never });
    for (const [slug, moved] of [
      ['good-old', 'good-new'],
      ['wrong-old', 'wrong-new'],
      ['chain-old', 'chain-new'],
      ['none-old', 'none-new'],
      ['gone-old', null],
    ] as const)
      await moveArticle(playground, category.documentId, slug, moved);
    answers.set('/blog/mv/good-old', { status: 301, location: '/blog/mv/good-new' });
    answers.set('/blog/mv/wrong-old', { status: 301, location: `${origin}/blog/mv/elsewhere` });
    answers.set('/blog/mv/chain-old', { status: 301, location: '/blog/mv/chain-mid' });
    answers.set('/blog/mv/chain-mid', { status: 301, location: '/blog/mv/chain-new' });
    answers.set('/blog/mv/gone-old', { status: 410 });
  });

  afterAll(async () => {
    await playground?.stop();
    await new Promise((done) => website?.close(done));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return {
    get playground() {
      return playground;
    },
    get origin() {
      return origin;
    },
    get dir() {
      return dir;
    },
  };
}
