import type { Page } from 'playwright-core';

/** Debian's Chromium (CHROMIUM_PATH overrides) and the flags the browser tests launch it with. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/**
 * Logs `credentials` in through Strapi's login form at `baseUrl` and waits until the admin left
 * the `/auth/` pages (60 s at most).
 */
export async function logInAt(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(credentials.email);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 60_000 });
}
