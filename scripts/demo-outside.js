'use strict';
/**
 * The demo's "outside" website (docs/monitoring.md, "Admin"): a small HTTP server on 127.0.0.1
 * that the seeded content links to (playground/src/seed/links.js, PLAYGROUND_OUTSIDE_ORIGIN), so
 * the demo's monitor has links to watch without reaching the internet. Every path answers 200,
 * except `BREAKING_PATH`, which answers 200 until `breakAfterMs` after `startClock()` (called when
 * Strapi starts, after the admin panel build) and 404 from then on: a partner page that goes away while the demo runs, so the Monitoring page shows
 * a link turn failing, then broken, after the first runs.
 */
const http = require('node:http');
const { URL } = require('node:url');

/** The seeded link that breaks: the repeatable card's "partner" URL. */
const BREAKING_PATH = '/partner';

/**
 * Starts the server on 127.0.0.1:`port`: a fixed port, so the seeded links (and the monitor's
 * history of them) stay the same across demo restarts.
 * @param {{ port: number, breakAfterMs: number, now?: () => number }} options
 * @returns {Promise<{ origin: string, startClock: () => void, close: () => Promise<void> }>}
 */
async function startDemoOutside({ port, breakAfterMs, now = Date.now }) {
  let started = Infinity;
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://outside.test').pathname;
    const gone = path === BREAKING_PATH && now() - started >= breakAfterMs;
    response.writeHead(gone ? 404 : 200, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(gone ? 'Not Found\n' : 'ok\n');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    startClock: () => {
      started = now();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { startDemoOutside, BREAKING_PATH };
