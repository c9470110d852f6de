import type { MonitorCliReport } from '@route-discovery/contract';
import { monitorCliReportSchema } from '@route-discovery/contract';
import { buildCli, runCli } from '../helpers/cli';
import { testWatcher } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * `route-discovery monitor` as a child process against the playground (docs/ci.md, "Gate on the
 * monitor"): exit 3 before the monitor checked anything, then, with one link broken and one
 * failing once, the summary, `--fail-on broken` (1) and `failing` (1), none (0), `--json` shaped
 * as the contract's `monitorCliReportSchema`, and a bad `--fail-on` (2).
 */
let outside: OutsideHost;
let playground: Playground;
const statuses = new Map<string, number>([
  ['/gone', 404],
  ['/fine', 200],
]);

const monitor = (...args: string[]) =>
  runCli(['monitor', '--url', playground.baseUrl, '--key', playground.apiKey, ...args]);
const parse = (stdout: string): MonitorCliReport => monitorCliReportSchema.parse(JSON.parse(stdout));

beforeAll(async () => {
  buildCli();
  outside = await startOutsideHost({
    '/gone': () => ({ status: statuses.get('/gone') ?? 200 }),
    '/fine': () => ({ status: statuses.get('/fine') ?? 200 }),
    '/flaky': () => ({ status: statuses.get('/flaky') ?? 200 }),
  });
  playground = await startPlayground({
    env: {
      PLAYGROUND_SEED: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        watch: { enabled: false, allowPrivateHosts: true, hostIntervalMs: 0, maxRetries: 0, brokenAfter: 2 },
      }),
    },
  });
  const links = ['/gone', '/fine', '/flaky'].map((path) => `[${path}](${outside.origin}${path})`).join(' ');
  await playground.strapi
    .documents('api::article.article')
    .create({ data: { title: 'Watched', slug: 'watched', notes: links } });
});

afterAll(async () => {
  await playground?.stop();
  await outside?.close();
});

/** One manual run at `minutes` on a fake clock, waited for. */
async function runAt(minutes: number): Promise<void> {
  const watcher = testWatcher(playground.strapi, { now: () => Date.now() + minutes * 60_000 }, 'cli-test');
  await watcher.checkNow();
  await watcher.tick();
}

describe('route-discovery monitor', () => {
  it('exits 3 while the monitor has checked nothing', async () => {
    const run = await monitor('--fail-on', 'broken', '--json');
    expect(run.code).toBe(3);
    expect(parse(run.stdout)).toMatchObject({ exit_code: 3, targets: [], last_run_finished_at: null });
  });

  it('gates on broken and on failing targets, prints them, and says what it found', async () => {
    await runAt(0);
    statuses.set('/flaky', 503);
    await runAt(60);
    // /gone failed twice (broken), /flaky once (failing), /fine passes.

    const text = await monitor('--fail-on', 'broken');
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/route-discovery monitor: 1 broken, 1 failing, 1 ok, 0 unchecked/);
    expect(text.stdout).toContain(`broken since `);
    expect(text.stdout).toContain(`${outside.origin}/gone (404)`);
    expect(text.stdout).not.toContain('/flaky');

    const json = await monitor('--fail-on', 'broken', '--json');
    expect(json.code).toBe(1);
    const report = parse(json.stdout);
    expect(report).toMatchObject({ fail_on: 'broken', states: ['broken'], more: 0, exit_code: 1 });
    expect(report.counts).toEqual({ unchecked: 0, ok: 1, failing: 1, broken: 1 });
    expect(report.targets.map((target) => target.url)).toEqual([`${outside.origin}/gone`]);
    expect(report.last_run_finished_at).not.toBeNull();

    const failing = parse((await monitor('--fail-on', 'failing', '--json', '--limit', '1')).stdout);
    expect(failing).toMatchObject({ exit_code: 1, states: ['broken', 'failing'], more: 1 });
    expect(failing.targets).toHaveLength(1);

    const ungated = await monitor('--json');
    expect(ungated.code).toBe(0);
    expect(parse(ungated.stdout).fail_on).toBeNull();
  });

  it('passes once nothing is broken, and refuses a bad --fail-on or a wrong key with exit 2', async () => {
    statuses.set('/gone', 200);
    statuses.set('/flaky', 200);
    await runAt(120);
    const passed = await monitor('--fail-on', 'failing');
    expect(passed.code).toBe(0);
    expect(passed.stdout).toMatch(/0 broken, 0 failing, 3 ok/);

    const bad = await monitor('--fail-on', 'slow');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--fail-on/);
    const refused = await runCli([
      'monitor',
      '--url',
      playground.baseUrl,
      '--key',
      'wrong-key-of-enough-length',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).not.toContain('wrong-key-of-enough-length');
  });
});
