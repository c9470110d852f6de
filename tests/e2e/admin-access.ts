import { join } from 'node:path';
import { EDITOR, SUPER_ADMIN } from '../helpers/playground';
import { SCREENSHOTS, useAdminPlayground } from './admin-playground';
import { checkNavigation } from './navigation';
import { PLUGIN_PAGES, readyLocator } from './plugin-pages';
import { reportPageRequests } from './report-requests';

/**
 * Who reaches what in Chromium: one signed report value per page, the side navigation, the Links
 * table in a small window, and an editor kept out of the reports.
 */
const admin = useAdminPlayground();

describe('admin panel access in Chromium', () => {
  it('mints one signed report value per report page, sent beside its config request (decision 0192)', async () => {
    const page = await admin.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    try {
      await admin.logIn(page, SUPER_ADMIN);
      const reportPages = PLUGIN_PAGES.filter((entry) => entry.path.startsWith('/admin/plugins/'));
      const seen: Array<[string, number, boolean]> = [];
      for (const reportPage of reportPages) {
        const requests = await reportPageRequests(page, `${admin.playground.baseUrl}${reportPage.path}`, () =>
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
    const context = await admin.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    try {
      await admin.logIn(page, SUPER_ADMIN);
      const { summary } = (
        await admin.playground.http
          .get('/api/route-discovery/v1/summary')
          .set('Authorization', `Bearer ${admin.playground.apiKey}`)
      ).body as { summary: { links: { broken_internal: number }; findings: { high: number } } };
      const problems = await checkNavigation(page, admin.playground.baseUrl, {
        brokenLinks: summary.links.broken_internal,
        highFindings: summary.findings.high,
      });
      expect(problems).toEqual([]);
      await admin.shot(page, '10-navigation');
    } finally {
      await context.close();
    }
  });

  it('fits the Links table in a 1280x800 window, status column shown, documents named by their titles', async () => {
    const context = await admin.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await admin.logIn(page, SUPER_ADMIN);
      await page.goto(`${admin.playground.baseUrl}/admin/plugins/route-discovery/links`);
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

  it("fits the Monitoring page's watched links table in a 1280x800 window, long URLs wrapped", async () => {
    const context = await admin.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await admin.logIn(page, SUPER_ADMIN);
      await page.goto(`${admin.playground.baseUrl}/admin/plugins/route-discovery/monitoring`);
      // The targets come in their own request, after the schedule, counts and alerts.
      await page.getByTestId('monitor-target-row').first().waitFor({ timeout: 60_000 });
      const targets = page.getByTestId('monitor-targets');
      await targets.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, '13-monitoring-targets-1280.png') });
      // The seed's longest watched URLs wrap in their cells: neither the page's main content, nor
      // the targets panel, nor the table's own scroll box (the design system's Table scrolls
      // sideways inside its card) is wider than it shows.
      const widths = await targets.evaluate((panel) => {
        const main = document.querySelector('main') as HTMLElement;
        const box = panel.querySelector('table')?.parentElement as HTMLElement;
        return {
          main: [main.scrollWidth, main.clientWidth],
          panel: [panel.scrollWidth, panel.clientWidth],
          table: [box.scrollWidth, box.clientWidth],
          document: document.documentElement.scrollWidth,
        };
      });
      process.stdout.write(`monitoring widths at 1280 px: ${JSON.stringify(widths)}\n`);
      expect(widths.main[0]).toBeLessThanOrEqual(widths.main[1]);
      expect(widths.panel[0]).toBeLessThanOrEqual(widths.panel[1]);
      expect(widths.table[0]).toBeLessThanOrEqual(widths.table[1]);
      expect(widths.document).toBeLessThanOrEqual(1280);
    } finally {
      await context.close();
    }
  });

  it('shows an editor no widget and no report access', async () => {
    const context = await admin.browser.newContext({ viewport: { width: 1440, height: 1000 } });
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
      await admin.logIn(page, EDITOR);
      await widgetsDecided;
      await page.getByRole('link', { name: 'Content Manager' }).first().waitFor({ timeout: 60_000 });
      expect(await page.getByRole('heading', { name: 'Route discovery' }).count()).toBe(0);
      expect(await page.getByTestId('route-discovery-widget').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Route discovery' }).count()).toBe(0);
      await admin.shot(page, '06-editor-homepage');
      await page.goto(`${admin.playground.baseUrl}/admin/plugins/route-discovery/backend-urls`);
      await page
        .getByText('Only super admins can open the route discovery reports.')
        .waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('report-row').count()).toBe(0);
      await admin.shot(page, '07-editor-report-refused');
    } finally {
      await context.close();
    }
  });
});
