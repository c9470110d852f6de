import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { EDITOR, startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';
import { frontendTarget } from '@route-discovery/check-engine';
import type { FrontendUrlRow } from '@route-discovery/contract';
import { runBody } from '../helpers/run-fixtures';
import { failingLines, runAxe, type AxePageResult } from './axe';
import { focusedControl, reachByTab, reachInGridLastColumn } from './keyboard';
import { checkNavigation } from './navigation';
import { PLUGIN_PAGES, readyLocator } from './plugin-pages';
import { shootDoc, takeDocScreenshots, takeNavScreenshots } from './screenshots';
import { reportPageRequests } from './report-requests';
import { CHROMIUM, CHROMIUM_ARGS, logInAt } from './session';

const ROOT = resolve(__dirname, '../..');
const SCREENSHOTS = join(ROOT, 'test-artifacts', 'screenshots');
const AXE_REPORT = (colorScheme: string) => join(ROOT, 'test-artifacts', `axe-results-${colorScheme}.json`);

let playground: Playground;
let browser: Browser;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

function logIn(page: Page, credentials: { email: string; password: string }) {
  return logInAt(page, playground.baseUrl, credentials);
}

async function apiCounts(endpoint: string) {
  const response = await playground.http
    .get(`/api/route-discovery/v1/${endpoint}`)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  return response.body.metadata as { total_count: number; testable_count: number };
}

/**
 * Issue 34: a page of 50 rows mounts at most 50 rows, and a search for a term only a row on a later
 * page holds shows what the server answers for that `q`. Seeds 60 published articles first (more
 * than 50 frontend rows). Runs inside the first test's session: Strapi rate-limits admin logins.
 */
async function checkPagedSearch(page: Page) {
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
  await shot(page, '03b-frontend-report-paged-search');
}

/**
 * Issue 32: the Files page rebuilds the reference index with its button and shows the rebuild to
 * its end, each content type then `Current`. Runs inside the first test's session.
 */
async function checkIndexRebuild(page: Page) {
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
  await shot(page, '08-files-rebuilt');
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // The admin panel in playground/dist is built once for every browser test file (global-setup.ts).
  playground = await startPlayground({
    // Seven logins as one super admin: more than Strapi's admin login limit allows in 5 minutes.
    env: { SERVE_ADMIN_PANEL: 'true', ADMIN_RATE_LIMIT: 'false' },
    distDir: join(ROOT, 'playground', 'dist'),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await playground?.stop();
});

describe('admin panel in Chromium', () => {
  it('shows a super admin the widget, every report, a green Test all, platform, settings and a paged search', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    try {
      await logIn(page, SUPER_ADMIN);
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
        await playground.http
          .get('/api/route-discovery/v1/exposure')
          .set('Authorization', `Bearer ${playground.apiKey}`)
      ).body as { findings: Array<{ severity: string; rule: string }> };
      const high = exposure.findings.filter((finding) => finding.severity === 'high');
      expect(high.length).toBeGreaterThan(0);
      expect(await page.getByTestId('count-exposure-high').textContent()).toBe(
        `High exposure findings: ${high.length}`,
      );
      await shot(page, '01-homepage-widget');

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
      await shot(page, '02-backend-report');

      await page.goto(`${playground.baseUrl}/admin/plugins/route-discovery/frontend-urls`);
      await page.getByTestId('report-row').first().waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Test all' }).click();
      await page.getByTestId('batch-summary').filter({ hasText: 'Finished' }).waitFor({ timeout: 120_000 });
      const summary = await page.getByTestId('batch-summary').textContent();
      expect(summary).toBe(
        `Finished: ${frontend.testable_count} of ${frontend.testable_count} tested, ${frontend.testable_count} passed, 0 failed`,
      );
      expect(await page.locator('[data-testid="report-row"][data-state="failed"]').count()).toBe(0);
      await shot(page, '03-frontend-report-test-all');

      await page.goto(`${playground.baseUrl}/admin/plugins/route-discovery/platform`);
      await page.getByTestId('runtime-node_version').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('runtime-node_version').textContent()).toBe(process.versions.node);
      await shot(page, '04-platform');

      await page.goto(`${playground.baseUrl}/admin/plugins/route-discovery/exposure`);
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
      await shot(page, '04b-exposure');

      await page.goto(`${playground.baseUrl}/admin/settings/route-discovery`);
      await page.getByTestId('setting-DISCOVERY_API_KEY').waitFor({ timeout: 60_000 });
      const keyRow = await page.getByTestId('setting-DISCOVERY_API_KEY').textContent();
      expect(keyRow).toContain(`Configured (${playground.apiKey.length} characters)`);
      expect(await page.content()).not.toContain(playground.apiKey);
      // The curl example names the URL the API really answers at, not the configured port.
      expect(await page.getByTestId('settings-curl').textContent()).toBe(
        `curl -H "Authorization: Bearer <DISCOVERY_API_KEY>" ${playground.baseUrl}/api/route-discovery/v1/backend-urls`,
      );
      await shot(page, '05-settings');

      await checkPagedSearch(page);
      await checkIndexRebuild(page);
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
      const response = await playground.http
        .post('/api/route-discovery/v1/runs')
        .set('Authorization', `Bearer ${playground.apiKey}`)
        .send(body);
      expect(response.status).toBe(201);
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    try {
      await logIn(page, SUPER_ADMIN);
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
      await shot(page, '09-runs-page');
    } finally {
      await context.close();
    }
  });

  it('mints one signed report value per report page, sent beside its config request (decision 0192)', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    try {
      await logIn(page, SUPER_ADMIN);
      const reportPages = PLUGIN_PAGES.filter((entry) => entry.path.startsWith('/admin/plugins/'));
      const seen: Array<[string, number, boolean]> = [];
      for (const reportPage of reportPages) {
        const requests = await reportPageRequests(page, `${playground.baseUrl}${reportPage.path}`, () =>
          readyLocator(page, reportPage).waitFor({ timeout: 60_000 }),
        );
        seen.push([reportPage.name, requests.mints, requests.mintedBeforeConfig]);
      }
      expect(seen).toEqual(reportPages.map((reportPage) => [reportPage.name, 1, true]));
    } finally {
      await page.close();
    }
  });

  it('opens every plugin page in one click from the side navigation, the current one marked', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    try {
      await logIn(page, SUPER_ADMIN);
      const { summary } = (
        await playground.http
          .get('/api/route-discovery/v1/summary')
          .set('Authorization', `Bearer ${playground.apiKey}`)
      ).body as { summary: { links: { broken_internal: number }; findings: { high: number } } };
      const problems = await checkNavigation(page, playground.baseUrl, {
        brokenLinks: summary.links.broken_internal,
        highFindings: summary.findings.high,
      });
      expect(problems).toEqual([]);
      await shot(page, '10-navigation');
    } finally {
      await context.close();
    }
  });

  it('fits the Links table in a 1280x800 window, status column shown, documents named by their titles', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await logIn(page, SUPER_ADMIN);
      await page.goto(`${playground.baseUrl}/admin/plugins/route-discovery/links`);
      const row = page.getByTestId('link-row').first();
      await row.waitFor({ timeout: 60_000 });
      // The document cell names the seeded article by its title, linked to its edit view.
      expect(await row.getByTestId('document-name').getByRole('link').first().textContent()).toBeTruthy();
      expect(await page.getByRole('link', { name: 'Hello world' }).count()).toBeGreaterThan(0);
      // The status (Outcome) column's header lies inside the window, and the table is not cut.
      const header = await page.getByRole('button', { name: 'Outcome', exact: true }).boundingBox();
      expect(header).not.toBeNull();
      expect((header?.x ?? 0) + (header?.width ?? 0)).toBeLessThanOrEqual(1280);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(1280);
    } finally {
      await context.close();
    }
  });

  it('shows an editor no widget and no report access', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    try {
      // The homepage resolves every widget's permissions in one update, and a widget the user may
      // see mounts (and fetches) only after it: Strapi's "Last edited entries" asking for its
      // documents means the plugin's widget has been decided too (@strapi/admin
      // `pages/Home/HomePage.js`). Likewise the menu shows its plugin links in one update, so
      // the Content Manager link means the plugin's link has been decided.
      const widgetsDecided = page.waitForResponse((response) =>
        response.url().includes('/content-manager/homepage/recent-documents'),
      );
      await logIn(page, EDITOR);
      await widgetsDecided;
      await page.getByRole('link', { name: 'Content Manager' }).first().waitFor({ timeout: 60_000 });
      expect(await page.getByRole('heading', { name: 'Route discovery' }).count()).toBe(0);
      expect(await page.getByTestId('route-discovery-widget').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Route discovery' }).count()).toBe(0);
      await shot(page, '06-editor-homepage');
      await page.goto(`${playground.baseUrl}/admin/plugins/route-discovery/backend-urls`);
      await page
        .getByText('Only super admins can open the route discovery reports.')
        .waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('report-row').count()).toBe(0);
      await shot(page, '07-editor-report-refused');
    } finally {
      await context.close();
    }
  });
});

describe('admin panel accessibility', () => {
  // Categories written around the document service, as a migration would: the reference index is
  // stale for them, so the Files page shows a "Stale" badge and axe checks its contrast too (it
  // failed once, 4.02:1, when a run happened to catch a type stale).
  beforeAll(async () => {
    const table = playground.strapi.db.metadata.get('api::category.category' as never).tableName;
    await playground.strapi.db.getConnection(table).update({ updated_at: new Date(Date.now() + 1000) });
  });

  // Dark too: the charts and badges take their colours from the theme, so contrast is checked in both.
  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe-core violation on any plugin page (%s theme)',
    async (colorScheme) => {
      // Strapi's default theme follows the system's (`prefers-color-scheme`).
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, colorScheme });
      const page = await context.newPage();
      const results: AxePageResult[] = [];
      const suffix = colorScheme === 'dark' ? '-dark' : '';
      try {
        await logIn(page, SUPER_ADMIN);
        for (const pluginPage of PLUGIN_PAGES) {
          await page.goto(`${playground.baseUrl}${pluginPage.path}`);
          await readyLocator(page, pluginPage).waitFor({ timeout: 60_000 });
          await pluginPage.prepare?.(page);
          if (pluginPage.name === 'files') {
            await page.getByTestId('reference-index-type').filter({ hasText: 'Stale' }).first().waitFor();
          }
          results.push(await runAxe(page, `${pluginPage.name}${suffix}`, pluginPage.include));
          const name = `a11y-${pluginPage.name}${suffix}`;
          // The admin scrolls inside its layout: a full-page shot would miss a widget below the fold.
          if (pluginPage.include) {
            await page.locator(pluginPage.include).screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
          } else await shot(page, name);
        }
      } finally {
        writeFileSync(AXE_REPORT(colorScheme), `${JSON.stringify(results, null, 2)}\n`);
        await context.close();
      }
      expect(results).toHaveLength(PLUGIN_PAGES.length);
      expect(results.flatMap(failingLines)).toEqual([]);
    },
  );

  it('reaches every control of every plugin page with the keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const missed: string[] = [];
    try {
      await logIn(page, SUPER_ADMIN);
      for (const pluginPage of PLUGIN_PAGES.filter((entry) => entry.keyboard)) {
        await page.goto(`${playground.baseUrl}${pluginPage.path}`);
        await readyLocator(page, pluginPage).waitFor({ timeout: 60_000 });
        const unreached = await reachByTab(page, pluginPage.keyboard ?? [], 250);
        missed.push(...unreached.map((control) => `${pluginPage.name}: ${control}`));
      }
      expect(missed).toEqual([]);
      // In the URL grid, the arrow keys move between cells: the next header, then a row's Test
      // button, which keeps focus while its test runs.
      await page.goto(`${playground.baseUrl}/admin/plugins/route-discovery/frontend-urls`);
      await page.getByTestId('report-row').first().waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Method', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await focusedControl(page)).toBe('button:URL');
      expect(await reachInGridLastColumn(page, 'button:Test', 10)).toBe(true);
      // Enter on the focused "Test all" starts the batch, as a click does, and focus stays on it.
      await page.getByRole('button', { name: 'Test all' }).focus();
      await page.keyboard.press('Enter');
      expect(await focusedControl(page)).toBe('button:Test all');
      await page.getByTestId('batch-summary').filter({ hasText: 'Finished' }).waitFor({ timeout: 120_000 });
    } finally {
      await context.close();
    }
  });

  it('shows the "Used in" side panel in an article\'s edit view, accessible, with its sources', async () => {
    const articles = playground.strapi.documents('api::article.article' as never);
    const target = (await articles.create({
      locale: 'en',
      data: { title: 'Pricing', slug: 'used-in-e2e-target' },
    } as never)) as { documentId: string };
    await articles.publish({ documentId: target.documentId, locale: 'en' } as never);
    const paragraph = (url: string, text: string) => ({
      type: 'paragraph',
      children: [{ type: 'link', url, children: [{ type: 'text', text }] }],
    });
    const source = (await articles.create({
      locale: 'en',
      data: {
        title: 'Plans and offers',
        slug: 'used-in-e2e-source',
        content: [paragraph(`/api/articles/${target.documentId}`, 'see our prices')],
      },
    } as never)) as { documentId: string };
    await articles.publish({ documentId: source.documentId, locale: 'en' } as never);
    // The README's width (tests/e2e/screenshots.ts).
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    try {
      await logIn(page, SUPER_ADMIN);
      await page.goto(
        `${playground.baseUrl}/admin/content-manager/collection-types/api::article.article/${target.documentId}?plugins[i18n][locale]=en`,
      );
      const panel = page.getByTestId('used-in-panel');
      await panel.waitFor({ timeout: 60_000 });
      // The source's draft and published versions both link: two references, one published document.
      expect(await page.getByText('Used in (2)').count()).toBeGreaterThan(0);
      expect(await panel.getByRole('link', { name: 'Plans and offers' }).count()).toBeGreaterThan(0);
      expect(
        await panel.getByText(/Unpublishing this version breaks 1 link in 1 published document/).count(),
      ).toBe(1);
      const axe = await runAxe(page, 'used-in-panel', '[data-testid="used-in-panel"]');
      expect(failingLines(axe)).toEqual([]);
      await shootDoc(page, 'used-in-light');
      // The dark theme too (Strapi's default theme follows the system's): same page, reloaded.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await panel.waitFor({ timeout: 60_000 });
      await panel.getByRole('link', { name: 'Plans and offers' }).first().waitFor({ timeout: 60_000 });
      const dark = await runAxe(page, 'used-in-panel-dark', '[data-testid="used-in-panel"]');
      expect(failingLines(dark)).toEqual([]);
      await shootDoc(page, 'used-in-dark');
    } finally {
      await context.close();
    }
  });

  // Issue 47 item 6: the README's screenshots, from this demo, so they stay current.
  it('takes the README screenshots in the light and dark themes, and the navigation in English and German', async () => {
    const started = Date.now();
    const logInSuperAdmin = (page: Page) => logIn(page, SUPER_ADMIN);
    const sizes = {
      ...(await takeDocScreenshots(browser, playground.baseUrl, logInSuperAdmin)),
      ...(await takeNavScreenshots(browser, playground.baseUrl, logInSuperAdmin)),
    };
    // Kept small for the repository: a palette PNG of a 1280 px admin screen is well under 250 kB.
    expect(Object.entries(sizes).filter(([, bytes]) => bytes > 250_000)).toEqual([]);
    expect(Object.keys(sizes)).toEqual(expect.arrayContaining(['nav-en', 'nav-de', 'links-dark']));
    process.stdout.write(`README screenshots: ${Object.keys(sizes).length} in ${Date.now() - started} ms\n`);
  });
});
