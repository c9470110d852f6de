import type { Page } from 'playwright-core';
import { navPath, OVERVIEW_PATH, REPORT_NAV } from '../../admin/src/navigation/report-nav';
import { controlOf, reachByTab } from './keyboard';
import { PLUGIN_PAGES, readyLocator } from './plugin-pages';

const ADMIN = '/admin';

/** The browser-test page (`PLUGIN_PAGES`) an entry of the navigation opens. */
function pageOf(path: string) {
  const found = PLUGIN_PAGES.find((entry) => entry.path === `${ADMIN}${path}`);
  if (!found) throw new Error(`no browser-test page for ${path}`);
  return found;
}

/**
 * Issue 47 item 1: from the Links page, every entry of the side navigation opens its page in one
 * click, marked as the current one (`aria-current="page"`), and the overview too; Settings, which
 * lives in Strapi's settings, leads back to a report in one click. Tab reaches every entry, and
 * the Links and Exposure entries name the summary's broken links and high findings.
 * Returns what was seen wrong (empty when all holds).
 */
export async function checkNavigation(
  page: Page,
  baseUrl: string,
  summary: { brokenLinks: number; highFindings: number },
): Promise<string[]> {
  const problems: string[] = [];
  const start = pageOf(navPath({ route: 'links' }));
  await page.goto(`${baseUrl}${start.path}`);
  await readyLocator(page, start).waitFor({ timeout: 60_000 });
  const nav = page.getByTestId('report-nav');
  const links = nav.getByRole('link');
  const names = await Promise.all((await links.all()).map((link) => controlOf(link)));
  const unreached = await reachByTab(
    page,
    names.filter((name): name is string => name !== null),
    120,
  );
  problems.push(...unreached.map((name) => `Tab never reached ${name}`));
  const counted = {
    'nav-links': `${summary.brokenLinks} broken link`,
    'nav-exposure': `${summary.highFindings} high finding`,
  };
  for (const [testId, wording] of Object.entries(counted)) {
    const text = (await nav.getByTestId(testId).textContent()) ?? '';
    if (!text.includes(wording)) problems.push(`${testId} reads "${text}", not "${wording}"`);
  }

  const inLayout = REPORT_NAV.filter((entry) => !entry.route.startsWith('/'));
  for (const entry of [{ id: 'overview', route: OVERVIEW_PATH }, ...inLayout]) {
    const path = navPath(entry);
    await nav.getByTestId(`nav-${entry.id}`).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}${path}`);
    await readyLocator(page, pageOf(path)).waitFor({ timeout: 60_000 });
    const current = await nav
      .locator('[aria-current="page"]')
      .evaluateAll((found) => found.map((link) => link.getAttribute('data-testid')));
    if (current.join() !== `nav-${entry.id}`) problems.push(`${entry.id}: current is ${current.join()}`);
  }

  const settings = REPORT_NAV.find((entry) => entry.group === 'setup');
  if (!settings) return [...problems, 'no Settings entry'];
  await nav.getByTestId(`nav-${settings.id}`).click();
  await readyLocator(page, pageOf(navPath(settings))).waitFor({ timeout: 60_000 });
  await page.getByTestId('settings-report-links').getByTestId('link-links').click();
  await readyLocator(page, start).waitFor({ timeout: 60_000 });
  return problems;
}
