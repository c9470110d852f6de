'use strict';
/**
 * HTTP GET for the benchmarks that reads the body as a stream and keeps only its first and last
 * 4 KiB, so a response of hundreds of MiB neither fills the client's memory nor hits V8's string
 * length limit. Timing runs until the last byte is received.
 */
const { Buffer } = require('node:buffer');
const { URL } = require('node:url');

const EDGE_BYTES = 4096;

/**
 * @param {string} url absolute http URL on 127.0.0.1
 * @param {Record<string,string>} headers request headers (e.g. Authorization)
 * @param {{markers?: Record<string, string>}} options `markers`: texts to count in the whole body as
 *   it streams, by name (e.g. `"source":"` once per row: JSON escapes a quote inside a value)
 * @returns {Promise<{status: number, bytes: number, ms: number, count: number|null, found: Record<string, number>}>}
 *   `count` is the envelope's top-level `count` when it appears in the body's first or last 4 KiB
 *   (before or after `urls`, both are valid JSON object orders); `found` the occurrences of each marker
 * @throws when the answer is not 2xx
 */
async function timedGet(url, headers = {}, { markers = {} } = {}) {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers });
  const counters = Object.entries(markers).map(([name, marker]) => [name, markerCounter(marker)]);
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.length;
    for (const [, counter] of counters) counter.add(chunk);
    if (head.length < EDGE_BYTES) head = Buffer.concat([head, chunk]).subarray(0, EDGE_BYTES);
    tail = Buffer.concat([tail, chunk]);
    if (tail.length > EDGE_BYTES) tail = tail.subarray(tail.length - EDGE_BYTES);
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (!response.ok) {
    throw new Error(`${new URL(url).pathname} answered ${response.status}: ${head.toString('utf8', 0, 200)}`);
  }
  return {
    status: response.status,
    bytes,
    ms,
    count: envelopeCount(head, tail),
    found: Object.fromEntries(counters.map(([name, counter]) => [name, counter.total()])),
  };
}

/**
 * Counts `marker` in a body read chunk by chunk, including occurrences split across two chunks:
 * the last `marker.length - 1` bytes of each chunk are searched again with the next one.
 */
function markerCounter(marker) {
  const needle = Buffer.from(marker, 'utf8');
  let carry = Buffer.alloc(0);
  let found = 0;
  return {
    add(chunk) {
      const text = Buffer.concat([carry, chunk]);
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length))
        found += 1;
      // A marker wholly inside the carried bytes was counted already, and cannot start again in it.
      carry = text.subarray(Math.max(0, text.length - (needle.length - 1)));
    },
    total: () => found,
  };
}

/** The last top-level `"count":N` in the edges of the body, or null. */
function envelopeCount(head, tail) {
  for (const edge of [tail, head]) {
    const matches = [...edge.toString('utf8').matchAll(/"count"\s*:\s*(\d+)/g)];
    if (matches.length) return Number(matches[matches.length - 1][1]);
  }
  return null;
}

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

module.exports = { timedGet, median };
