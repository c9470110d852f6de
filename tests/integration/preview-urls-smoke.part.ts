import type { AnyFrontendUrlRow } from '@route-discovery/contract';
import { SUPER_ADMIN } from '../helpers/playground';
import { runCli } from '../helpers/cli';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  ENDPOINT,
  SECRET,
  playground,
  origin,
  requested,
  rows,
  dir,
  get,
  key,
} from '../helpers/preview-urls-suite';

/**
 * `v1/frontend-urls` without a filter on an app with preview configured (issue 44, item 6c), and
 * `smoke` requesting the preview URLs. The preview rows: preview-urls.test.ts.
 */

/** Every row of `query`'s keyset pages, `page_size` 50, following `next_cursor` to the last page. */
async function walk(query: Record<string, string>): Promise<AnyFrontendUrlRow[]> {
  const walked: AnyFrontendUrlRow[] = [];
  let cursor: string | null = null;
  do {
    const page = await get({ ...query, page_size: '50', ...(cursor ? { cursor } : {}) });
    walked.push(...page.urls);
    cursor = page.metadata.page?.next_cursor ?? null;
  } while (cursor);
  return walked;
}

describe('frontend-urls without a filter on an app with preview configured (issue 44, item 6c)', () => {
  it('lists only what the spec defines: page and resolver rows, the sum of filter=pages and filter=resolver', async () => {
    const whole = await get();
    const pages = await get({ filter: 'pages' });
    const resolver = await get({ filter: 'resolver' });
    expect(new Set(whole.urls.map((row) => row.source))).toEqual(new Set(['page', 'resolver']));
    expect(whole.urls.map(key)).toEqual([...pages.urls, ...resolver.urls].map(key));
    expect(whole.count).toBe(pages.count + resolver.count);
    for (const field of ['total_count', 'testable_count', 'untestable_count'] as const)
      expect([field, whole.metadata[field]]).toEqual([
        field,
        pages.metadata[field] + resolver.metadata[field],
      ]);
    expect(whole.metadata.total_count).toBe(whole.urls.length);
    // Keyset pages and counts=true answer the same rows and the same total.
    expect((await walk({})).map(key)).toEqual(whole.urls.map(key));
    expect((await get({ counts: 'true', page_size: '1' })).metadata.total_count).toBe(whole.urls.length);
    // The handler is the app's code: the unfiltered answer never shows its URLs, nor its secret.
    const csv = await playground.http
      .get(ENDPOINT)
      .query({ format: 'csv' })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain('admin.preview.config.handler');
  });

  it('the summary counts the unfiltered list', async () => {
    const whole = await get();
    let summary: { frontend: { total: number; testable: number } } | null = null;
    for (let tries = 0; tries < 100 && !summary; tries += 1) {
      const answer = await playground.http
        .get('/api/route-discovery/v1/summary')
        .set('Authorization', `Bearer ${playground.apiKey}`);
      if (answer.status === 200) summary = answer.body.summary;
      else await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(summary?.frontend).toMatchObject({
      total: whole.metadata.total_count,
      testable: whole.metadata.testable_count,
    });
  });
});

describe('smoke requests the preview URLs', () => {
  it('in a preview suite: every testable preview URL, and Strapi preview route for the single type', async () => {
    const json = join(dir, 'run.json');
    const run = await runCli([
      'smoke',
      '--url',
      playground.baseUrl,
      '--key',
      playground.apiKey,
      '--admin-email',
      SUPER_ADMIN.email,
      '--admin-password',
      SUPER_ADMIN.password,
      '--quiet',
      '--report',
      `json=${json}`,
    ]);
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      suites: Record<string, { checks: number; passed: number; failed: number }>;
      results: Array<{ scope: string; target: string; passed: boolean; reason: string }>;
    };
    const preview = report.results.filter((result) => result.scope === 'preview');
    const testable = rows.filter((row) => row.source === 'preview' && row.is_testable);
    const targets = new Set(preview.map((result) => result.target));
    for (const row of testable) expect(targets).toContain(row.resolved_url);
    expect(targets).toContain('/content-manager/preview/url/api%3A%3Ahomepage.homepage?status=draft');
    expect(preview.filter((result) => !result.passed)).toEqual([]);
    const onFrontend = testable.filter((row) => row.url.startsWith(origin));
    expect(onFrontend.length).toBeGreaterThan(0);
    for (const row of onFrontend) expect(requested).toContain(row.url.slice(origin.length));
    expect(report.suites.preview.checks).toBe(preview.length);
    expect(run.stdout).toContain(`preview ${preview.length}/${preview.length}`);
    expect(`${run.stdout}${run.stderr}${readFileSync(json, 'utf8')}`).not.toContain(SECRET);
  });
});
