import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startChildPlayground, type ChildPlayground } from '../helpers/child-playground';
import { checkNowThrough, testWatcher } from '../helpers/monitor';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * The monitor's takeover across processes (docs/decisions/0217-watch-lease-and-cursor.md): a
 * second instance of the app (a child process) starts a run, is killed with SIGKILL in the middle
 * of it, and this instance finishes the run from the checkpoint once the lease has expired,
 * reporting each link once. This instance's ticks use a fake clock; the child's the real one.
 */

const PATHS = ['/p1', '/p2', '/p3', '/p4', '/p5'];
const LEASE_SECONDS = 30;
const TICK_SECONDS = 60;
const WATCH = {
  enabled: false,
  allowPrivateHosts: true,
  brokenAfter: 1,
  batchSize: 1,
  // One check in flight: each checkpoint falls where the tests hold a check.
  concurrency: 1,
  hostIntervalMs: 0,
  maxRetries: 0,
  timeoutMs: 60_000,
  leaseSeconds: LEASE_SECONDS,
  tickSeconds: TICK_SECONDS,
};

let playground: Playground;
let child: ChildPlayground | undefined;
let origin: string;
const hits: string[] = [];
/** Responses held open: the 3rd request waits here (the child is killed while it waits). */
const held: ServerResponse[] = [];
const server = createServer((request, response) => {
  hits.push((request.url ?? '/').split('?')[0]);
  if (hits.length === 3) {
    held.push(response);
    return;
  }
  response.writeHead(500).end();
});

const db = () => playground.strapi.db.connection;
const watcherAt = (now: number, owner: string) => testWatcher(playground.strapi, { now: () => now }, owner);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = JSON.stringify({ watch: WATCH });
  playground = await startPlayground({ env: { PLAYGROUND_SEED: 'false', ROUTE_DISCOVERY_CONFIG: config } });
  await playground.strapi.documents('api::article.article').create({
    data: {
      title: 'Links checked by two instances',
      slug: 'two-instances',
      notes: PATHS.map((path) => `[${path}](${origin}${path})`).join(' '),
    },
  });
  child = await startChildPlayground({
    ...playground.env,
    PLAYGROUND_SEED: 'false',
    ROUTE_DISCOVERY_CONFIG: config,
  });
});

afterAll(async () => {
  await child?.stop();
  await playground?.stop();
  for (const response of held) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('kill -9 of the owner mid-run: the other instance finishes the run within lease plus one tick, each link once', async () => {
  const instance = child as ChildPlayground;
  const runId = await checkNowThrough(instance.http, playground.apiKey);
  // The child checks one link per checkpoint; its third request is held open.
  for (let tries = 0; tries < 600 && held.length === 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(held).toHaveLength(1);
  const run = await db()('route_discovery_watch_runs').where({ id: runId }).first();
  expect(Number(run.cursor)).toBe(2);
  process.kill(instance.pid, 'SIGKILL');
  await instance.stop();
  child = undefined;

  const lease = await db()('route_discovery_watch_leases').where({ schedule: 'external-links' }).first();
  const expiresAt = Number(lease.expires_at);
  expect(await watcherAt(expiresAt - 1, 'parent').tick()).toMatchObject({ taken: false });
  const takeover = await watcherAt(expiresAt + TICK_SECONDS * 1000, 'parent').tick();
  expect(takeover.taken).toBe(true);
  expect(takeover.run).toMatchObject({ id: runId, state: 'done', cursor: PATHS.length });

  const stored = await db()('route_discovery_watch_runs').where({ id: runId }).first();
  expect(Number(stored.takeovers)).toBe(1);
  const events = await db()('route_discovery_watch_events')
    .where({ run_id: runId })
    .select('target_id', 'event');
  expect(events).toHaveLength(PATHS.length);
  expect(new Set(events.map((row: { target_id: string }) => row.target_id)).size).toBe(PATHS.length);
  const targets = await db()('route_discovery_watch_targets').select('url', 'state', 'consecutive_failures');
  expect(targets).toHaveLength(PATHS.length);
  for (const target of targets) {
    expect(target).toMatchObject({ state: 'broken' });
    expect(Number(target.consecutive_failures)).toBe(1);
  }
  // Five links, the held one requested twice (the child's request, then this instance's).
  expect(hits).toHaveLength(PATHS.length + 1);
  expect(new Set(hits).size).toBe(PATHS.length);
});

it('an instance that stops mid-run writes its checkpoint and releases the lease; the next tick takes over', async () => {
  const now = Date.now() + 365 * 86_400_000;
  let calls = 0;
  let reached!: () => void;
  const atSecond = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = (async (url: string, init: RequestInit) => {
    calls += 1;
    if (calls === 2) {
      reached();
      await released;
    }
    return fetch(url, init);
  }) as typeof fetch;
  const stopping = testWatcher(playground.strapi, { now: () => now }, 'stopping', held);
  const { id } = await stopping.checkNow();
  await atSecond;
  const stopped = stopping.stop();
  release();
  await stopped;
  const run = await db()('route_discovery_watch_runs').where({ id }).first();
  expect(run).toMatchObject({ state: 'running', owner: 'stopping' });
  expect(Number(run.cursor)).toBe(2);
  const lease = await db()('route_discovery_watch_leases').where({ schedule: 'external-links' }).first();
  expect(Number(lease.expires_at)).toBe(0);
  // No wait for an expiry: the next tick anywhere finishes the run from the checkpoint.
  const next = await watcherAt(now, 'next').tick();
  expect(next.run).toMatchObject({ id, state: 'done', cursor: PATHS.length });
});
