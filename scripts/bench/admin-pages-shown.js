'use strict';
/**
 * When a page's data first shows, timed inside the page (the admin pages benchmark,
 * scripts/bench/admin-pages.js). Playwright's `locator.waitFor` checks the page again after waits
 * that grow to 500 ms (`waitForSelector`'s retry intervals 0, 20, 50, 100, 100, 500 ms:
 * playwright-core 1.57.0, `lib/server/frames.js`), so what appears seconds after navigation is seen
 * up to half a second late: the "unexplained" gap between
 * the homepage's `v1/summary` answer and its counts (docs/benchmarks.md, stop 41) was this wait,
 * the tab's main thread being idle meanwhile. Here a MutationObserver, installed before the
 * page's own scripts run, notes the first mutation after which `selector` matches, and the next
 * animation frame (the frame that paints it).
 */
/* global MutationObserver, window, document, performance, requestAnimationFrame */

/**
 * Installs the watcher on `page` for its next navigations: `window.__benchShown` becomes
 * `{ inDomMs, frameMs }`, ms since the navigation's start (`performance.now()`, whose origin is
 * the document's navigation start: https://w3c.github.io/hr-time/#dfn-time-origin).
 * @param {import('playwright-core').Page} page
 * @param {string} selector a CSS selector (a comma list allowed)
 */
async function watchShown(page, selector) {
  await page.addInitScript((watched) => {
    const observer = new MutationObserver(() => {
      if (window.__benchShown || !document.querySelector(watched)) return;
      const shown = { inDomMs: performance.now(), frameMs: null };
      window.__benchShown = shown;
      observer.disconnect();
      requestAnimationFrame(() => {
        shown.frameMs = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  }, selector);
}

/**
 * The ms from navigation to the frame that first painted the watched selector (or, when no frame
 * ran yet, to the mutation that inserted it), rounded; null if the watcher never saw it.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number|null>}
 */
async function readShownMs(page) {
  const shown = await page.evaluate(() => window.__benchShown ?? null);
  if (!shown) return null;
  return Math.round(shown.frameMs ?? shown.inDomMs);
}

module.exports = { readShownMs, watchShown };
