import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MonitorAlert, MonitorTargetRow } from '@route-discovery/contract';
import { startAlertReceivers, type AlertReceivers } from '../helpers/alert-receivers';
import { openApiErrors, testWatcher, type FakeClock } from '../helpers/monitor';
import { startPlayground, type Playground } from '../helpers/playground';
import { setRolePermission } from '../helpers/users-permissions';

/**
 * The monitor's `content-api` and `admin` targets (docs/monitoring.md, "Targets"; decision 0242):
 * the discovery rows the CLI's smoke test requests without credentials, checked against the app
 * itself by a fake clock's runs, passing by the CLI's rule (public: 2xx; needs auth: 401 or 403).
 */

const MINUTE = 60_000;
const FIND = 'api::article.article.find';

let playground: Playground;
/** A generic webhook receiver on 127.0.0.1: the alerts name the route of each URL. */
let receivers: AlertReceivers;
const start = Date.now();
const at = (minutes: number): FakeClock => ({ now: () => start + minutes * MINUTE });
/** Every URL the monitor requested, in order. */
const requested: string[] = [];
/** Done once, just before the monitor's next request of this path: an admin's change during a run. */
let beforeRequest: { path: string; change: () => Promise<void> } | null = null;

/** Node's fetch, recording each URL and making the pending change before its request. */
const recordingFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  requested.push(url);
  if (beforeRequest && new URL(url).pathname === beforeRequest.path) {
    const { change } = beforeRequest;
    beforeRequest = null;
    await change();
  }
  return fetch(input, init);
};

const setWatch = (changes: Record<string, unknown>) => {
  const current = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
  playground.strapi.config.set('plugin::route-discovery.watch', { ...current, ...changes });
};
const tickAt = (minutes: number) =>
  testWatcher(playground.strapi, at(minutes), 'A', recordingFetch as typeof fetch).tick();
const eventsOf = (event: string) =>
  playground.strapi.db.connection('route_discovery_watch_events').where({ event }).select('target_id');

async function targetsOf(kind: string): Promise<MonitorTargetRow[]> {
  const response = await playground.http
    .get(`/api/route-discovery/v1/monitor/targets?kind=${kind}&page_size=500`)
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  expect(openApiErrors('MonitorTargetsEnvelope', response.body)).toEqual([]);
  return response.body.targets as MonitorTargetRow[];
}

async function target(kind: string, url: string): Promise<MonitorTargetRow> {
  const found = (await targetsOf(kind)).find((row) => row.url === url);
  if (!found) throw new Error(`no ${kind} target ${url}`);
  return found;
}

beforeAll(async () => {
  receivers = await startAlertReceivers();
  const hook = { type: 'webhook', url: `${receivers.origin}/hook`, secret: 'whsec-routes-0123456789abcdef' };
  playground = await startPlayground({
    env: {
      PLAYGROUND_SEED: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        watch: {
          enabled: false,
          every: 60,
          hostIntervalMs: 0,
          maxRetries: 0,
          timeoutMs: 10_000,
          alerts: { retryDelayMs: 0, channels: [hook] },
        },
      }),
    },
  });
  await setRolePermission(playground.strapi, 'public', FIND, true);
});

afterAll(async () => {
  await playground?.stop();
  await receivers?.close();
});

describe('monitor of the content-API and admin rows', () => {
  it('syncs the rows the CLI requests anonymously and checks each against the app itself', async () => {
    // Enabled here, not at boot: the boot would start this instance's timer on the real clock.
    setWatch({ enabled: true, targets: ['content-api', 'admin'], checksPerRun: 5000, brokenAfter: 1 });
    const { run } = await tickAt(0);
    expect(run?.state).toBe('done');
    const contentApi = await targetsOf('content-api');
    const admin = await targetsOf('admin');
    expect(run?.cursor).toBe(contentApi.length + admin.length);
    // One anonymous GET per row, all to this app's own address.
    expect(requested).toHaveLength(contentApi.length + admin.length);
    expect(requested.every((url) => url.startsWith(`${playground.baseUrl}/`))).toBe(true);

    expect(await target('content-api', `${playground.baseUrl}/api/articles`)).toMatchObject({
      state: 'ok',
      last_status: 200,
      route: { path: '/api/articles', handler: FIND, expect: 'success' },
    });
    // A route the Public role may not call must refuse: 403 passes.
    const findOne = contentApi.find((row) => row.route?.handler === 'api::article.article.findOne');
    expect(findOne).toMatchObject({ state: 'ok', last_status: 403, route: { expect: 'refusal' } });
    // Every admin row answering GET must refuse an anonymous caller; the login page's own are left out.
    expect(admin.length).toBeGreaterThan(20);
    expect(admin.every((row) => row.route?.expect === 'refusal')).toBe(true);
    expect(await target('admin', `${playground.baseUrl}/admin/users`)).toMatchObject({
      state: 'ok',
      last_status: 401,
      route: { path: '/admin/users', expect: 'refusal' },
    });
    expect(admin.find((row) => row.url.endsWith('/admin/init'))).toBeUndefined();
    expect([...contentApi, ...admin].filter((row) => row.state !== 'ok')).toEqual([]);
  });

  it('a public row that answers 403 fails; once the row needs authentication, 403 passes again', async () => {
    // The Public role loses `find` while the run is under way (after the rows were read).
    beforeRequest = {
      path: '/api/articles',
      change: () => setRolePermission(playground.strapi, 'public', FIND, false),
    };
    await tickAt(60);
    const articles = `${playground.baseUrl}/api/articles`;
    expect(await target('content-api', articles)).toMatchObject({
      state: 'broken',
      last_status: 403,
      last_error: 'HTTP 403',
      route: { expect: 'success' },
    });
    expect(await eventsOf('broken')).toHaveLength(1);
    // The run's alert names the route the URL came from: method, path as registered, handler.
    const alert = JSON.parse(receivers.at('/hook').at(-1)?.body ?? '{}') as MonitorAlert;
    expect(alert.broken).toEqual([
      expect.objectContaining({
        url: articles,
        status: 403,
        sources: [],
        route: { method: 'GET', path: '/api/articles', handler: FIND },
      }),
    ]);

    // The next run reads the row as the CLI would now: it requires authentication, and 403 passes.
    await tickAt(120);
    expect(await target('content-api', articles)).toMatchObject({
      state: 'ok',
      last_status: 403,
      route: { expect: 'refusal' },
    });
    expect(await eventsOf('recovered')).toHaveLength(1);
  });

  it('the app answering 5xx at its public URL (server.url) fails every row', async () => {
    const down: Server = createServer((_request, response) => void response.writeHead(502).end());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    playground.strapi.config.set('server.url', origin);
    try {
      await tickAt(180);
      const admin = (await targetsOf('admin')).filter((row) => row.in_content);
      expect(admin.length).toBeGreaterThan(20);
      expect(admin.every((row) => row.url.startsWith(`${origin}/`))).toBe(true);
      expect(admin.every((row) => row.state === 'broken' && row.last_status === 502)).toBe(true);
    } finally {
      playground.strapi.config.set('server.url', '');
      await new Promise((resolve) => down.close(resolve));
    }
  });
});
