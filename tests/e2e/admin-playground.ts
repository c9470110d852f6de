import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startAlertReceivers, type AlertReceivers } from '../helpers/alert-receivers';
import { startPlayground, type Playground } from '../helpers/playground';
import { monitorAlertsConfig, receiverStatus, runMonitorUntilAlerted } from './monitor-alerts';
import { CHROMIUM, CHROMIUM_ARGS, logInAt } from './session';

const ROOT = resolve(__dirname, '../..');

/** Where the browser tests' own screenshots go (not the README's: screenshots.ts). */
export const SCREENSHOTS = join(ROOT, 'test-artifacts', 'screenshots');

/** One admin-panel test file's playground and browser, and what its tests do with them. */
export interface AdminPlayground {
  readonly playground: Playground;
  readonly browser: Browser;
  /** Logs `credentials` in on `page` through Strapi's login form. */
  logIn(page: Page, credentials: { email: string; password: string }): Promise<void>;
  /** A full-page screenshot of `page` as `test-artifacts/screenshots/<name>.png`. */
  shot(page: Page, name: string): Promise<void>;
  /** The JSON body of `GET /api/route-discovery/v1/<endpoint>` with the API key. */
  api<T>(endpoint: string): Promise<T>;
}

/** The test file's playground: jest gives each test file its own module registry, so this is per file. */
let shared: AdminPlayground | undefined;

/**
 * Boots one playground for the calling test file (`beforeAll`; stopped in `afterAll`): the admin
 * panel `global-setup.js` built, served from `playground/dist`, with no admin login rate limit
 * (each test logs in: more than Strapi allows in 5 minutes), and a monitor that has found broken
 * links and alerted (monitor-alerts.ts). One boot per test file, ~10 s with its monitor run: the
 * parts admin-panel.e2e.ts imports (reports, access, accessibility) each call this and get the same
 * playground (docs/decisions/0254-ci-time-one-boot-per-split-suite.md).
 */
export function useAdminPlayground(): AdminPlayground {
  shared ??= bootAdminPlayground();
  return shared;
}

/** Registers the hooks of `useAdminPlayground`'s one boot and returns its handle. */
function bootAdminPlayground(): AdminPlayground {
  let playground: Playground;
  let browser: Browser;
  let receivers: AlertReceivers;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    receivers = await startAlertReceivers(receiverStatus);
    playground = await startPlayground({
      env: {
        SERVE_ADMIN_PANEL: 'true',
        ADMIN_RATE_LIMIT: 'false',
        ROUTE_DISCOVERY_CONFIG: monitorAlertsConfig(receivers),
      },
      distDir: join(ROOT, 'playground', 'dist'),
    });
    const alerted = await runMonitorUntilAlerted(playground);
    expect(alerted.alerts?.channels.map((channel) => channel.state)).toEqual(['delivered', 'failed']);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.stop();
    await receivers?.close();
  });

  return {
    get playground() {
      return playground;
    },
    get browser() {
      return browser;
    },
    logIn: (page, credentials) => logInAt(page, playground.baseUrl, credentials),
    shot: async (page, name) => {
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    },
    api: async <T>(endpoint: string) =>
      (
        await playground.http
          .get(`/api/route-discovery/v1/${endpoint}`)
          .set('Authorization', `Bearer ${playground.apiKey}`)
      ).body as T,
  };
}
