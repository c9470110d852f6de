'use strict';
/**
 * The demo's plugin configuration and its outside website (scripts/demo.js): the website URL
 * patterns of articles and categories with the seed's moves (issue 46's demo,
 * playground/lib/demo-site.js), and the monitor watching the seeded outside links on a small local
 * website (scripts/demo-outside.js) whose breaking link answers 404 after BREAK_AFTER_MS, so the
 * Monitoring page shows it broken after the first runs, and the website receives the monitor's
 * alert by webhook (issue 45's demo).
 *
 * Env: ROUTE_DISCOVERY_CONFIG (the plugin's config, replacing the URL patterns; its `watch` key, if
 * any, replaces the demo's), PLAYGROUND_DEMO_MOVES=0 (no seeded moves), DEMO_WATCH=false (no
 * monitor schedule, no outside website), DEMO_OUTSIDE_PORT (default PORT + 1),
 * PLAYGROUND_OUTSIDE_ORIGIN (where the seeded outside links point, default the outside website).
 */
const { randomBytes } = require('node:crypto');
const { startDemoOutside, ALERTS_PATH } = require('./demo-outside');
const { DEMO_SITE_CONFIG } = require('../playground/lib/demo-site');

/** The demo's monitor: every minute, its outside website's breaking link gone after 90 s. */
const DEMO_WATCH = { enabled: true, every: 1, tickSeconds: 20, allowPrivateHosts: true, hostIntervalMs: 0 };
const BREAK_AFTER_MS = 90_000;

/**
 * Starts the outside website (unless DEMO_WATCH=false) and returns the environment the playground
 * is started with for the demo's plugin configuration.
 * @param {string} port Strapi's port (the outside website takes the next one by default)
 * @returns {Promise<{env: Record<string, string>, outside: object | null}>} `outside`: the running
 *   website (`origin`, `startClock()`), null when the monitor is off
 * @throws when ROUTE_DISCOVERY_CONFIG is not JSON, or the outside website's port is taken
 */
async function demoPluginSetup(port) {
  const watched = process.env.DEMO_WATCH !== 'false';
  const outsidePort = Number(process.env.DEMO_OUTSIDE_PORT || Number(port) + 1);
  // The alert webhook's secret: new at each start, known to the outside website alone.
  const alertSecret = randomBytes(24).toString('hex');
  const outside = watched
    ? await startDemoOutside({ port: outsidePort, breakAfterMs: BREAK_AFTER_MS, alertSecret })
    : null;
  const pluginConfig = process.env.ROUTE_DISCOVERY_CONFIG
    ? JSON.parse(process.env.ROUTE_DISCOVERY_CONFIG)
    : { ...DEMO_SITE_CONFIG };
  if (outside && pluginConfig.watch === undefined) {
    const webhook = { type: 'webhook', url: `${outside.origin}${ALERTS_PATH}`, secret: alertSecret };
    pluginConfig.watch = { ...DEMO_WATCH, alerts: { channels: [webhook] } };
  }
  const env = {
    ROUTE_DISCOVERY_CONFIG: JSON.stringify(pluginConfig),
    PLAYGROUND_DEMO_MOVES: process.env.PLAYGROUND_DEMO_MOVES || '1',
  };
  if (outside) env.PLAYGROUND_OUTSIDE_ORIGIN = process.env.PLAYGROUND_OUTSIDE_ORIGIN || outside.origin;
  return { env, outside };
}

module.exports = { demoPluginSetup, BREAK_AFTER_MS };
