import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  MovedUrlRow,
  RedirectAuditResponse,
  WebtoolsRedirectsResponse,
} from '@route-discovery/contract';
import { buildCli, runCli } from '../helpers/cli';
import { auditRedirects, moveArticle, MOVED_URLS_API as API } from '../helpers/moved-url-calls';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Webtools' Redirects (issue 46, items 3 and 4; docs/decisions/0232-webtools-redirects.md) against
 * the playground's stand-in for the add-on's content type (PLAYGROUND_WITH_WEBTOOLS_REDIRECTS=1:
 * `plugin::webtools-addon-redirects.redirect` with the add-on's published schema, not the paid
 * add-on itself, whose own checks do not run here). `POST v1/moved-urls/webtools-redirects` writes
 * the rows the Content Manager then lists, skipping with reasons; `POST v1/moved-urls/audit?source=webtools`
 * and `route-discovery redirects audit --webtools` (a child process) report a loop, a chain, a 307
 * for a recorded move and a target no page answers at among the rows, read past one keyset page.
 */
const PRODUCTION = 'https://www.example.com';
const PATTERNS = { 'api::article.article': { default: '/blog/[category.slug]/[slug]' } };
const UID = 'plugin::webtools-addon-redirects.redirect';
/** More rows than a keyset page holds on any database (5,000 on a server, 2,000 on SQLite). */
const BULK_ROWS = 5001;

let playground: Playground;
let dir: string;

const redirects = () => playground.strapi.documents(UID as 'api::article.article');
const seedRedirect = (from: string, to: string, status: number) =>
  redirects().create({ data: { from, to, status_code: status } as never });

/** The Webtools rows as the Content Manager lists them to an admin: `from to status_code`, sorted. */
async function listedRedirects(): Promise<string[]> {
  const token = await playground.adminToken();
  const response = await playground.http
    .get(`/content-manager/collection-types/${UID}`)
    .query({ pageSize: '100', sort: 'from:ASC' })
    .set('Authorization', `Bearer ${token}`);
  expect(response.status).toBe(200);
  const rows = response.body.results as Array<{ from: string; to: string; status_code: number }>;
  return rows.map((row) => `${row.from} ${row.to} ${row.status_code}`);
}

beforeAll(async () => {
  buildCli();
  playground = await startPlayground({
    env: {
      PLAYGROUND_WITH_WEBTOOLS_REDIRECTS: '1',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({ siteUrl: PRODUCTION, urlPatterns: PATTERNS, pagesPerType: 0 }),
    },
  });
  dir = mkdtempSync(join(tmpdir(), 'rd-webtools-'));
  const category = await playground.strapi
    .documents('api::category.category')
    .create({ data: { name: 'Webtools', slug: 'wt' } as never });
  for (const [slug, moved] of [
    ['a-old', 'a-new'],
    ['b-old', 'b-new'],
    ['c-old', 'c-new'],
    ['gone-old', null],
  ] as const)
    await moveArticle(playground, category.documentId, slug, moved);
  // Webtools redirects a source already: creating its rule is skipped.
  await seedRedirect('/blog/wt/b-old', 'https://other.example.org/b', 301);
});

afterAll(async () => {
  await playground?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('POST v1/moved-urls/webtools-redirects with the stand-in content type', () => {
  it('creates the rules of the named records and skips the rest with their reasons', async () => {
    const list = await playground.http
      .get(API)
      .query({ page_size: '100' })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    const idOf = Object.fromEntries(
      (list.body.moved_urls as MovedUrlRow[]).map((row) => [new URL(row.old_url).pathname, row.id]),
    );
    const ids = ['/blog/wt/a-old', '/blog/wt/b-old', '/blog/wt/gone-old'].map((path) => idOf[path]);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const unknown = Math.max(...Object.values(idOf)) + 1000;
    const created = await playground.http
      .post(`${API}/webtools-redirects`)
      .set('Authorization', `Bearer ${playground.apiKey}`)
      .send({ ids: [...ids, unknown] });
    expect(created.status).toBe(200);
    const body = created.body as WebtoolsRedirectsResponse;
    expect([body.created, body.skipped]).toEqual([1, 3]);
    // Outcomes come in the records' order (newest first), then unknown ids: compared by id.
    const outcomes = body.outcomes
      .map((outcome) => [outcome.id, outcome.source, outcome.created, outcome.reason] as const)
      .sort((a, b) => a[0] - b[0]);
    expect(outcomes).toEqual(
      [
        [ids[0], '/blog/wt/a-old', true, null],
        [ids[1], '/blog/wt/b-old', false, 'Webtools has a redirect from this URL already'],
        [ids[2], '/blog/wt/gone-old', false, 'gone (410): Webtools redirects have no 410'],
        [unknown, '', false, 'no such record'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(await listedRedirects()).toEqual([
      '/blog/wt/a-old /blog/wt/a-new 301',
      '/blog/wt/b-old https://other.example.org/b 301',
    ]);
    // Asked again, the rule is there already: nothing is written twice.
    const again = await playground.http
      .post(`${API}/webtools-redirects`)
      .set('Authorization', `Bearer ${playground.apiKey}`)
      .send({ ids: [ids[0]] });
    expect([again.status, again.body.created, again.body.outcomes[0].reason]).toEqual([
      200,
      0,
      'Webtools has a redirect from this URL already',
    ]);
    expect(await listedRedirects()).toHaveLength(2);
  });
});

describe('the redirect audit of Webtools redirects (source=webtools)', () => {
  beforeAll(async () => {
    await seedRedirect('/wt-loop-a', '/wt-loop-b', 301);
    await seedRedirect('/wt-loop-b', '/wt-loop-a', 301);
    await seedRedirect('/wt-hop-1', '/wt-hop-2', 301);
    await seedRedirect('/wt-hop-2', '/blog/wt/a-new', 301);
    await seedRedirect('/blog/wt/c-old', '/blog/wt/c-new', 307);
    await seedRedirect('/wt-dead', '/blog/wt/nowhere', 301);
    // Rows to another origin (never judged), so the rules span more than one keyset page.
    const rows = Array.from({ length: BULK_ROWS }, (_, index) => ({
      documentId: `wtbulk${String(index).padStart(18, '0')}`,
      from: `/wt-bulk-${index}`,
      to: `https://other.example.org/${index}`,
      status_code: 301,
      publishedAt: new Date(),
    }));
    for (let at = 0; at < rows.length; at += 500)
      await playground.strapi.db
        .query(UID as 'api::article.article')
        .createMany({ data: rows.slice(at, at + 500) });
  });

  const expected = [
    'loop /wt-loop-a',
    'loop /wt-loop-b',
    'chain /wt-hop-1',
    'temporary /blog/wt/c-old',
    'target-not-live /wt-dead',
  ].sort();
  const kinds = (findings: RedirectAuditResponse['findings']) =>
    findings.map((finding) => `${finding.kind} ${finding.source}`).sort();

  it('reports the loop, the chain, the 307 for a move and the dead target among every row', async () => {
    const response = await auditRedirects(playground, { source: 'webtools' });
    expect(response.status).toBe(200);
    const body = response.body as RedirectAuditResponse;
    expect([body.source, body.format, body.rules]).toEqual(['webtools', null, 2 + 6 + BULK_ROWS]);
    expect(kinds(body.findings)).toEqual(expected);
  });

  it('refuses a format or an unknown source with a 400', async () => {
    const withFormat = await auditRedirects(playground, { source: 'webtools', format: 'csv' });
    expect([withFormat.status, withFormat.body.error.message]).toEqual([
      400,
      'format is for a file: source=webtools reads no body',
    ]);
    const unknown = await auditRedirects(playground, { source: 'wordpress' });
    expect([unknown.status, unknown.body.error.message]).toEqual([
      400,
      'source must be one of file, webtools',
    ]);
  });

  it('route-discovery redirects audit --webtools prints them and exits 1', async () => {
    const output = join(dir, 'audit.json');
    const connection = ['--url', playground.baseUrl, '--key', playground.apiKey];
    const run = await runCli(['redirects', 'audit', '--webtools', ...connection, '--output', output]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${2 + 6 + BULK_ROWS} rule(s) read from Webtools' redirects, 5 finding(s)`);
    expect(run.stdout).toContain('FAIL loop /wt-loop-a -> /wt-loop-b (301)');
    const report = JSON.parse(readFileSync(output, 'utf8')) as RedirectAuditResponse;
    expect([report.source, kinds(report.findings)]).toEqual(['webtools', expected]);
    const both = await runCli(['redirects', 'audit', join(dir, 'x.csv'), '--webtools', ...connection]);
    expect([both.code, both.stderr]).toEqual([
      2,
      expect.stringContaining('--webtools reads the CMS: give no file and no --format with it.'),
    ]);
  });
});
