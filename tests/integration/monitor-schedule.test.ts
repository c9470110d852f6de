import { createHash } from 'node:crypto';
import type { MonitorScheduleResponse } from '@route-discovery/contract';
import { withAdminPermission } from '../helpers/admin-permissions';
import { openApiErrors, testWatcher } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { EDITOR, startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';

/**
 * The monitor's schedule in the admin (docs/monitoring.md, "Schedule"): read and saved by an admin
 * with the `monitor.manage` action, fields of the plugin's config fixed, cron expressions in UTC;
 * `v1/monitor/targets?kind=`; a run checks first the links of documents changed since the run
 * before. One boot; the runs on a fake clock.
 */

const ACTION = 'plugin::route-discovery.monitor.manage';
let outside: OutsideHost;
/** The website (`siteUrl`): its pages are the `site-pages` targets. */
let site: OutsideHost;
let playground: Playground;
let superToken: string;
let editorToken: string;

const watchConfig = () =>
  playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
const setWatch = (watch: Record<string, unknown>) =>
  playground.strapi.config.set('plugin::route-discovery.watch', watch);
const schedule = (token: string) =>
  playground.http.get('/route-discovery/monitor/schedule').set('Authorization', `Bearer ${token}`);
const save = (body: unknown, token = superToken) =>
  playground.http
    .put('/route-discovery/monitor/schedule')
    .set('Authorization', `Bearer ${token}`)
    .send(body as object);
const api = (path: string) =>
  playground.http.get(`/api/route-discovery/v1/${path}`).set('Authorization', `Bearer ${playground.apiKey}`);
const hitsOf = (path: string) => outside.hits.filter((hit) => hit.path === path).length;
const idOf = (path: string) =>
  createHash('sha256').update(`external\n${outside.origin}${path}`).digest('hex');

beforeAll(async () => {
  outside = await startOutsideHost({ '/one': () => ({ status: 200 }), '/two': () => ({ status: 200 }) });
  site = await startOutsideHost({ '/blog/live-page': () => ({ status: 200 }) });
  playground = await startPlayground({
    env: {
      PLAYGROUND_SEED: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        watch: { allowPrivateHosts: true, hostIntervalMs: 0, maxRetries: 0, timeoutMs: 5000, batchSize: 5 },
        siteUrl: site.origin,
        urlPatterns: { 'api::article.article': '/blog/[slug]' },
      }),
    },
  });
  // Unseeded (no content links but the test's): the two admins the seed would add.
  for (const [user, code] of [
    [SUPER_ADMIN, 'strapi-super-admin'],
    [EDITOR, 'strapi-editor'],
  ] as const) {
    const role = (await playground.strapi.db.query('admin::role').findOne({ where: { code } })) as {
      id: number;
    };
    await playground.strapi
      .service('admin::user')
      .create({ ...user, firstname: code, lastname: 'Test', isActive: true, roles: [role.id] });
  }
  superToken = await playground.adminToken();
  editorToken = await playground.adminToken(EDITOR);
});

afterAll(async () => {
  await playground?.stop();
  await outside?.close();
  await site?.close();
});

describe('the monitor schedule (admin)', () => {
  it('needs the monitor.manage action: an editor is refused until a role grants it', async () => {
    expect((await schedule(editorToken)).status).toBe(403);
    expect((await save({ enabled: false }, editorToken)).status).toBe(403);
    await withAdminPermission(playground.strapi, 'strapi-editor', ACTION, async () => {
      expect((await schedule(editorToken)).status).toBe(200);
    });
    expect((await playground.http.get('/route-discovery/monitor/schedule')).status).toBe(401);
  });

  it('answers the defaults, refuses bad input with a 400 that says why, saves a cron schedule (UTC)', async () => {
    const initial = await schedule(superToken);
    expect(initial.status).toBe(200);
    expect(initial.body.data).toMatchObject({
      settings: { enabled: false, frequency: 'daily', cron: null, targets: ['external'] },
      fixed_by_config: [],
      available_kinds: ['external', 'internal', 'media', 'site-pages', 'content-api', 'admin'],
      timezone: 'UTC',
      next_run_at: null,
    });
    for (const [body, message] of [
      [{ every: 'daily' }, /every/],
      [{ frequency: 'monthly' }, /frequency/],
      [{ frequency: 'cron' }, /cron: required/],
      [{ frequency: 'cron', cron: '61 * * * *' }, /cron is not a cron expression/],
      [{ frequency: 'cron', cron: '0 0 6 * * 1' }, /five fields/],
      [{ targets: ['ftp'] }, /targets/],
      [{ targets: [] }, /targets/],
      [{ enabled: 'yes' }, /enabled/],
    ] as const) {
      const response = await save(body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toMatch(message);
    }
    const saved = await save({ enabled: true, frequency: 'cron', cron: '0 6 * * 1' });
    expect(saved.status).toBe(200);
    const data = (saved.body as MonitorScheduleResponse).data;
    expect(data.settings).toEqual({
      enabled: true,
      frequency: 'cron',
      cron: '0 6 * * 1',
      targets: ['external'],
    });
    expect(data.updated_at).not.toBeNull();
    // No scheduled run yet: the first is due at once.
    expect(Date.parse(data.next_run_at as string)).toBeLessThanOrEqual(Date.now());
    const overview = await api('monitor');
    expect(overview.status).toBe(200);
    expect(openApiErrors('MonitorResponse', overview.body)).toEqual([]);
    expect(overview.body.schedules[0]).toMatchObject({
      enabled: true,
      source: 'settings',
      every: 'cron',
      cron: '0 6 * * 1',
      interval_minutes: 7 * 24 * 60,
    });
    // Back to a named interval: the expression is dropped.
    expect((await save({ frequency: 'hourly', enabled: false })).body.data.settings).toMatchObject({
      frequency: 'hourly',
      cron: null,
      enabled: false,
    });
  });

  it('config wins: the fields the plugin config sets are fixed, shown and refused', async () => {
    const before = watchConfig();
    setWatch({ ...before, every: 'weekly', enabled: false });
    try {
      const answer = await schedule(superToken);
      expect(answer.body.data.fixed_by_config).toEqual(['enabled', 'frequency', 'cron']);
      expect(answer.body.data.settings).toMatchObject({ frequency: 'weekly', enabled: false });
      const refused = await save({ frequency: 'daily', targets: ['external'] });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/frequency is set in the plugin's config/);
      expect((await save({ targets: ['external'] })).status).toBe(200);
      expect((await api('monitor')).body.schedules[0]).toMatchObject({ source: 'config', every: 'weekly' });
    } finally {
      setWatch(before);
    }
  });
});

describe('targets by kind, and the budget', () => {
  it('filters v1/monitor/targets by kind; a run checks first the links of a document changed since the run before', async () => {
    expect((await save({ enabled: false })).status).toBe(200);
    const articles = playground.strapi.documents('api::article.article');
    // `late` is the link whose key sorts last: with equal last checks it would be checked last.
    const [early, late] = ['/one', '/two'].sort((a, b) => idOf(a).localeCompare(idOf(b)));
    await articles.create({
      data: { title: 'Early', slug: 'early', notes: `[x](${outside.origin}${early})` },
    });
    const changing = await articles.create({
      data: { title: 'Late', slug: 'late', notes: `[y](${outside.origin}${late})` },
    });
    const first = Date.now();
    /** "Check now" at `at`, waited for: a watcher's ticks never overlap, so its next tick waits for the run. */
    const done = async (at: number) => {
      const watcher = testWatcher(playground.strapi, { now: () => at }, 'A');
      await watcher.checkNow();
      await watcher.tick();
    };
    await done(first);
    expect([hitsOf(early), hitsOf(late)]).toEqual([1, 1]);
    while (Date.now() <= first) {
      /* updatedAt after the first run's queued time (ms) */
    }
    await articles.update({ documentId: changing.documentId, data: { title: 'Late, edited' } as never });
    setWatch({ ...watchConfig(), checksPerRun: 1 });
    await done(first + 60_000);
    expect([hitsOf(early), hitsOf(late)]).toEqual([1, 2]);
    // Nothing changed since: the oldest checked is next.
    await done(first + 120_000);
    expect([hitsOf(early), hitsOf(late)]).toEqual([2, 2]);

    const external = await api('monitor/targets?kind=external');
    expect(external.status).toBe(200);
    expect(external.body.metadata.kind).toBe('external');
    expect(openApiErrors('MonitorTargetsEnvelope', external.body)).toEqual([]);
    expect(external.body.targets.map((row: { kind: string }) => row.kind)).toEqual(['external', 'external']);
    const bad = await api('monitor/targets?kind=rss');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/kind must be one of external, internal, media, site-pages/);
  });

  it('watches the published pages of the website (site-pages) when the schedule names them', async () => {
    const articles = playground.strapi.documents('api::article.article');
    for (const slug of ['live-page', 'gone-page']) {
      await articles.create({ data: { title: slug, slug } as never, status: 'published' });
    }
    expect((await save({ targets: ['external', 'site-pages'] })).body.data.settings.targets).toEqual([
      'external',
      'site-pages',
    ]);
    setWatch({ ...watchConfig(), checksPerRun: 50 });
    const watcher = testWatcher(playground.strapi, { now: () => Date.now() + 600_000 }, 'A');
    await watcher.checkNow();
    await watcher.tick();
    const pages = await api('monitor/targets?kind=site-pages');
    expect(pages.status).toBe(200);
    const byUrl = Object.fromEntries(
      (pages.body.targets as Array<{ url: string; state: string; last_status: number }>).map((row) => [
        row.url,
        [row.state, row.last_status],
      ]),
    );
    expect(byUrl).toEqual({
      [`${site.origin}/blog/live-page`]: ['ok', 200],
      [`${site.origin}/blog/gone-page`]: ['failing', 404],
    });
    // The site's pages are not outside links: no `external` target on the site's origin.
    const external = (await api('monitor/targets?kind=external')).body.targets as Array<{ url: string }>;
    expect(external.filter((row) => row.url.startsWith(site.origin))).toEqual([]);
  });
});
