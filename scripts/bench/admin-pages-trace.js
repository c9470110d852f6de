'use strict';
/**
 * The homepage's data requests in the admin pages benchmark (scripts/bench/admin-pages.js,
 * decision 0149): when each of them finishes after navigation, and how long each takes alone, so
 * that the time to the plugin widget's counts is told apart from Strapi's own homepage widgets.
 */
/* global localStorage, document, performance */
const { URL } = require('node:url');
const { median } = require('./http');

/**
 * The homepage's data requests traced (decision 0149): the plugin's (report config, `v1/summary`,
 * `v1/platform`, and the POST that mints the report-access value, labelled `POST <path>`:
 * decision 0191) and Strapi's own homepage widgets' GETs (`/admin/homepage/...`,
 * `/content-manager/homepage/...`: entry counts, last edited and published documents, key
 * statistics). Returns the path and query, or null.
 */
function tracedPath(url, method) {
  const { pathname, search } = new URL(url);
  if (method === 'POST' && pathname.endsWith('/route-discovery/report-access')) return `POST ${pathname}`;
  if (method !== 'GET') return null;
  return /\/route-discovery\/|\/homepage\//.test(pathname) ? pathname + search : null;
}

/**
 * Each traced request again, alone and one after the other, from the page with the admin's token
 * (Strapi keeps it in localStorage or the `jwtToken` cookie): ms per path, with nothing else
 * under way on the server, so a widget's own cost is told apart from waiting behind the others.
 * The GETs only: a mint (`POST ...`) is timed in the page alone.
 */
async function timeAlone(page, requests) {
  const paths = [...new Set(requests.map((request) => request.path))]
    .filter((path) => !path.startsWith('POST '))
    .sort();
  return page.evaluate(async (list) => {
    const stored = localStorage.getItem('jwtToken');
    const cookie = document.cookie.split('; ').find((part) => part.startsWith('jwtToken='));
    const token = stored ? JSON.parse(stored) : decodeURIComponent(cookie?.slice(9) ?? '');
    const out = {};
    for (const path of list) {
      const begun = performance.now();
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      out[path] = { ms: Math.round(performance.now() - begun), status: response.status };
    }
    return out;
  }, paths);
}

/**
 * The homepage's traced requests over `runs` (decision 0149): per path, the median ms from
 * navigation to its request (`sentMs`) and to its last byte (`doneMs`) in the page, and alone (`aloneMs`); `strapiDoneMs`, the
 * median of each load's last Strapi widget request to finish; `summaryDoneMs`, the plugin's
 * `v1/summary`.
 */
function traceFigures(runs) {
  if (!runs.every((run) => run.requests && run.alone)) return undefined;
  const paths = [...new Set(runs.flatMap((run) => run.requests.map((request) => request.path)))];
  const done = (run, path) => run.requests.find((request) => request.path === path)?.doneMs;
  const sent = (run, path) => run.requests.find((request) => request.path === path)?.sentMs;
  const perPath = Object.fromEntries(
    paths.sort().map((path) => [
      path,
      {
        sentMs: median(runs.map((run) => sent(run, path)).filter((ms) => ms !== undefined)),
        doneMs: median(runs.map((run) => done(run, path)).filter((ms) => ms !== undefined)),
        aloneMs: median(runs.map((run) => run.alone[path]?.ms).filter((ms) => ms !== undefined)),
        aloneStatus: runs[runs.length - 1].alone[path]?.status,
      },
    ]),
  );
  const last = (run, plugin) =>
    Math.max(
      ...run.requests
        .filter((request) =>
          plugin ? request.path.includes('/v1/summary') : !request.path.includes('/route-discovery/'),
        )
        .map((request) => request.doneMs ?? Infinity),
    );
  return {
    perPath,
    strapiDoneMs: median(runs.map((run) => last(run, false))),
    summaryDoneMs: median(runs.map((run) => last(run, true))),
  };
}

/** The homepage's traced requests at a size beside the baseline, one line per path. */
function printTrace(result, baseline) {
  if (!result.trace) return;
  const base = baseline?.trace;
  const pair = (value, other) => `${value} ms${other === undefined ? '' : ` (${other} ms)`}`;
  console.log(
    `    count-backend shown ${pair(result.firstRowMs, baseline?.firstRowMs)} (seen by Playwright's wait at ${pair(result.polledMs, baseline?.polledMs)}); v1/summary done ${pair(result.trace.summaryDoneMs, base?.summaryDoneMs)}; Strapi's widgets' last request done ${pair(result.trace.strapiDoneMs, base?.strapiDoneMs)}`,
  );
  for (const [path, figures] of Object.entries(result.trace.perPath)) {
    const other = base?.perPath[path];
    console.log(
      `    ${path}: sent ${pair(figures.sentMs, other?.sentMs)}, done ${pair(figures.doneMs, other?.doneMs)} after navigation; ${figures.aloneMs === undefined ? 'not timed alone' : `alone ${pair(figures.aloneMs, other?.aloneMs)}`}${figures.aloneStatus === undefined || figures.aloneStatus === 200 ? '' : ` (answered ${figures.aloneStatus}: not comparable)`}`,
    );
  }
}

/**
 * The homepage right after a change (decision 0149): publishes one more document on the site
 * (`site.seedOne`), opens the homepage and measures ms from navigation to the counts
 * (`count-backend`) and the state they show (`counts-state`'s `data-state`: `updating` while
 * the server recounts), then, the page left open (the widget polls), ms until they are current.
 * @returns {Promise<{countsMs: number, state: string|null, currentMs: number|null}>}
 */
async function measureAfterChange(site, timeoutMs) {
  await site.seedOne(0);
  const page = await site.context.newPage();
  try {
    const started = Date.now();
    await page.goto(`${site.baseUrl}/admin`, { waitUntil: 'commit' });
    await page.locator('[data-testid="count-backend"]').first().waitFor({ timeout: timeoutMs });
    const countsMs = Date.now() - started;
    const state = await page.locator('[data-testid="counts-state"]').first().getAttribute('data-state');
    const current = page.locator('[data-testid="counts-state"][data-state="current"]').first();
    const currentMs = await current
      .waitFor({ timeout: timeoutMs })
      .then(() => Date.now() - started)
      .catch(() => null);
    return { countsMs, state, currentMs };
  } finally {
    await page.close();
  }
}

module.exports = { measureAfterChange, printTrace, timeAlone, traceFigures, tracedPath };
