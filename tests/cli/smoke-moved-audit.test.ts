import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MovedUrlRow } from '@route-discovery/contract';
import { runCli } from '../helpers/cli';
import { auditRedirects, exportedRedirects, MOVED_URLS_API as API } from '../helpers/moved-url-calls';
import { useMovedSiteSuite } from '../helpers/moved-site-suite';
import { parseRedirects } from '../../server/src/moved-urls/redirect-parse';

/**
 * Redirect exports and `redirects audit` (issue 46, item 4) against the moves of
 * tests/helpers/moved-site-suite.ts: each redirect export parsed back gives the same rules and
 * audits clean, and `redirects audit` of a file with a loop, a chain, a target no page answers at,
 * a source hiding a page and a 307 for a move reports each (`POST v1/moved-urls/audit`).
 */
const suite = useMovedSiteSuite();

const path = (url: string) => new URL(url).pathname;

describe('redirect exports read back, and the redirect audit', () => {
  it('parses each export back into the rules of v1/moved-urls, and audits each clean', async () => {
    const response = await suite.playground.http
      .get(API)
      .query({ page_size: '100' })
      .set('Authorization', `Bearer ${suite.playground.apiKey}`);
    const rows = response.body.moved_urls as MovedUrlRow[];
    const key = (rule: { source: string; target: string | null; status: number }) =>
      `${rule.source} ${rule.target ?? '-'} ${rule.status}`;
    const redirects = rows
      .filter((row) => row.redirect === 'redirect')
      .map((row) => key({ source: path(row.old_url), target: path(row.new_url as string), status: 301 }))
      .sort();
    const gone = rows
      .filter((row) => row.redirect === 'gone')
      .map((row) => key({ source: path(row.old_url), target: null, status: 410 }))
      .sort();
    expect(redirects.length).toBeGreaterThanOrEqual(4);
    expect(gone.length).toBeGreaterThanOrEqual(1);
    for (const format of ['nextjs', 'vercel', 'netlify', 'nginx', 'apache', 'csv'] as const) {
      const text = await exportedRedirects(suite.playground, format);
      const withGone = ['nginx', 'apache', 'csv'].includes(format);
      expect([format, parseRedirects(format, text).map(key).sort()]).toEqual([
        format,
        (withGone ? [...redirects, ...gone] : redirects).sort(),
      ]);
      const audited = await auditRedirects(suite.playground, { format }, text);
      expect([format, audited.status, audited.body.findings]).toEqual([format, 200, []]);
    }
  });

  it('reports a loop, a chain, a target no page answers at, a hidden page and a 307 for a move', async () => {
    const file = join(suite.dir, '_redirects');
    writeFileSync(
      file,
      [
        '/blog/mv/good-old /blog/mv/good-new 307',
        '/loop-a /loop-b 301',
        '/loop-b /loop-a 301',
        '/hop-1 /hop-2 301',
        '/hop-2 /blog/mv/good-new 301',
        '/dead /blog/mv/nowhere 301',
        '/blog/mv/chain-new /blog/mv/wrong-new 301',
      ].join('\n'),
    );
    const run = await runCli([
      'redirects',
      'audit',
      file,
      '--url',
      suite.playground.baseUrl,
      '--key',
      suite.playground.apiKey,
      '--output',
      join(suite.dir, 'audit.json'),
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('7 rule(s) read from');
    const report = JSON.parse(readFileSync(join(suite.dir, 'audit.json'), 'utf8')) as {
      findings: Array<{ kind: string; source: string }>;
    };
    expect(report.findings.map((finding) => `${finding.kind} ${finding.source}`).sort()).toEqual(
      [
        'temporary /blog/mv/good-old',
        'loop /loop-a',
        'loop /loop-b',
        'chain /hop-1',
        'target-not-live /dead',
        'shadows-live-page /blog/mv/chain-new',
      ].sort(),
    );
    // Webtools' Redirects add-on is paid and not installed in the playground: a clear 404, for
    // creating redirects and for auditing them.
    for (const webtools of [
      await suite.playground.http
        .post(`${API}/webtools-redirects`)
        .set('Authorization', `Bearer ${suite.playground.apiKey}`)
        .send({ all: true }),
      await auditRedirects(suite.playground, { source: 'webtools' }),
    ]) {
      expect([webtools.status, webtools.body.error.message]).toEqual([
        404,
        "Webtools' Redirects add-on (webtools-addon-redirects) is not installed",
      ]);
    }
    const bad = await auditRedirects(suite.playground, { format: 'nextjs' }, 'not json');
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Not a nextjs redirect file: not JSON']);
  });
});
