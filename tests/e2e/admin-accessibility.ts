import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SUPER_ADMIN } from '../helpers/playground';
import { SCREENSHOTS, useAdminPlayground } from './admin-playground';
import { failingLines, runAxe, type AxePageResult } from './axe';
import { focusedControl, reachByTab, reachInGridLastColumn } from './keyboard';
import { PLUGIN_PAGES, readyLocator } from './plugin-pages';
import { shootDoc } from './screenshots';

/**
 * The plugin's pages in Chromium for everyone: axe-core in both themes, the keyboard, and the
 * "Used in" side panel of the edit view.
 */
const ROOT = resolve(__dirname, '../..');
const AXE_REPORT = (colorScheme: string) => join(ROOT, 'test-artifacts', `axe-results-${colorScheme}.json`);

const admin = useAdminPlayground();

describe('admin panel accessibility', () => {
  // Categories written around the document service, as a migration would: the reference index is
  // stale for them, so the Files page shows a "Stale" badge and axe checks its contrast too (it
  // failed once, 4.02:1, when a run happened to catch a type stale).
  beforeAll(async () => {
    const table = admin.playground.strapi.db.metadata.get('api::category.category' as never).tableName;
    await admin.playground.strapi.db.getConnection(table).update({ updated_at: new Date(Date.now() + 1000) });
  });

  // Dark too: the charts and badges take their colours from the theme, so contrast is checked in both.
  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe-core violation on any plugin page (%s theme)',
    async (colorScheme) => {
      // Strapi's default theme follows the system's (`prefers-color-scheme`).
      const context = await admin.browser.newContext({
        viewport: { width: 1440, height: 1000 },
        colorScheme,
      });
      const page = await context.newPage();
      const results: AxePageResult[] = [];
      const suffix = colorScheme === 'dark' ? '-dark' : '';
      try {
        await admin.logIn(page, SUPER_ADMIN);
        for (const pluginPage of PLUGIN_PAGES) {
          await page.goto(`${admin.playground.baseUrl}${pluginPage.path}`);
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
          } else await admin.shot(page, name);
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
    const context = await admin.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const missed: string[] = [];
    try {
      await admin.logIn(page, SUPER_ADMIN);
      for (const pluginPage of PLUGIN_PAGES.filter((entry) => entry.keyboard)) {
        await page.goto(`${admin.playground.baseUrl}${pluginPage.path}`);
        await readyLocator(page, pluginPage).waitFor({ timeout: 60_000 });
        const unreached = await reachByTab(page, pluginPage.keyboard ?? [], 250);
        missed.push(...unreached.map((control) => `${pluginPage.name}: ${control}`));
      }
      expect(missed).toEqual([]);
      // In the URL grid, the arrow keys move between cells: the next header, then a row's Test
      // button, which keeps focus while its test runs.
      await page.goto(`${admin.playground.baseUrl}/admin/plugins/route-discovery/frontend-urls`);
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
    const articles = admin.playground.strapi.documents('api::article.article' as never);
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
    const context = await admin.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    try {
      await admin.logIn(page, SUPER_ADMIN);
      await page.goto(
        `${admin.playground.baseUrl}/admin/content-manager/collection-types/api::article.article/${target.documentId}?plugins[i18n][locale]=en`,
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
});
