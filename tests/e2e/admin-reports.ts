import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SUPER_ADMIN } from '../helpers/playground';
import { runBody } from '../helpers/run-fixtures';
import { SCREENSHOTS, useAdminPlayground } from './admin-playground';
import { checkIndexRebuild, checkPagedSearch } from './report-checks';
import { takeDocScreenshots, takeNavScreenshots } from './screenshots';

/**
 * The super admin's reports in Chromium: the widget, every report page, a green Test all, the
 * settings, the published CI runs, and the README's screenshots of that data (issue 47 item 6).
 */
const admin = useAdminPlayground();

/** A list endpoint's counts (`metadata`), read with the API key. */
async function apiCounts(endpoint: string) {
  const body = await admin.api<{ metadata: { total_count: number; testable_count: number } }>(endpoint);
  return body.metadata;
}

describe('admin panel reports in Chromium', () => {
  it('shows a super admin the widget, every report, a green Test all, platform, settings and a paged search', async () => {
    const context = await admin.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    try {
      await admin.logIn(page, SUPER_ADMIN);
      const widget = page.getByTestId('route-discovery-widget');
      await widget.waitFor({ timeout: 60_000 });
      const backend = await apiCounts('backend-urls');
      const frontend = await apiCounts('frontend-urls');
      await page.getByTestId('count-backend').waitFor();
      expect(await page.getByTestId('count-backend').textContent()).toContain(
        `Backend: ${backend.total_count} URLs`,
      );
      expect(await page.getByTestId('count-frontend').textContent()).toContain(
        `Frontend: ${frontend.total_count} URLs`,
      );
      const exposure = (
        await admin.playground.http
          .get('/api/route-discovery/v1/exposure')
          .set('Authorization', `Bearer ${admin.playground.apiKey}`)
      ).body as { findings: Array<{ severity: string; rule: string }> };
      const high = exposure.findings.filter((finding) => finding.severity === 'high');
      expect(high.length).toBeGreaterThan(0);
      expect(await page.getByTestId('count-exposure-high').textContent()).toBe(
        `High exposure findings: ${high.length}`,
      );
      await admin.shot(page, '01-homepage-widget');

      await widget.getByTestId('link-backend').click();
      await page.getByTestId('report-row').first().waitFor({ timeout: 60_000 });
      // One page of the default size is mounted, never the whole list.
      expect(await page.getByTestId('report-row').count()).toBe(Math.min(backend.total_count, 100));
      await page
        .getByTestId('pager-range')
        .filter({ hasText: `of ${backend.total_count}` })
        .waitFor();
      await page.getByRole('button', { name: 'Parameterized' }).click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'parameterized');
      await page
        .getByTestId('pager-range')
        .filter({ hasNotText: `of ${backend.total_count}` })
        .waitFor();
      await admin.shot(page, '02-backend-report');

      await page.goto(`${admin.playground.baseUrl}/admin/plugins/route-discovery/frontend-urls`);
      await page.getByTestId('report-row').first().waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Test all' }).click();
      await page.getByTestId('batch-summary').filter({ hasText: 'Finished' }).waitFor({ timeout: 120_000 });
      const summary = await page.getByTestId('batch-summary').textContent();
      expect(summary).toBe(
        `Finished: ${frontend.testable_count} of ${frontend.testable_count} tested, ${frontend.testable_count} passed, 0 failed`,
      );
      expect(await page.locator('[data-testid="report-row"][data-state="failed"]').count()).toBe(0);
      await admin.shot(page, '03-frontend-report-test-all');

      await page.goto(`${admin.playground.baseUrl}/admin/plugins/route-discovery/platform`);
      await page.getByTestId('runtime-node_version').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('runtime-node_version').textContent()).toBe(process.versions.node);
      await admin.shot(page, '04-platform');

      await page.goto(`${admin.playground.baseUrl}/admin/plugins/route-discovery/exposure`);
      await page.getByTestId('exposure-group-high').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('exposure-finding').count()).toBe(exposure.findings.length);
      await page.getByRole('button', { name: 'Public', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('routes_access') === 'public');
      // The filtered count comes in its own request, after the rows ("Rows 1-27", then "... of 27").
      await page
        .getByTestId('exposure-routes-pager')
        .getByTestId('pager-range')
        .filter({ hasText: /^Rows \d+-\d+ of \d+$/ })
        .waitFor();
      await admin.shot(page, '04b-exposure');

      await page.goto(`${admin.playground.baseUrl}/admin/settings/route-discovery`);
      await page.getByTestId('setting-DISCOVERY_API_KEY').waitFor({ timeout: 60_000 });
      const keyRow = await page.getByTestId('setting-DISCOVERY_API_KEY').textContent();
      expect(keyRow).toContain(`Configured (${admin.playground.apiKey.length} characters)`);
      expect(await page.content()).not.toContain(admin.playground.apiKey);
      // The curl example names the URL the API really answers at, not the configured port.
      expect(await page.getByTestId('settings-curl').textContent()).toBe(
        `curl -H "Authorization: Bearer <DISCOVERY_API_KEY>" ${admin.playground.baseUrl}/api/route-discovery/v1/backend-urls`,
      );
      await admin.shot(page, '05-settings');

      await checkPagedSearch(admin, page);
      await checkIndexRebuild(admin, page);
    } finally {
      await context.close();
    }
  });

  it('shows published CI runs: the last verdict on the widget, the trend and failures on the Runs page', async () => {
    const failure = runBody().failures[0];
    const runs = [
      runBody({
        exit_code: 0,
        duration_ms: 41_200,
        failures: [],
        totals: { checks: 48, passed: 48, failed: 0, excluded: 0 },
      }),
      runBody({
        exit_code: 1,
        duration_ms: 52_900,
        totals: { checks: 48, passed: 46, failed: 2, excluded: 0 },
        failures: [
          failure,
          {
            ...failure,
            target: '/api/articles/42',
            handler: 'api::article.article.findOne',
            status: 404,
            reason: 'HTTP 404 <b>not found</b>',
          },
        ],
      }),
      runBody({
        exit_code: 0,
        duration_ms: 39_800,
        failures: [],
        totals: { checks: 48, passed: 48, failed: 0, excluded: 0 },
      }),
    ];
    for (const body of runs) {
      const response = await admin.playground.http
        .post('/api/route-discovery/v1/runs')
        .set('Authorization', `Bearer ${admin.playground.apiKey}`)
        .send(body);
      expect(response.status).toBe(201);
    }
    const context = await admin.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    try {
      await admin.logIn(page, SUPER_ADMIN);
      const lastRun = page.getByTestId('last-run');
      await lastRun.waitFor({ timeout: 60_000 });
      expect(await lastRun.textContent()).toMatch(/^Last CI run:Passed/);
      await page.getByTestId('count-backend').waitFor();
      // The widget with its title: its box, widened to the card around it. The homepage scrolls in
      // an inner container, so the widget is brought into the viewport first.
      const widget = page.getByTestId('route-discovery-widget');
      await widget.scrollIntoViewIfNeeded();
      const box = await widget.boundingBox();
      if (!box) throw new Error('the widget has no box');
      await page.screenshot({
        path: join(SCREENSHOTS, '08-runs-widget.png'),
        clip: { x: box.x - 24, y: box.y - 72, width: box.width + 48, height: box.height + 96 },
      });

      await widget.getByTestId('link-runs').click();
      await page.getByTestId('runs-trend').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('run-card').count()).toBe(runs.length);
      expect(await page.getByTestId('runs-trend-summary').textContent()).toMatch(
        /^3 runs, oldest first: 2 passed, 1 did not pass/,
      );
      expect(await page.getByText('HTTP 404 <b>not found</b>').count()).toBe(1);
      expect(await page.locator('[data-testid="run-failures"] b').count()).toBe(0);
      expect(await page.getByTestId('run-ci-link').first().getAttribute('href')).toBe(runBody().ci?.job_url);
      await admin.shot(page, '09-runs-page');
    } finally {
      await context.close();
    }
  });

  // Issue 47 item 6: the README's screenshots, from this demo, so they stay current.
  it('takes the README screenshots in the light and dark themes, and the navigation in English and German', async () => {
    const started = Date.now();
    const logInSuperAdmin = (page: Page) => admin.logIn(page, SUPER_ADMIN);
    const sizes = {
      ...(await takeDocScreenshots(admin.browser, admin.playground.baseUrl, logInSuperAdmin)),
      ...(await takeNavScreenshots(admin.browser, admin.playground.baseUrl, logInSuperAdmin)),
    };
    // Kept small for the repository: a palette PNG of a 1280 px admin screen is well under 250 kB.
    expect(Object.entries(sizes).filter(([, bytes]) => bytes > 250_000)).toEqual([]);
    expect(Object.keys(sizes)).toEqual(expect.arrayContaining(['nav-en', 'nav-de', 'links-dark']));
    process.stdout.write(`README screenshots: ${Object.keys(sizes).length} in ${Date.now() - started} ms\n`);
  });
});
