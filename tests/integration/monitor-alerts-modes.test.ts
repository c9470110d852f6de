import { openApiErrors, testWatcher } from '../helpers/monitor';
import { verifyAlertSignature } from '../helpers/alert-signature';
import {
  CHAT,
  DAY,
  MINUTE,
  oneMoreEach,
  SECRET,
  TOKEN,
  useAlertSuite,
} from '../helpers/monitor-alerts-suite';

/**
 * The monitor's alerts (docs/monitoring.md, "Alerts") on one database, with a fake clock: a run
 * taken over after its lease, digest mode, and no webhook URL or secret in any answer or log line.
 * The broken/recovered messages are in monitor-alerts.test.ts; the servers in
 * tests/helpers/monitor-alerts-suite.ts.
 */

const suite = useAlertSuite();
const { statuses, logLines, start, at, tickAt, setAlerts, setWatch, counts, last, lastAlert } = suite;

describe('monitor alerts: lease, digest, secrecy', () => {
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
    const aTick = testWatcher(suite.playground.strapi, at(240), 'A', held).tick();
    await atSecond;
    const takeover = await testWatcher(
      suite.playground.strapi,
      { now: () => start + 242 * MINUTE },
      'B',
    ).tick();
    expect(takeover.run).toMatchObject({ state: 'done' });
    release();
    expect((await aTick).lostLease).toBe(true);
    expect(counts()).toEqual(oneMoreEach(before));
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
    expect(lastAlert().broken.map((link) => link.url)).toEqual([`${suite.outside.origin}/z`]);
    expect(lastAlert()).toMatchObject({ kind: 'digest', since: null, broken_total: 1, recovered_total: 0 });
    expect(lastAlert().broken[0].url).toBe(`${suite.outside.origin}/z`);
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
    expect(lastAlert().broken.map((link) => link.url)).toEqual([`${suite.outside.origin}/x`]);
  });

  it('webhook URLs and secrets show in no answer and no log line', async () => {
    const response = await suite.playground.http
      .get('/api/route-discovery/v1/monitor')
      .set('Authorization', `Bearer ${suite.playground.apiKey}`);
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
    const port = new URL(suite.receivers.origin).port;
    for (const text of [JSON.stringify(response.body), ...logLines]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(SECRET);
      for (const path of ['/hook', '/down', '/slack', '/teams', '/discord']) {
        expect(text).not.toContain(`127.0.0.1:${port}${path}`);
      }
    }
  });
});
