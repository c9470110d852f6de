import type { MonitorAlert } from '@route-discovery/contract';
import { startAlertReceivers, type AlertReceivers, type ReceivedRequest } from './alert-receivers';
import { testWatcher, type FakeClock } from './monitor';
import { startOutsideHost, type OutsideHost } from './outside-host';
import { startPlayground, SUPER_ADMIN, type Playground } from './playground';

/**
 * The monitor alerts suites' playground (docs/monitoring.md, "Alerts"), one per test file, with a
 * fake clock: receivers of a generic webhook, Slack, Teams and Discord and a Strapi webhook on
 * 127.0.0.1, e-mail through the email plugin with the playground's recording provider, and an
 * article linking to three outside paths whose statuses a test sets (`statuses`).
 */

export const MINUTE = 60_000;
export const DAY = 1440;
export const SECRET = 'whsec-test-0123456789abcdef';
/** The token part of every webhook URL: it must never show in an answer or a log line. */
export const TOKEN = 'tok3nSh0uldN3v3rL3ak';
const PATHS = ['/x', '/y', '/z'];
export const CHAT = {
  webhook: '/hook',
  slack: `/slack/T000/B000/${TOKEN}`,
  teams: `/teams/workflows/${TOKEN}`,
  discord: `/discord/api/webhooks/1/${TOKEN}`,
};

/** What a test reads and drives: the servers (set once `beforeAll` has run) and helpers over them. */
export interface AlertSuite {
  readonly outside: OutsideHost;
  readonly receivers: AlertReceivers;
  readonly playground: Playground;
  /** The monitored article's documentId. */
  readonly documentId: string;
  logLines: string[];
  /** The status each outside path answers (200 when unset). */
  statuses: Map<string, number>;
  /** The fake clock's origin (ms). */
  start: number;
  at(minutes: number): FakeClock;
  tickAt(minutes: number, owner?: string): ReturnType<ReturnType<typeof testWatcher>['tick']>;
  emails(): Array<Record<string, string>>;
  setAlerts(changes: Record<string, unknown>): void;
  setWatch(changes: Record<string, unknown>): void;
  /** Message counts per channel: what each receiver (and the email provider) has got so far. */
  counts(): Record<'webhook' | 'slack' | 'teams' | 'discord' | 'email', number>;
  last(path: string): ReceivedRequest;
  lastAlert(): MonitorAlert;
  strapiEvents(): Array<Record<string, unknown>>;
  waitFor(check: () => boolean): Promise<void>;
}

/** Starts the suite's servers in `beforeAll` and stops them in `afterAll` of the calling test file. */
export function useAlertSuite(): AlertSuite {
  let outside: OutsideHost;
  let receivers: AlertReceivers;
  let playground: Playground;
  let documentId: string;
  const logLines: string[] = [];
  const statuses = new Map<string, number>();
  const start = Date.now();
  const at = (minutes: number): FakeClock => ({ now: () => start + minutes * MINUTE });
  const tickAt = (minutes: number, owner = 'A') => testWatcher(playground.strapi, at(minutes), owner).tick();
  const emails = () =>
    (playground.strapi.plugin('email') as unknown as { provider: { sent: Array<Record<string, string>> } })
      .provider.sent;

  const setAlerts = (changes: Record<string, unknown>) => {
    const watch = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
    const alerts = { ...(watch.alerts as Record<string, unknown>), ...changes };
    playground.strapi.config.set('plugin::route-discovery.watch', { ...watch, alerts });
  };
  const setWatch = (changes: Record<string, unknown>) => {
    const watch = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
    playground.strapi.config.set('plugin::route-discovery.watch', { ...watch, ...changes });
  };
  /** Message counts per channel: what each receiver (and the email provider) has got so far. */
  const counts = () => ({
    webhook: receivers.at(CHAT.webhook).length,
    slack: receivers.at(CHAT.slack).length,
    teams: receivers.at(CHAT.teams).length,
    discord: receivers.at(CHAT.discord).length,
    email: emails().length,
  });
  const last = (path: string): ReceivedRequest => receivers.at(path)[receivers.at(path).length - 1];
  const lastAlert = () => JSON.parse(last(CHAT.webhook).body) as MonitorAlert;
  const strapiEvents = () =>
    receivers.at('/strapi').map((request) => JSON.parse(request.body) as Record<string, unknown>);

  async function waitFor(check: () => boolean): Promise<void> {
    for (let tries = 0; tries < 250 && !check(); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check()).toBe(true);
  }

  beforeAll(async () => {
    outside = await startOutsideHost(
      Object.fromEntries(PATHS.map((path) => [path, () => ({ status: statuses.get(path) ?? 200 })])),
    );
    receivers = await startAlertReceivers((path) => (path.startsWith('/down') ? 500 : 204));
    const url = (path: string) => `${receivers.origin}${path}`;
    playground = await startPlayground({
      logSink: (line) => logLines.push(line),
      env: {
        PLAYGROUND_SEED: 'false',
        PLAYGROUND_RECORD_EMAILS: '1',
        ROUTE_DISCOVERY_CONFIG: JSON.stringify({
          watch: {
            enabled: false,
            allowPrivateHosts: true,
            every: 60,
            hostIntervalMs: 0,
            maxRetries: 0,
            timeoutMs: 5000,
            batchSize: 1,
            leaseSeconds: 60,
            alerts: {
              retryDelayMs: 0,
              channels: [
                { type: 'webhook', url: url(CHAT.webhook), secret: SECRET },
                { type: 'slack', url: url(CHAT.slack) },
                { type: 'teams', url: url(CHAT.teams) },
                { type: 'discord', url: url(CHAT.discord) },
                { type: 'email', to: ['ops@example.com'] },
                { type: 'webhook', url: url(`/down/${TOKEN}`), secret: SECRET },
              ],
            },
          },
        }),
      },
    });
    const links = PATHS.map((path) => `[link ${path}](${outside.origin}${path})`).join(' ');
    const article = await playground.strapi.documents('api::article.article').create({
      data: { title: 'Monitored links', slug: 'monitored-links', notes: links },
    });
    documentId = article.documentId;
    // A super admin, to create a Strapi webhook through the admin API as an operator would.
    const role = await playground.strapi.db
      .query('admin::role')
      .findOne({ where: { code: 'strapi-super-admin' } });
    await playground.strapi.service('admin::user').create({
      ...SUPER_ADMIN,
      firstname: 'Super',
      isActive: true,
      roles: [role.id],
    });
    const jwt = await playground.adminToken();
    const created = await playground.http
      .post('/admin/webhooks')
      .set('Authorization', `Bearer ${jwt}`)
      .send({
        name: 'monitor',
        url: url('/strapi'),
        headers: {},
        events: ['route-discovery.monitor.broken', 'route-discovery.monitor.recovered'],
      });
    expect(created.status).toBe(201);
    setWatch({ enabled: true });
  });

  afterAll(async () => {
    await playground?.stop();
    await outside?.close();
    await receivers?.close();
  });

  return {
    get outside() {
      return outside;
    },
    get receivers() {
      return receivers;
    },
    get playground() {
      return playground;
    },
    get documentId() {
      return documentId;
    },
    logLines,
    statuses,
    start,
    at,
    tickAt,
    emails,
    setAlerts,
    setWatch,
    counts,
    last,
    lastAlert,
    strapiEvents,
    waitFor,
  };
}

/** Counts per channel (`counts()`) with one more message on every channel than `before`. */
export function oneMoreEach<T extends Record<string, number>>(before: T): T {
  return Object.fromEntries(Object.entries(before).map(([channel, count]) => [channel, count + 1])) as T;
}
