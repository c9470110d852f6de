'use strict';
/**
 * Clients that ask one path again and again, for the stall benchmarks (openapi-stall.js,
 * summary-stall.js): the load beside which the probes are timed.
 */
const { performance } = require('node:perf_hooks');

/** The plugin's own API: the only paths asked with the plugin's key. */
const PLUGIN_API = '/api/route-discovery/';

/**
 * `clients` loops asking for `path` until `stop()`; resolves with every answer's status and
 * time (ms). Each asks again as soon as it is answered, whatever the answer (503 included). The
 * plugin's paths are asked with its key; any other (`/_health`, Strapi's content API) as an
 * anonymous visitor would, since Strapi reads any bearer on its content API as an API token.
 * @param {{baseUrl: string, apiKey: string}} server
 * @returns {{stop: () => Promise<Array<{status: number, ms: number}>>}}
 */
function askRepeatedly(server, clients, path) {
  const headers = path.startsWith(PLUGIN_API) ? { Authorization: `Bearer ${server.apiKey}` } : {};
  const answers = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.baseUrl}${path}`, { headers });
        await response.arrayBuffer();
        answers.push({ status: response.status, ms: performance.now() - started });
      } catch {
        answers.push({ status: 0, ms: performance.now() - started });
      }
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** `answers` counted by status: "12 x 200, 3 x 503" (0 is a network error). */
function statusCounts(answers) {
  const counts = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${count} x ${status || 'network error'}`)
    .join(', ');
}

module.exports = { askRepeatedly, statusCounts };
