import type { Page } from 'playwright-core';

/**
 * Every page of the plugin a super admin opens, for the accessibility checks of the browser test.
 * Add a page here and it is checked by axe-core and screenshotted (`a11y-<name>.png`).
 */
export interface PluginPage {
  /** Short name, used in reports and screenshot file names. */
  name: string;
  /** Admin-panel path, e.g. `/admin/plugins/route-discovery/exposure`. */
  path: string;
  /** Test id of an element that is there once the page has loaded its data (any of several). */
  readyTestId: string | string[];
  /**
   * The part of the page axe-core checks, as a CSS selector: the whole document when absent. The
   * homepage checks the widget's card only, the other widgets being Strapi's.
   */
  include?: string;
  /** What to do before the check, e.g. run "Test all" so its outcome chart is on the page. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * The page's own controls as `role:name` (the ARIA role and accessible name), each of which the
   * Tab key must reach from the top of the page. A design-system table is a grid that Tab enters
   * once, at its first header control; the controls inside it are reached with the arrow keys.
   */
  keyboard?: string[];
}

/** The pager (its buttons stay focusable when unavailable), the exports and the page size of every paged table. */
const PAGED_CONTROLS = [
  'button:Export JSON',
  'button:Export CSV',
  'button:Export Markdown',
  'combobox:Rows per page',
];

const REPORT_CONTROLS = [
  'button:All',
  'searchbox:Search URLs',
  'checkbox:Hide untestable',
  'button:Test all',
  ...PAGED_CONTROLS,
  'button:Method',
];

const PLUGIN = '/admin/plugins/route-discovery';

/** Runs "Test all" on a report page and waits until it has finished. */
async function testAll(page: Page) {
  await page.getByRole('button', { name: 'Test all' }).click();
  await page.getByTestId('batch-summary').filter({ hasText: 'Finished' }).waitFor({ timeout: 120_000 });
  // The button leaves its busy look (aria-disabled, lighter text) a render after the summary.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button')).every(
      (button) => button.textContent !== 'Test all' || button.getAttribute('aria-disabled') !== 'true',
    ),
  );
}

export const PLUGIN_PAGES: readonly PluginPage[] = [
  {
    name: 'homepage-widget',
    path: '/admin',
    readyTestId: 'count-backend',
    // Strapi draws each widget in its own card (`section` with the widget's title).
    include: 'section:has([data-testid="route-discovery-widget"])',
    keyboard: [
      'link:Backend URLs',
      'link:Frontend URLs',
      'link:Platform',
      'link:Exposure',
      'link:CI runs',
      'link:GraphQL',
      'link:Settings',
    ],
  },
  { name: 'reports-home', path: PLUGIN, readyTestId: 'overview-figure-backend' },
  {
    name: 'backend-report',
    path: `${PLUGIN}/backend-urls`,
    readyTestId: 'report-row',
    keyboard: [...REPORT_CONTROLS, 'button:Static', 'button:Parameterized'],
  },
  {
    name: 'frontend-report',
    path: `${PLUGIN}/frontend-urls`,
    readyTestId: 'report-row',
    prepare: testAll,
    keyboard: [...REPORT_CONTROLS, 'button:Pages', 'button:Routes', 'button:Preview URLs'],
  },
  {
    name: 'exposure',
    path: `${PLUGIN}/exposure`,
    readyTestId: 'exposure-group-high',
    keyboard: [
      'button:All',
      'button:Public',
      'button:Authenticated',
      'button:Restricted',
      'button:Disabled',
      'searchbox:Search routes',
      ...PAGED_CONTROLS,
    ],
  },
  {
    name: 'platform',
    path: `${PLUGIN}/platform`,
    readyTestId: 'runtime-node_version',
    keyboard: ['button:Export SBOM (CycloneDX)', 'button:Copy as Markdown'],
  },
  // With runs published (the runs test before) or without (its empty state).
  { name: 'runs', path: `${PLUGIN}/runs`, readyTestId: ['runs-trend', 'runs-empty'] },
  {
    name: 'graphql',
    path: `${PLUGIN}/graphql`,
    readyTestId: 'graphql-operation',
    keyboard: [
      'button:All',
      'button:Public',
      'button:Authenticated',
      'button:Restricted',
      'button:Disabled',
      'searchbox:Search operations',
      ...PAGED_CONTROLS,
    ],
  },
  // The seeded content links, broken ones among them (issue 19's demo).
  {
    name: 'links',
    path: `${PLUGIN}/links`,
    readyTestId: 'link-row',
    keyboard: [
      'combobox:Kind',
      'combobox:Content type',
      'combobox:Locale',
      'combobox:Status',
      'searchbox:Search links',
      'button:Test all links',
      ...PAGED_CONTROLS,
    ],
  },
  // Upload files' usage from the reference index, and the index's state with its rebuild button.
  {
    name: 'files',
    path: `${PLUGIN}/files`,
    readyTestId: 'file-row',
    prepare: async (page) => {
      await page.getByTestId('reference-index-type').first().waitFor({ timeout: 60_000 });
    },
    keyboard: ['button:Rebuild index', 'checkbox:Unused files only', 'button:Export CSV'],
  },
  // The demo's moved article and renamed category (playground seed, with the site URL configured),
  // or the empty state without it.
  {
    name: 'moved-urls',
    path: `${PLUGIN}/moved-urls`,
    readyTestId: ['moved-row', 'moved-empty'],
    keyboard: ['combobox:Moved or gone', 'textbox:Content type (UID)', 'textbox:Locale', 'button:CSV'],
  },
  {
    name: 'monitoring',
    path: `${PLUGIN}/monitoring`,
    readyTestId: 'monitor-schedule',
    keyboard: ['button:Check now'],
  },
  { name: 'settings', path: '/admin/settings/route-discovery', readyTestId: 'setting-DISCOVERY_API_KEY' },
];

/** A locator for the element that says a plugin page has loaded (the first of its ready test ids). */
export function readyLocator(page: Page, pluginPage: PluginPage) {
  const ids = Array.isArray(pluginPage.readyTestId) ? pluginPage.readyTestId : [pluginPage.readyTestId];
  return page.locator(ids.map((id) => `[data-testid="${id}"]`).join(', ')).first();
}
