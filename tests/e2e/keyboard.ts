import type { Locator, Page } from 'playwright-core';

/**
 * An element as `role:name` (e.g. `button:Test all`, `link:Links 7 broken links`), from
 * Playwright's ARIA snapshot of it, the role and accessible name a screen reader announces.
 */
export async function controlOf(element: Locator): Promise<string | null> {
  const snapshot = await element.ariaSnapshot();
  const match = /^- (\w+)(?: "((?:[^"\\]|\\.)*)")?/.exec(snapshot.trim());
  return match ? `${match[1]}:${match[2] ?? ''}` : null;
}

/** The focused element as `role:name` (`controlOf`); null when nothing (or the body) has focus. */
export async function focusedControl(page: Page): Promise<string | null> {
  const focused = page.locator('*:focus');
  if ((await focused.count()) === 0) return null;
  return controlOf(focused.first());
}

/**
 * Presses Tab from the top of the page, up to `maxPresses` times, and returns the controls of
 * `wanted` (as `role:name`) that focus never reached: an empty list when the keyboard reaches them
 * all. Stops early once every wanted control has been reached.
 */
export async function reachByTab(page: Page, wanted: string[], maxPresses: number): Promise<string[]> {
  const missing = new Set(wanted);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < maxPresses && missing.size > 0; press += 1) {
    await page.keyboard.press('Tab');
    const control = await focusedControl(page);
    if (control) missing.delete(control);
  }
  return [...missing];
}

/**
 * Inside a design-system table (a `grid`, tabbable at one cell only: @strapi/design-system
 * `RawTable`), walks down the last column with the arrow keys, entering each cell (Enter) that
 * holds several controls and leaving it (Escape), until focus reaches `wanted`; returns whether it
 * did. Focus must already be in the grid (a header control).
 */
export async function reachInGridLastColumn(page: Page, wanted: string, maxRows: number): Promise<boolean> {
  await page.keyboard.press('End');
  for (let row = 0; row < maxRows; row += 1) {
    await page.keyboard.press('ArrowDown');
    let control = await focusedControl(page);
    if (control?.startsWith('gridcell:') || control?.startsWith('cell:')) {
      await page.keyboard.press('Enter');
      control = await focusedControl(page);
      if (control === wanted) return true;
      await page.keyboard.press('Escape');
    } else if (control === wanted) return true;
  }
  return false;
}
