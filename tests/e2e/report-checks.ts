import type { Page } from 'playwright-core';
import { frontendTarget } from '@route-discovery/check-engine';
import type { FrontendUrlRow } from '@route-discovery/contract';
import type { AdminPlayground } from './admin-playground';

/**
 * Checks of the super admin's report pages that seed or rebuild data first, each run inside the
 * report test's session (Strapi rate-limits admin logins): tests/e2e/admin-reports.ts.
 */

/**
 * Issue 34: a page of 50 rows mounts at most 50 rows, and a search for a term only a row on a later
 * page holds shows what the server answers for that `q`. Seeds 60 published articles first (more
 * than 50 frontend rows). Runs inside the first test's session: Strapi rate-limits admin logins.
 */
export async function checkPagedSearch(admin: AdminPlayground, page: Page): Promise<void> {
  const { playground } = admin;
  // More than 50 frontend rows: published articles, each a page of the site and a document route.
  for (let index = 0; index < 60; index += 1) {
    await playground.strapi
      .documents('api::article.article')
      .create({ data: { title: `Paging article ${index}` }, status: 'published' });
  }
  const list = (query: Record<string, string>) =>
    playground.http
      .get('/api/route-discovery/v1/frontend-urls')
      .query(query)
      .set('Authorization', `Bearer ${playground.apiKey}`)
      .then(
        (response) =>
          response.body as { urls: FrontendUrlRow[]; metadata: { page: { next_cursor: string | null } } },
      );
  const first = await list({ page_size: '50' });
  expect(first.metadata.page.next_cursor).not.toBeNull();
  const later = await list({ page_size: '50', cursor: first.metadata.page.next_cursor ?? '' });
  // A term only a row after the first page holds: its resolved path (a documentId in it).
  const term = later.urls[later.urls.length - 1].resolved_url || later.urls[later.urls.length - 1].url;
  const answer = await list({ page_size: '50', q: term });
  expect(answer.urls.length).toBeGreaterThan(0);
  expect(first.urls.some((row) => `${row.resolved_url} ${row.url}`.includes(term))).toBe(false);

  await page.goto(`${playground.baseUrl}/admin/plugins/route-discovery/frontend-urls?page_size=50`);
  await page.getByTestId('report-row').first().waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('report-row').count()).toBeLessThanOrEqual(50);
  expect(await page.getByTestId('pager-range').textContent()).toMatch(/^Rows 1-50/);
  await page.getByRole('searchbox', { name: 'Search URLs' }).fill(term);
  await page.waitForURL((url) => url.searchParams.get('q') === term);
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="report-row"]').length === count,
    answer.urls.length,
  );
  const shown = await page
    .getByTestId('report-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1].textContent ?? ''));
  // The path cell: the target a test requests, then the registered path when it differs (UrlTable).
  const cell = (row: FrontendUrlRow) =>
    `${frontendTarget(row)}${frontendTarget(row) !== row.url ? row.url : ''}`;
  expect(shown).toEqual(answer.urls.map(cell));
  await admin.shot(page, '03b-frontend-report-paged-search');
}

/**
 * Issue 32: the Files page rebuilds the reference index with its button and shows the rebuild to
 * its end, each content type then `Current`. Runs inside the first test's session.
 */
export async function checkIndexRebuild(admin: AdminPlayground, page: Page): Promise<void> {
  const { playground } = admin;
  const rebuildState = async () =>
    (
      await playground.http
        .get('/api/route-discovery/v1/references/rebuild')
        .set('Authorization', `Bearer ${playground.apiKey}`)
    ).body as { rebuild: { status: string; started_at: string | null } };
  const before = await rebuildState();
  await page.goto(`${playground.baseUrl}/admin/plugins/route-discovery/files`);
  await page.getByTestId('file-row').first().waitFor({ timeout: 60_000 });
  await page.getByTestId('reference-index-type').first().waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Rebuild index' }).click();
  await page
    .getByTestId('reference-index-summary')
    .filter({ hasText: 'Current: every content type is indexed' })
    .waitFor({ timeout: 60_000 });
  const after = await rebuildState();
  expect(after.rebuild.status).toBe('done');
  expect(after.rebuild.started_at).not.toBe(before.rebuild.started_at);
  const states = await page
    .getByTestId('reference-index-type')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1].textContent));
  expect(new Set(states)).toEqual(new Set(['Current']));
  await page.getByTestId('file-row').first().waitFor({ timeout: 60_000 });
  await admin.shot(page, '08-files-rebuilt');
}
