import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { navPath, OVERVIEW_PATH, REPORT_NAV } from '../../admin/src/navigation/report-nav';

/** Where the README's screenshots live (not in the package: `files` in package.json lists no docs). */
export const DOC_SCREENSHOTS_DIR = join(__dirname, '..', '..', 'docs', 'screenshots');

/** The width of every README screenshot, in CSS pixels at a device scale of 1. */
export const SCREENSHOT_WIDTH = 1280;
const VIEWPORT = { width: SCREENSHOT_WIDTH, height: 860 };

/**
 * One screenshot of the README (issue 47 item 6), taken in the light and the dark theme as
 * `docs/screenshots/<name>-<theme>.png`.
 */
export interface DocScreenshot {
  name: string;
  /** Admin path to open. */
  path: string;
  /** Test id of an element there once the page shows its data; absent: the network going idle. */
  ready?: string;
  /** A CSS selector: only that element is shot (the homepage widget's card). */
  element?: string;
  /** A route of the navigation registry that must exist for this shot (a page added later). */
  route?: string;
  /**
   * Test id of the element the shot reaches down to: the window is made as tall as the page down
   * to it (the Monitoring page's panels below the fold, its Alerts panel among them).
   */
  through?: string;
}

/**
 * The README's screenshots. The Monitoring page's is taken once its entry is in the navigation
 * registry (`REPORT_NAV`); "Used in" is shot by the edit-view test, which makes its documents.
 */
export const DOC_SCREENSHOTS: readonly DocScreenshot[] = [
  {
    name: 'homepage-widget',
    path: '/admin',
    ready: 'count-backend',
    element: 'section:has([data-testid="route-discovery-widget"])',
  },
  { name: 'reports-overview', path: `/admin${OVERVIEW_PATH}`, ready: 'overview-figure-backend' },
  { name: 'links', path: `/admin${OVERVIEW_PATH}/links`, ready: 'link-row' },
  { name: 'exposure', path: `/admin${OVERVIEW_PATH}/exposure`, ready: 'exposure-group-high' },
  {
    name: 'monitoring',
    path: `/admin${OVERVIEW_PATH}/monitoring`,
    // The targets come in their own request, after the schedule, counts and alerts.
    ready: 'monitor-target-row',
    route: 'monitoring',
    through: 'monitor-targets',
  },
].filter((shot) => !shot.route || REPORT_NAV.some((entry) => entry.route === shot.route));

/**
 * Writes `png` to `docs/screenshots/<name>.png`: at most `SCREENSHOT_WIDTH` wide, as a palette
 * PNG at zlib level 9 (a screen of the admin is a few flat colours; a fifth of the size).
 */
export async function saveDocScreenshot(name: string, png: Buffer): Promise<number> {
  mkdirSync(DOC_SCREENSHOTS_DIR, { recursive: true });
  const small = await sharp(png)
    .resize({ width: SCREENSHOT_WIDTH, withoutEnlargement: true })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer();
  writeFileSync(join(DOC_SCREENSHOTS_DIR, `${name}.png`), small);
  return small.length;
}

/** Shoots the current page, or `element` of it, into `docs/screenshots/<name>.png`. */
export async function shootDoc(page: Page, name: string, element?: string): Promise<number> {
  const png = element ? await page.locator(element).screenshot() : await page.screenshot();
  return saveDocScreenshot(name, png);
}

/** Makes the window as tall as the page down to the element with test id `testId`, plus a margin. */
async function fitHeightTo(page: Page, testId: string): Promise<void> {
  const bottom = await page.getByTestId(testId).evaluate((element) => element.getBoundingClientRect().bottom);
  await page.setViewportSize({
    width: SCREENSHOT_WIDTH,
    height: Math.max(VIEWPORT.height, Math.ceil(bottom) + 40),
  });
}

/**
 * Takes every `DOC_SCREENSHOTS` shot in both themes, each in a fresh context logged in by `logIn`
 * (Strapi's default theme follows the system's: `colorScheme`). Returns the files' sizes in bytes.
 */
export async function takeDocScreenshots(
  browser: Browser,
  baseUrl: string,
  logIn: (page: Page) => Promise<void>,
): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: VIEWPORT, colorScheme });
    const page = await context.newPage();
    try {
      await logIn(page);
      for (const shot of DOC_SCREENSHOTS) {
        await page.goto(`${baseUrl}${shot.path}`);
        if (shot.ready) await page.getByTestId(shot.ready).first().waitFor({ timeout: 60_000 });
        else await page.waitForLoadState('networkidle');
        if (shot.through) await fitHeightTo(page, shot.through);
        const name = `${shot.name}-${colorScheme}`;
        sizes[name] = await shootDoc(page, name, shot.element);
        await page.setViewportSize(VIEWPORT);
      }
    } finally {
      await context.close();
    }
  }
  return sizes;
}

/**
 * The side navigation in English and in German (the admin's language switched as a user does,
 * Strapi's `strapi-admin-language` in local storage): `nav-en.png` and `nav-de.png`, the Links page
 * with the navigation beside it.
 */
export async function takeNavScreenshots(
  browser: Browser,
  baseUrl: string,
  logIn: (page: Page) => Promise<void>,
): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light' });
  const page = await context.newPage();
  try {
    await logIn(page);
    const links = REPORT_NAV.find((entry) => entry.route === 'links');
    for (const [locale, heading] of [
      ['en', 'Links'],
      ['de', 'Links'],
    ] as const) {
      await page.evaluate((value) => window.localStorage.setItem('strapi-admin-language', value), locale);
      await page.goto(`${baseUrl}/admin${navPath(links ?? { route: 'links' })}`);
      await page.getByTestId('link-row').first().waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.locator('html[lang="' + locale + '"]').waitFor({ timeout: 60_000 });
      sizes[`nav-${locale}`] = await shootDoc(page, `nav-${locale}`);
    }
    await page.evaluate(() => window.localStorage.setItem('strapi-admin-language', 'en'));
  } finally {
    await context.close();
  }
  return sizes;
}
