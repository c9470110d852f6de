import type { MonitorAlert, MonitorRun } from '@route-discovery/contract';
import { startAlertReceivers, type AlertReceivers } from '../helpers/alert-receivers';
import { testWatcher } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * A failing alert channel never holds the tick (docs/decisions/0243-alert-delivery-outbox.md,
 * amendment): a receiver on 127.0.0.1 answers 500 twice, then 204. Each tick makes one attempt
 * when it is due and records when the next is (1 s, then 2 s: `retryDelayMs` doubled); a tick
 * before that time sends nothing, nor does another instance while the holder's hold lasts. The
 * monitor's clock is fake; the ticks are driven by hand.
 */

const FLAKY = '/flaky';
const STEADY = '/steady';
let outside: OutsideHost;
let receivers: AlertReceivers;
let playground: Playground;
const start = Date.now();
const tickAt = (ms: number, owner = 'A') =>
  testWatcher(playground.strapi, { now: () => start + ms }, owner).tick();
const delivery = async (runId: string, position: number) =>
  (await playground.strapi.db
    .connection('route_discovery_watch_deliveries')
    .where({ run_id: runId, position })
    .first()) as Record<string, unknown>;
async function monitorRun(runId: string): Promise<MonitorRun> {
  const response = await playground.http
    .get('/api/route-discovery/v1/monitor')
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return (response.body.runs as MonitorRun[]).find((run) => run.id === runId) as MonitorRun;
}

beforeAll(async () => {
  outside = await startOutsideHost({ '/gone': () => ({ status: 500 }) });
  receivers = await startAlertReceivers((path, nth) => (path === FLAKY && nth < 2 ? 500 : 204));
  const channels = [FLAKY, STEADY].map((path) => ({
    type: 'webhook',
    url: `${receivers.origin}${path}`,
    secret: 'whsec-retries-0123456789abcdef',
  }));
  playground = await startPlayground({
    env: {
      PLAYGROUND_SEED: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        watch: {
          // Off at boot, so the instance's own timer queues no run on the real clock.
          enabled: false,
          every: 60,
          allowPrivateHosts: true,
          brokenAfter: 1,
          hostIntervalMs: 0,
          maxRetries: 0,
          timeoutMs: 5000,
          leaseSeconds: 60,
          // The defaults, spelled out: 3 attempts, 1 s then 2 s apart.
          alerts: { retryDelayMs: 1000, maxAttempts: 3, channels },
        },
      }),
    },
  });
  await playground.strapi.documents('api::article.article').create({
    data: { title: 'Retries', slug: 'retries', notes: `[gone](${outside.origin}/gone)` },
  });
  const watch = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
  playground.strapi.config.set('plugin::route-discovery.watch', { ...watch, enabled: true });
});

afterAll(async () => {
  await playground?.stop();
  await receivers?.close();
  await outside?.close();
});

it('500, 500, then 204: one attempt per tick, none before its backoff, the same message each time', async () => {
  const first = await tickAt(0);
  const runId = String(first.run?.id);
  expect(first.run).toMatchObject({ state: 'done' });
  // The tick returned after one attempt: the failing channel waits for 1 s, the other is delivered.
  expect(receivers.at(FLAKY)).toHaveLength(1);
  expect(receivers.at(STEADY)).toHaveLength(1);
  expect(await delivery(runId, 0)).toMatchObject({ state: 'pending', attempts: 1, reason: 'HTTP 500' });
  expect(Number((await delivery(runId, 0)).next_attempt_at)).toBe(start + 1000);
  expect((await monitorRun(runId)).alerts).toMatchObject({ state: 'sending' });

  await tickAt(999);
  expect(receivers.at(FLAKY)).toHaveLength(1);
  // Another instance leaves the message to its holder while the hold lasts.
  await tickAt(1000, 'B');
  expect(receivers.at(FLAKY)).toHaveLength(1);

  await tickAt(1000);
  expect(receivers.at(FLAKY)).toHaveLength(2);
  expect(await delivery(runId, 0)).toMatchObject({ state: 'pending', attempts: 2 });
  expect(Number((await delivery(runId, 0)).next_attempt_at)).toBe(start + 3000);
  await tickAt(2999);
  expect(receivers.at(FLAKY)).toHaveLength(2);

  await tickAt(3000);
  expect(receivers.at(FLAKY)).toHaveLength(3);
  expect(receivers.at(STEADY)).toHaveLength(1);
  const ids = receivers.at(FLAKY).map((request) => (JSON.parse(request.body) as MonitorAlert).id);
  expect(ids).toEqual([runId, runId, runId]);
  expect((await monitorRun(runId)).alerts).toMatchObject({
    state: 'sent',
    delivered: 2,
    failed: 0,
    channels: [
      { channel: 1, kind: 'webhook', state: 'delivered', attempts: 3, reason: '' },
      { channel: 2, kind: 'webhook', state: 'delivered', attempts: 1, reason: '' },
    ],
  });
  expect(await playground.strapi.db.connection('route_discovery_watch_outbox')).toHaveLength(0);

  // Settled: later ticks send nothing more.
  await tickAt(10_000);
  expect(receivers.requests).toHaveLength(4);
});
