import type { MonitorAlert, MonitorRun } from '@route-discovery/contract';
import { startAlertReceivers, type AlertReceivers, type ReceivedRequest } from '../helpers/alert-receivers';
import { verifyAlertSignature } from '../helpers/alert-signature';
import { startChildPlayground, type ChildPlayground } from '../helpers/child-playground';
import { checkNowThrough, testWatcher } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * The alerts' outbox (docs/decisions/0243-alert-delivery-outbox.md): a second instance of the app
 * (a child process) ends a run and is killed with SIGKILL while it delivers the run's message, one
 * channel delivered and the other's request unanswered; this instance's next tick after the
 * message's hold expired sends it to the channel not yet delivered only, once, with the same id.
 * Then a receiver answering 500 gets the message again, and one that keeps failing is `failed`
 * with its reason in `GET v1/monitor`. This instance's ticks use a fake clock; the child's the real one.
 */

const SECRET = 'whsec-outbox-0123456789abcdef';
const WATCH = {
  enabled: false,
  allowPrivateHosts: true,
  brokenAfter: 1,
  hostIntervalMs: 0,
  maxRetries: 0,
  timeoutMs: 5000,
  leaseSeconds: 60,
  tickSeconds: 60,
};

let outside: OutsideHost;
let receivers: AlertReceivers;
let playground: Playground;
let child: ChildPlayground | undefined;
let linkStatus = 500;
/** Answers to come per receiver path, first first; 204 once none is left. */
const script = new Map<string, Array<number | 'hold'>>();

const db = () => playground.strapi.db.connection;
const tickAt = (now: number, owner = 'parent') =>
  testWatcher(playground.strapi, { now: () => now }, owner).tick();
const idOf = (request: ReceivedRequest) => (JSON.parse(request.body) as MonitorAlert).id;
const signed = (request: ReceivedRequest) => verifyAlertSignature(request.body, request.headers, SECRET);
const deliveries = (runId: string) =>
  db()('route_discovery_watch_deliveries').where({ run_id: runId }).orderBy('position');
async function monitorRun(runId: string): Promise<MonitorRun> {
  const response = await playground.http
    .get('/api/route-discovery/v1/monitor')
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  return (response.body.runs as MonitorRun[]).find((run) => run.id === runId) as MonitorRun;
}
async function waitFor(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let tries = 0; tries < 600 && !(await check()); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await check()).toBe(true);
}

beforeAll(async () => {
  outside = await startOutsideHost({ '/link': () => ({ status: linkStatus }) });
  receivers = await startAlertReceivers((path) => script.get(path)?.shift() ?? 204);
  const alerts = {
    retryDelayMs: 0,
    channels: ['/first', '/second'].map((path) => ({
      type: 'webhook',
      url: `${receivers.origin}${path}`,
      secret: SECRET,
    })),
  };
  const env = {
    PLAYGROUND_SEED: 'false',
    ROUTE_DISCOVERY_CONFIG: JSON.stringify({ watch: { ...WATCH, alerts } }),
  };
  playground = await startPlayground({ env });
  await playground.strapi.documents('api::article.article').create({
    data: { title: 'Outbox', slug: 'outbox', notes: `[a link](${outside.origin}/link)` },
  });
  child = await startChildPlayground({ ...playground.env, ...env });
});

afterAll(async () => {
  await child?.stop();
  await playground?.stop();
  await receivers?.close();
  await outside?.close();
});

it('kill -9 while delivering: the next tick after the hold expired sends to the undelivered channel once, same id', async () => {
  script.set('/second', ['hold']);
  const instance = child as ChildPlayground;
  const runId = await checkNowThrough(instance.http, playground.apiKey);
  // The child delivered to /first and waits for /second's answer: it dies there.
  await waitFor(async () => (await deliveries(runId))[0]?.state === 'delivered');
  await waitFor(() => receivers.at('/second').length === 1);
  process.kill(instance.pid, 'SIGKILL');
  await instance.stop();
  child = undefined;

  expect(await monitorRun(runId)).toMatchObject({
    state: 'done',
    alerts: {
      state: 'sending',
      channels: [
        { channel: 1, kind: 'webhook', state: 'delivered', attempts: 1, reason: '' },
        { channel: 2, kind: 'webhook', state: 'pending', attempts: 0, reason: '' },
      ],
    },
  });
  const box = await db()('route_discovery_watch_outbox').where({ run_id: runId }).first();
  const lease = await db()('route_discovery_watch_leases').where({ schedule: 'external-links' }).first();
  const expiries = [Number(box.expires_at), Number(lease.expires_at)];

  // Before the hold expires nothing is sent again; after it, the fresh instance sends to /second only.
  await tickAt(Math.min(...expiries) - 1);
  expect(receivers.requests).toHaveLength(2);
  const takeover = await tickAt(Math.max(...expiries) + 1);
  expect(takeover).toMatchObject({ taken: true, run: null });
  expect(receivers.at('/first')).toHaveLength(1);
  expect(receivers.at('/second')).toHaveLength(2);
  const [lost, resent] = receivers.at('/second');
  expect(signed(resent)).toBe(true);
  expect(idOf(resent)).toBe(runId);
  expect(resent.headers['x-route-discovery-alert-id']).toBe(runId);
  // The request the child never saw answered carried the same id: a receiver dedupes on it.
  expect(idOf(lost)).toBe(runId);
  expect(idOf(receivers.at('/first')[0])).toBe(runId);

  expect(await monitorRun(runId)).toMatchObject({
    alerts: {
      state: 'sent',
      delivered: 2,
      failed: 0,
      channels: [{ state: 'delivered' }, { state: 'delivered' }],
    },
  });
  expect(await db()('route_discovery_watch_outbox').where({ run_id: runId })).toHaveLength(0);
  await tickAt(Math.max(...expiries) + 120_000);
  expect(receivers.requests).toHaveLength(3);
});

it('a receiver answering 500 then 204 gets the same message again; one that keeps failing is failed with its reason', async () => {
  const later = Date.now() + 86_400_000;
  const before = receivers.requests.length;
  linkStatus = 200;
  script.set('/first', [500]);
  await testWatcher(playground.strapi, { now: () => later }, 'parent').checkNow();
  await waitFor(async () => (await monitorRun(await lastRunId()))?.alerts?.state === 'sent');
  const runId = await lastRunId();
  const first = receivers.at('/first').slice(-2);
  expect(receivers.requests.length - before).toBe(3);
  expect(first.map(idOf)).toEqual([runId, runId]);
  expect(first.every(signed)).toBe(true);
  expect((await monitorRun(runId)).alerts?.channels).toEqual([
    { channel: 1, kind: 'webhook', state: 'delivered', attempts: 2, reason: '' },
    { channel: 2, kind: 'webhook', state: 'delivered', attempts: 1, reason: '' },
  ]);

  linkStatus = 500;
  script.set('/second', [503, 503, 503]);
  await testWatcher(playground.strapi, { now: () => later + 3_600_000 }, 'parent').checkNow();
  await waitFor(async () => (await monitorRun(await lastRunId()))?.alerts?.state === 'sent');
  const failing = await monitorRun(await lastRunId());
  expect(failing.alerts).toMatchObject({ delivered: 1, failed: 1 });
  expect(failing.alerts?.channels[1]).toEqual({
    channel: 2,
    kind: 'webhook',
    state: 'failed',
    attempts: 3,
    reason: 'HTTP 503 after 3 attempts',
  });
  expect(JSON.stringify(failing)).not.toContain(receivers.origin);
});

async function lastRunId(): Promise<string> {
  const row = await db()('route_discovery_watch_runs').orderBy('queued_at', 'desc').first('id');
  return String(row.id);
}
