'use strict';
/**
 * The demo's "outside" website (docs/monitoring.md, "Admin"): a small HTTP server on 127.0.0.1
 * that the seeded content links to (playground/src/seed/links.js, PLAYGROUND_OUTSIDE_ORIGIN), so
 * the demo's monitor has links to watch without reaching the internet. Every path answers 200,
 * except `BREAKING_PATH`, which answers 200 until `breakAfterMs` after `startClock()` (called when
 * Strapi starts, after the admin panel build) and 404 from then on: a partner page that goes away while the demo runs, so the Monitoring page shows
 * a link turn failing, then broken, after the first runs. Paths under `BUCKET_PATH` answer 403, as
 * an S3-compatible store answers a presigned URL past its expiry: the seeded `signed-media-url`
 * case (playground/src/seed/integrity.js) is broken for the monitor too.
 *
 * It also receives the monitor's alerts (`ALERTS_PATH`): the demo configures a generic webhook
 * channel to `POST` here with a random secret; each message is verified as docs/monitoring.md
 * ("Verifying the generic webhook") tells a receiver to, and `GET` on the same path lists what
 * arrived (JSON, newest first), so the demo shows a received alert without any outside service.
 */
const { createHmac, timingSafeEqual } = require('node:crypto');
const { Buffer } = require('node:buffer');
const http = require('node:http');
const { URL } = require('node:url');

/** The seeded link that breaks: the repeatable card's "partner" URL. */
const BREAKING_PATH = '/partner';
/** The seeded bucket's path prefix (path-style presigned URLs). */
const BUCKET_PATH = '/playground-bucket/';
/** Where the demo's alert webhook posts, and where the received alerts are listed. */
const ALERTS_PATH = '/alerts';
/** Alerts kept (the newest). */
const ALERTS_KEPT = 20;

/** Whether the webhook's signature headers match `rawBody` under `secret` (five minutes' tolerance). */
function verified(rawBody, headers, secret) {
  const timestamp = String(headers['x-route-discovery-timestamp'] ?? '');
  const signature = String(headers['x-route-discovery-signature'] ?? '');
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return (
    signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

/** Answers `POST` (stores one alert) and `GET` (lists them) on ALERTS_PATH. */
function answerAlerts(request, response, received, secret) {
  if (request.method !== 'POST') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(`${JSON.stringify(received, null, 2)}\n`);
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    let body = null;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    received.unshift({
      received_at: new Date().toISOString(),
      signature_verified: verified(raw, request.headers, secret),
      body,
    });
    received.splice(ALERTS_KEPT);
    response.writeHead(204).end();
  });
}

/**
 * Starts the server on 127.0.0.1:`port`: a fixed port, so the seeded links (and the monitor's
 * history of them) stay the same across demo restarts.
 * @param {{ port: number, breakAfterMs: number, alertSecret: string, now?: () => number }} options
 * @returns {Promise<{ origin: string, startClock: () => void, close: () => Promise<void> }>}
 */
async function startDemoOutside({ port, breakAfterMs, alertSecret, now = Date.now }) {
  let started = Infinity;
  const received = [];
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://outside.test').pathname;
    if (path === ALERTS_PATH) {
      answerAlerts(request, response, received, alertSecret);
      return;
    }
    if (path.startsWith(BUCKET_PATH)) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>\n');
      return;
    }
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

module.exports = { startDemoOutside, BREAKING_PATH, ALERTS_PATH };
