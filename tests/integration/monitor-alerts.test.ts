import type { MonitorAlert } from '@route-discovery/contract';
import { startAlertReceivers, type AlertReceivers, type ReceivedRequest } from '../helpers/alert-receivers';
import { verifyAlertSignature } from '../helpers/alert-signature';
import { openApiErrors, testWatcher, type FakeClock } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';

/**
 * The monitor's alerts (docs/monitoring.md, "Alerts") on one database, with a fake clock: receivers
 * of a generic webhook, Slack, Teams and Discord and a Strapi webhook on 127.0.0.1, and e-mail
 * through the email plugin with the playground's recording provider.
 */

const MINUTE = 60_000;
const DAY = 1440;
const SECRET = 'whsec-test-0123456789abcdef';
/** The token part of every webhook URL: it must never show in an answer or a log line. */
const TOKEN = 'tok3nSh0uldN3v3rL3ak';
const PATHS = ['/x', '/y', '/z'];
const CHAT = {
  webhook: '/hook',
  slack: `/slack/T000/B000/${TOKEN}`,
  teams: `/teams/workflows/${TOKEN}`,
  discord: `/discord/api/webhooks/1/${TOKEN}`,
};

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

describe('monitor alerts', () => {
  it('one message per channel at the run that finds a link broken, and at the one that finds it recovered; none otherwise', async () => {
    statuses.set('/x', 500);
    await tickAt(0);
    // Failing once is no news: nothing sent, nothing emitted, recorded as such.
    expect(counts()).toEqual({ webhook: 0, slack: 0, teams: 0, discord: 0, email: 0 });
    const first = (await playground.strapi.db.connection('route_discovery_watch_runs').first()) as Record<
      string,
      unknown
    >;
    expect(first.alerts_state).toBe('none');

    const broken = await tickAt(60);
    expect(
      await playground.strapi.db.connection('route_discovery_watch_events').where({ event: 'broken' }),
    ).toHaveLength(1);
    expect(counts()).toEqual({ webhook: 1, slack: 1, teams: 1, discord: 1, email: 1 });

    const hook = last(CHAT.webhook);
    expect(verifyAlertSignature(hook.body, hook.headers, SECRET)).toBe(true);
    expect(verifyAlertSignature(hook.body, hook.headers, `${SECRET}-not`)).toBe(false);
    expect(verifyAlertSignature(hook.body.replace('"run"', '"digest"'), hook.headers, SECRET)).toBe(false);
    const alert = lastAlert();
    expect(alert).toMatchObject({ kind: 'run', run_id: broken.run?.id, broken_total: 1, recovered_total: 0 });
    expect(alert.broken[0]).toMatchObject({ url: `${outside.origin}/x`, event: 'broken', status: 500 });
    expect(alert.broken[0].sources).toEqual([
      {
        content_type: 'api::article.article',
        document_id: documentId,
        title: 'Monitored links',
        field: 'notes',
        locale: 'en',
        link_text: 'link /x',
        edit_url: expect.stringMatching(
          new RegExp(
            `/admin/content-manager/collection-types/api::article\\.article/${documentId}\\?plugins\\[i18n\\]\\[locale\\]=en$`,
          ),
        ) as unknown as string,
      },
    ]);
    const editUrl = alert.broken[0].sources[0].edit_url;

    const slack = JSON.parse(last(CHAT.slack).body) as {
      text: string;
      blocks: Array<{ text?: { text: string } }>;
    };
    expect(slack.text).toMatch(/1 link\(s\) broken/);
    expect(slack.blocks.map((block) => block.text?.text ?? '').join('\n')).toContain(
      `<${editUrl.replace(/&/g, '&amp;')}|edit>`,
    );
    const teams = JSON.parse(last(CHAT.teams).body) as {
      type: string;
      attachments: Array<{ contentType: string; content: { type: string; body: Array<{ text: string }> } }>;
    };
    expect(teams.type).toBe('message');
    expect(teams.attachments[0]).toMatchObject({
      contentType: 'application/vnd.microsoft.card.adaptive',
      content: { type: 'AdaptiveCard' },
    });
    expect(teams.attachments[0].content.body.map((block) => block.text).join('\n')).toContain(
      `${outside.origin}/x`,
    );
    const discord = JSON.parse(last(CHAT.discord).body) as {
      embeds: Array<{ title: string; description: string }>;
      allowed_mentions: unknown;
    };
    expect(discord.embeds.map((embed) => embed.title)).toEqual(['Broken']);
    expect(discord.embeds[0].description).toContain('link /x');
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    expect(emails()[0]).toMatchObject({
      to: 'ops@example.com',
      subject: expect.stringMatching(/1 link\(s\) broken/),
    });
    expect(emails()[0].text).toContain(editUrl);

    // The failing channel was tried maxAttempts (3) times, counted, and logged without its URL.
    expect(receivers.at(`/down/${TOKEN}`)).toHaveLength(3);
    const row = (await playground.strapi.db
      .connection('route_discovery_watch_runs')
      .where({ id: broken.run?.id })
      .first()) as Record<string, unknown>;
    expect(row).toMatchObject({ state: 'done', alerts_state: 'sent' });
    expect([Number(row.alerts_delivered), Number(row.alerts_failed)]).toEqual([5, 1]);
    expect(
      logLines.some((line) =>
        /alert to the webhook channel \(6 of 6\) failed: HTTP 500 after 3 attempts/.test(line),
      ),
    ).toBe(true);

    await waitFor(() => strapiEvents().length === 1);
    expect(strapiEvents()[0]).toMatchObject({
      event: 'route-discovery.monitor.broken',
      run_id: broken.run?.id,
      total: 1,
    });

    // Still broken: no event, no message.
    await tickAt(120);
    expect(counts()).toEqual({ webhook: 1, slack: 1, teams: 1, discord: 1, email: 1 });

    statuses.set('/x', 200);
    const recovered = await tickAt(180);
    expect(counts()).toEqual({ webhook: 2, slack: 2, teams: 2, discord: 2, email: 2 });
    expect(lastAlert()).toMatchObject({ run_id: recovered.run?.id, broken_total: 0, recovered_total: 1 });
    expect(lastAlert().recovered[0]).toMatchObject({ url: `${outside.origin}/x`, event: 'recovered' });
    await waitFor(() => strapiEvents().length === 2);
    expect(strapiEvents()[1]).toMatchObject({
      event: 'route-discovery.monitor.recovered',
      run_id: recovered.run?.id,
    });
  });

  it('a run taken over after its lease expired sends its message once', async () => {
    setWatch({ brokenAfter: 1 });
    statuses.set('/y', 500);
    const before = counts();
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
    const aTick = testWatcher(playground.strapi, at(240), 'A', held).tick();
    await atSecond;
    const takeover = await testWatcher(playground.strapi, { now: () => start + 242 * MINUTE }, 'B').tick();
    expect(takeover.run).toMatchObject({ state: 'done' });
    release();
    expect((await aTick).lostLease).toBe(true);
    expect(counts()).toEqual({
      webhook: before.webhook + 1,
      slack: before.slack + 1,
      teams: before.teams + 1,
      discord: before.discord + 1,
      email: before.email + 1,
    });
    expect(lastAlert()).toMatchObject({ run_id: takeover.run?.id, broken_total: 1 });
    // A later tick of either instance sends nothing more for that run.
    await tickAt(243, 'A');
    expect(counts().webhook).toBe(before.webhook + 1);
  });

  it('digest mode: one message a day with the links newly broken since the previous digest', async () => {
    setAlerts({ mode: 'digest' });
    statuses.set('/y', 200);
    statuses.set('/z', 500);
    const before = counts();
    // The first digest goes with the first run: /z broke (the recovered /y is not listed).
    await tickAt(300);
    expect(counts().webhook).toBe(before.webhook + 1);
    expect(lastAlert().broken.map((link) => link.url)).toEqual([`${outside.origin}/z`]);
    expect(lastAlert()).toMatchObject({ kind: 'digest', since: null, broken_total: 1, recovered_total: 0 });
    expect(lastAlert().broken[0].url).toBe(`${outside.origin}/z`);
    expect(verifyAlertSignature(last(CHAT.webhook).body, last(CHAT.webhook).headers, SECRET)).toBe(true);

    // Within the day: /x breaks, /y breaks and recovers; nothing is sent.
    statuses.set('/x', 500);
    statuses.set('/y', 500);
    await tickAt(360);
    statuses.set('/y', 200);
    await tickAt(420);
    expect(counts()).toMatchObject({
      webhook: before.webhook + 1,
      slack: before.slack + 1,
      email: before.email + 1,
    });

    // A day after the first digest: only /x, still broken and new since then.
    const digest = await tickAt(300 + DAY);
    expect(counts()).toEqual({
      webhook: before.webhook + 2,
      slack: before.slack + 2,
      teams: before.teams + 2,
      discord: before.discord + 2,
      email: before.email + 2,
    });
    expect(lastAlert()).toMatchObject({
      kind: 'digest',
      run_id: digest.run?.id,
      since: new Date(start + 300 * MINUTE).toISOString(),
      broken_total: 1,
    });
    expect(lastAlert().broken.map((link) => link.url)).toEqual([`${outside.origin}/x`]);
  });

  it('webhook URLs and secrets show in no answer and no log line', async () => {
    const response = await playground.http
      .get('/api/route-discovery/v1/monitor')
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    expect(openApiErrors('MonitorResponse', response.body)).toEqual([]);
    expect(response.body.alerts).toEqual({
      mode: 'digest',
      channels: [
        { kind: 'webhook', host: '127.0.*.*', recipients: null },
        { kind: 'slack', host: '127.0.*.*', recipients: null },
        { kind: 'teams', host: '127.0.*.*', recipients: null },
        { kind: 'discord', host: '127.0.*.*', recipients: null },
        { kind: 'email', host: null, recipients: 1 },
        { kind: 'webhook', host: '127.0.*.*', recipients: null },
      ],
    });
    expect(response.body.runs[0].alerts).toMatchObject({ state: expect.stringMatching(/^(digest|none)$/) });
    const port = new URL(receivers.origin).port;
    for (const text of [JSON.stringify(response.body), ...logLines]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(SECRET);
      for (const path of ['/hook', '/down', '/slack', '/teams', '/discord']) {
        expect(text).not.toContain(`127.0.0.1:${port}${path}`);
      }
    }
  });
});
