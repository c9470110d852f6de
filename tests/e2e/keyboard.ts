import type { Page } from 'playwright-core';

/**
 * The focused element as `role:name` (e.g. `button:Test all`, `textbox:Search URLs`), from
 * Playwright's ARIA snapshot of it, the role and accessible name a screen reader announces; null
 * when nothing (or the body) has focus.
 */
async function focusedControl(page: Page): Promise<string | null> {
  const focused = page.locator('*:focus');
  if ((await focused.count()) === 0) return null;
  const snapshot = await focused.first().ariaSnapshot();
  const match = /^- (\w+)(?: "((?:[^"\\]|\\.)*)")?/.exec(snapshot.trim());
  return match ? `${match[1]}:${match[2] ?? ''}` : null;
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
