import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OVERVIEW_PATH } from '../../admin/src/navigation/report-nav';
import { DEMO_SITE_CONFIG } from '../../playground/lib/demo-site';
import { ARTICLE, CATEGORY, createCategory, publishedArticle } from '../helpers/demo-moves';
import { startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';
import { failingLines, runAxe } from './axe';
import { SCREENSHOT_WIDTH, shootDoc } from './screenshots';
import { CHROMIUM, CHROMIUM_ARGS, logInAt } from './session';

/**
 * Issue 46 in the browser, on the demo's website configuration (a site URL, article and category
 * URL patterns, the seeded moved article and renamed category): the Moved URLs page and the edit
 * view's warning for a slug typed and not saved (decision 0246), each shot for the README.
 */
const ROOT = resolve(__dirname, '../..');

let playground: Playground;
let browser: Browser;

beforeAll(async () => {
  playground = await startPlayground({
    env: {
      SERVE_ADMIN_PANEL: 'true',
      ADMIN_RATE_LIMIT: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify(DEMO_SITE_CONFIG),
      PLAYGROUND_DEMO_MOVES: '1',
    },
    distDir: join(ROOT, 'playground', 'dist'),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await playground?.stop();
});

/** A logged-in page at the README's width in `colorScheme`; the caller closes its context. */
async function adminPage(colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: SCREENSHOT_WIDTH, height: 860 },
    colorScheme,
  });
  const page = await context.newPage();
  await logInAt(page, playground.baseUrl, SUPER_ADMIN);
  return page;
}

/** The edit view of `documentId` of `uid` (in `en` when given). */
const editView = (uid: string, documentId: string, locale?: string) =>
  `${playground.baseUrl}/admin/content-manager/collection-types/${uid}/${documentId}` +
  (locale ? `?plugins[i18n][locale]=${locale}` : '');

describe('moved URLs in Chromium', () => {
  it('lists the seeded moves on the Moved URLs page, accessible in both themes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await adminPage(colorScheme);
      try {
        await page.goto(`${playground.baseUrl}/admin${OVERVIEW_PATH}/moved-urls`);
        await page.getByTestId('moved-row').first().waitFor({ timeout: 60_000 });
        // The demo's seed moves one article and renames one category (playground/src/seed/moves.js).
        expect(await page.getByTestId('moved-row').count()).toBeGreaterThanOrEqual(2);
        expect(await page.getByTestId('moved-row').filter({ hasText: '/topics/' }).count()).toBeGreaterThan(
          0,
        );
        const axe = await runAxe(page, `moved-urls-${colorScheme}`);
        expect(failingLines(axe)).toEqual([]);
        await shootDoc(page, `moved-urls-${colorScheme}`);
      } finally {
        await page.context().close();
      }
    }
  });

  it('says what a typed slug would move before Publish or Save is clicked', async () => {
    const category = await createCategory(playground, 'e2e-typed-topic');
    const article = await publishedArticle(playground, 'e2e-typed-before', category);
    const page = await adminPage('light');
    try {
      await page.goto(editView(ARTICLE, article, 'en'));
      const panel = page.getByTestId('used-in-panel');
      await panel.waitFor({ timeout: 60_000 });
      await page.locator('input[name="slug"]').fill('e2e-typed-after');
      await panel
        .getByText(/Publishing moves \S*\/e2e-typed-before to \S*\/e2e-typed-after/)
        .waitFor({ timeout: 30_000 });
      await shootDoc(page, 'url-change-warning-light');

      // A category has no draft and publish: saving moves its page and its articles' pages.
      await page.goto(editView(CATEGORY, category));
      await panel.waitFor({ timeout: 60_000 });
      await page.locator('input[name="slug"]').fill('e2e-typed-topic-renamed');
      await panel
        .getByText(/Saving moves \S*\/topics\/e2e-typed-topic to \S*\/topics\/e2e-typed-topic-renamed/)
        .waitFor({ timeout: 30_000 });
      const axe = await runAxe(page, 'url-change-warning', '[data-testid="used-in-panel"]');
      expect(failingLines(axe)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
