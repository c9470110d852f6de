'use strict';
/**
 * The monitor benchmark's fake web (scripts/bench/watch-run.js), run in its own process so neither
 * the benchmark's bare client nor the server shares its thread: `hosts` HTTP servers on 127.0.0.1,
 * one port each (the check engine paces per `URL.host`, port included), answering every path with
 * 200 except the links marked broken, which answer 404. Driven over IPC:
 *
 *   -> {id, command: 'broken', from, to}  links number from..to-1 answer 404 from now on (others 200)
 *   -> {id, command: 'stats'}             {requests, first, last, hosts, most, least}: arrivals since
 *      the last 'stats' (ms on this process's clock), the hosts asked and the most and fewest
 *      requests one host had, then the counters restart
 *   <- {id, result}; first {ready: true, ports}
 *
 * Link `n` is `http://127.0.0.1:<ports[n % hosts]>/l/<n>` (links.js-style numbering: the link of a
 * number is the same in every phase).
 */
const { createServer } = require('node:http');
const { performance } = require('node:perf_hooks');

const hosts = Number(process.env.FAKE_WEB_HOSTS || 1000);
let broken = { from: 0, to: 0 };
let stats = { requests: 0, first: 0, last: 0 };
/** Requests per host (port) since the last 'stats'. */
let perHost = new Map();

function answer(request, response) {
  const now = performance.now();
  const port = request.socket.localPort;
  perHost.set(port, (perHost.get(port) ?? 0) + 1);
  if (stats.requests === 0) stats.first = now;
  stats.requests += 1;
  stats.last = now;
  const number = Number(/^\/l\/(\d+)$/.exec(request.url ?? '')?.[1] ?? -1);
  const status = number >= broken.from && number < broken.to ? 404 : 200;
  response.writeHead(status, { 'Content-Type': 'text/plain', 'Content-Length': '2' });
  response.end(request.method === 'HEAD' ? undefined : 'ok');
}

async function main() {
  const ports = [];
  for (let index = 0; index < hosts; index += 1) {
    const server = createServer({ keepAliveTimeout: 60_000 }, answer);
    await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
    ports.push(server.address().port);
  }
  process.on('message', ({ id, command, ...args }) => {
    if (command === 'broken') broken = { from: args.from, to: args.to };
    const counts = [...perHost.values()];
    const spread = {
      hosts: counts.length,
      most: Math.max(0, ...counts),
      least: counts.length ? Math.min(...counts) : 0,
    };
    const result = command === 'stats' ? { ...stats, ...spread } : null;
    if (command === 'stats') {
      stats = { requests: 0, first: 0, last: 0 };
      perHost = new Map();
    }
    process.send({ id, result });
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ ready: true, ports });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
