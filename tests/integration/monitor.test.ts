import type { MonitorRun, MonitorTargetRow } from '@route-discovery/contract';
import { openApiErrors, testWatcher } from '../helpers/monitor';
import { LEASE_SECONDS, MINUTE, PATHS, useMonitorSuite } from '../helpers/monitor-suite';

/**
 * The monitor (docs/monitoring.md) on one database, driven by a fake clock (no test waits for
 * time): external links of an article the suite writes, answered by a fake outside host
 * (tests/helpers/monitor-suite.ts). The admin's Check now is in monitor-check-now.test.ts, signed
 * URLs in monitor-signed.test.ts.
 */

const suite = useMonitorSuite();
const { statuses, start, at, setWatch, hitsOf, allHits, db, eventsOf, get, targetByPath } = suite;

describe('monitor of external links', () => {
  it('a link failing twice raises one broken event at the 2nd run, one recovered when it answers again', async () => {
    // Enabled here, not at boot: the boot would start this instance's timer on the real clock.
    setWatch({ enabled: true, checksPerRun: 50, brokenAfter: 2 });
    statuses.set('/flaky', 500);
    const tickAt = (minutes: number) => testWatcher(suite.playground.strapi, at(minutes), 'A').tick();

    const first = await tickAt(0);
    expect(first.run?.state).toBe('done');
    expect(first.run?.cursor).toBe(PATHS.length);
    expect(allHits()).toEqual(Object.fromEntries(PATHS.map((path) => [path, 1])));
    expect(await targetByPath('/flaky')).toMatchObject({
      state: 'failing',
      consecutive_failures: 1,
      last_status: 500,
    });
    expect(await eventsOf('broken')).toHaveLength(0);

    // Not due yet: nothing runs, nothing is requested.
    expect((await tickAt(30)).run).toBeNull();
    expect(hitsOf('/flaky')).toBe(1);

    await tickAt(60);
    const broken = await targetByPath('/flaky');
    expect(broken).toMatchObject({ state: 'broken', consecutive_failures: 2 });
    expect(broken.state_since).toBe(new Date(start + 60 * MINUTE).toISOString());
    expect(broken.first_failure).toBe(new Date(start).toISOString());
    expect(await eventsOf('broken')).toHaveLength(1);

    await tickAt(120);
    expect(await targetByPath('/flaky')).toMatchObject({ state: 'broken', consecutive_failures: 3 });
    expect(await eventsOf('broken')).toHaveLength(1);

    statuses.set('/flaky', 200);
    await tickAt(180);
    expect(await targetByPath('/flaky')).toMatchObject({
      state: 'ok',
      consecutive_failures: 0,
      first_failure: null,
    });
    expect(await eventsOf('recovered')).toHaveLength(1);
    expect(await eventsOf('broken')).toHaveLength(1);
    expect(hitsOf('/flaky')).toBe(4);
    expect(hitsOf('/a')).toBe(4);
  });

  it('a run checks at most checksPerRun links, the longest unchecked first, and carries the rest over', async () => {
    setWatch({ checksPerRun: 2 });
    const before = allHits();
    const checkedBy: string[][] = [];
    for (const minutes of [240, 300, 360]) {
      const hits = allHits();
      const { run } = await testWatcher(suite.playground.strapi, at(minutes), 'A').tick();
      expect(run?.cursor).toBe(2);
      checkedBy.push(PATHS.filter((path) => hitsOf(path) > hits[path]));
    }
    expect(checkedBy.map((paths) => paths.length)).toEqual([2, 2, 2]);
    // The second run checks two links the first did not; the third the last one and an oldest.
    expect(checkedBy[1].filter((path) => checkedBy[0].includes(path))).toEqual([]);
    const notYet = PATHS.filter((path) => !checkedBy[0].includes(path) && !checkedBy[1].includes(path));
    expect(notYet).toHaveLength(1);
    expect(checkedBy[2]).toContain(notYet[0]);
    expect(checkedBy[0]).toContain(checkedBy[2].find((path) => path !== notYet[0]));
    const total = PATHS.reduce((sum, path) => sum + hitsOf(path) - before[path], 0);
    expect(total).toBe(6);
  });

  it('one instance per run: a second tick waits; after the lease expires it resumes from the cursor', async () => {
    setWatch({ checksPerRun: 50, brokenAfter: 1, leaseSeconds: LEASE_SECONDS });
    for (const path of PATHS) statuses.set(path, 500);
    const before = allHits();
    let calls = 0;
    let reached!: () => void;
    const atThird = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // A's third check hangs until released, as an instance stopped mid-run.
    const held = (async (url: string, init: RequestInit) => {
      calls += 1;
      if (calls === 3) {
        reached();
        await released;
      }
      return fetch(url, init);
    }) as typeof fetch;
    const runAt = 420;
    const a = testWatcher(suite.playground.strapi, at(runAt), 'A', held);
    const aTick = a.tick();
    await atThird;

    // B at the same time, and just before the lease ends: the lease is A's.
    const clash = await testWatcher(suite.playground.strapi, at(runAt), 'B').tick();
    expect(clash).toMatchObject({ taken: false, run: null });
    const early = { now: () => start + runAt * MINUTE + LEASE_SECONDS * 1000 - 1 };
    expect((await testWatcher(suite.playground.strapi, early, 'B').tick()).taken).toBe(false);

    // After the lease and one tick, B takes over and finishes from A's checkpoint (2 checked).
    const late = { now: () => start + runAt * MINUTE + LEASE_SECONDS * 1000 + MINUTE };
    const takeover = await testWatcher(suite.playground.strapi, late, 'B').tick();
    expect(takeover.taken).toBe(true);
    expect(takeover.run).toMatchObject({ state: 'done', cursor: PATHS.length });

    release();
    const stale = await aTick;
    expect(stale.lostLease).toBe(true);

    const runId = takeover.run?.id as string;
    const events = (await eventsOf('broken')).filter((row) => row.run_id === runId);
    expect(events).toHaveLength(PATHS.length);
    expect(new Set(events.map((row) => row.target_id)).size).toBe(PATHS.length);
    const stored = await db()('route_discovery_watch_runs').where({ id: runId }).first();
    expect(Number(stored.cursor)).toBe(PATHS.length);
    expect(Number(stored.takeovers)).toBe(1);
    for (const path of PATHS) {
      expect(await targetByPath(path)).toMatchObject({ state: 'broken', consecutive_failures: 1 });
    }
    // Each link was requested once, the held one twice (A's request, then B's).
    const extra = PATHS.map((path) => hitsOf(path) - before[path]);
    expect(extra.reduce((sum, n) => sum + n, 0)).toBe(PATHS.length + 1);
  });

  it('two instances ticking at once: one takes the run, each link is checked once', async () => {
    for (const path of PATHS) statuses.delete(path);
    const before = allHits();
    const clock = at(540);
    const outcomes = await Promise.all(
      ['A', 'B'].map((owner) => testWatcher(suite.playground.strapi, clock, owner).tick()),
    );
    expect(outcomes.filter((outcome) => outcome.taken && outcome.run)).toHaveLength(1);
    expect(PATHS.map((path) => hitsOf(path) - before[path])).toEqual(PATHS.map(() => 1));
    expect(await eventsOf('recovered')).toHaveLength(1 + PATHS.length);
  });

  it('GET v1/monitor, GET v1/monitor/targets and POST v1/monitor/runs', async () => {
    const overview = await get('monitor');
    expect(overview.status).toBe(200);
    expect(openApiErrors('MonitorResponse', overview.body)).toEqual([]);
    expect(overview.body.counts).toEqual({ unchecked: 0, ok: PATHS.length, failing: 0, broken: 0 });
    expect(overview.body.schedules[0]).toMatchObject({
      name: 'external-links',
      enabled: true,
      source: 'config',
      interval_minutes: 60,
      lease: null,
    });
    const firstPage = await get('monitor/targets?page_size=2');
    expect(firstPage.body.targets).toHaveLength(2);
    expect(openApiErrors('MonitorTargetsEnvelope', firstPage.body)).toEqual([]);
    const cursor = firstPage.body.metadata.page.next_cursor as string;
    const secondPage = await get(`monitor/targets?page_size=2&cursor=${cursor}`);
    expect(secondPage.body.targets).toHaveLength(2);
    expect(secondPage.body.targets[0].id > firstPage.body.targets[1].id).toBe(true);
    expect((await get('monitor/targets?state=broken')).body.targets).toEqual([]);
    const since = new Date(start + 540 * MINUTE).toISOString();
    expect((await get(`monitor/targets?state=ok&since=${since}`)).body.targets).toHaveLength(PATHS.length);
    expect((await get('monitor/targets?state=gone')).status).toBe(400);

    // One page of URLs joined to their targets in one request (the Links page's "broken since").
    const flakyUrl = `${suite.outside.origin}/flaky`;
    const joined = await get(
      `monitor/targets?url=${encodeURIComponent(flakyUrl)}&url=${encodeURIComponent('https://nowhere.test/')}`,
    );
    expect(joined.body.targets.map((row: MonitorTargetRow) => row.url)).toEqual([flakyUrl]);
    const tooMany = Array.from({ length: 101 }, (_, i) => `url=https://x.test/${i}`).join('&');
    expect((await get(`monitor/targets?${tooMany}`)).status).toBe(400);

    // A target's history, newest first, a page at a time: broken, recovered, broken, recovered.
    const flaky = await targetByPath('/flaky');
    const history = await get(`monitor/targets/${flaky.id}/events?page_size=3`);
    expect(history.status).toBe(200);
    expect(openApiErrors('MonitorTargetEventsEnvelope', history.body)).toEqual([]);
    expect(history.body.target).toMatchObject({ id: flaky.id, url: flakyUrl });
    expect(history.body.events.map((row: { event: string }) => row.event)).toEqual([
      'recovered',
      'broken',
      'recovered',
    ]);
    expect(history.body.events[1]).toMatchObject({ status: 500 });
    const older = await get(
      `monitor/targets/${flaky.id}/events?page_size=3&cursor=${history.body.metadata.page.next_cursor}`,
    );
    expect(older.body.events).toEqual([
      expect.objectContaining({ event: 'broken', at: new Date(start + 60 * MINUTE).toISOString() }),
    ]);
    expect(older.body.metadata.page.next_cursor).toBeNull();
    expect((await get(`monitor/targets/${'0'.repeat(64)}/events`)).status).toBe(404);
    expect((await get(`monitor/targets/${flaky.id}/events?cursor=nope`)).status).toBe(400);
    expect((await get('monitor/targets?cursor=nope')).status).toBe(400);

    const before = allHits();
    const posted = await suite.playground.http
      .post('/api/route-discovery/v1/monitor/runs')
      .set('Authorization', `Bearer ${suite.playground.apiKey}`);
    expect(posted.status).toBe(202);
    expect(openApiErrors('MonitorRunResponse', posted.body)).toEqual([]);
    expect(posted.body.run).toMatchObject({ trigger: 'manual', state: 'queued' });
    // The run starts on this instance at once, with the real clock; wait for it to end.
    let run: MonitorRun | undefined;
    for (let tries = 0; tries < 100; tries += 1) {
      run = ((await get('monitor')).body.runs as MonitorRun[]).find((row) => row.id === posted.body.run.id);
      if (run?.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(run).toMatchObject({ state: 'done', checked: PATHS.length });
    expect(PATHS.map((path) => hitsOf(path) - before[path])).toEqual(PATHS.map(() => 1));
  });
});
