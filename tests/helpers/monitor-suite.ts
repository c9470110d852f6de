import type { MonitorTargetRow } from '@route-discovery/contract';
import { type FakeClock } from './monitor';
import { startOutsideHost, type OutsideHost } from './outside-host';
import { startPlayground, type Playground } from './playground';

/**
 * The monitor suites' playground (docs/monitoring.md), one per test file, driven by a fake clock
 * (no test waits for time): external links of an article the suite writes, answered by a fake
 * outside host whose statuses a test sets (`statuses`).
 */

export const PATHS = ['/flaky', '/a', '/b', '/c', '/d'];
export const MINUTE = 60_000;
export const LEASE_SECONDS = 60;

/** What a test reads and drives: the servers (set once `beforeAll` has run) and helpers over them. */
export interface MonitorSuite {
  readonly outside: OutsideHost;
  readonly playground: Playground;
  /** Status each path answers; every path answers 200 unless set. */
  statuses: Map<string, number>;
  /** The fake clock's origin (ms). */
  start: number;
  /** A fake clock at `start + minutes`. */
  at(minutes: number): FakeClock;
  setWatch(changes: Record<string, unknown>): void;
  hitsOf(path: string): number;
  allHits(): Record<string, number>;
  db(): Playground['strapi']['db']['connection'];
  eventsOf(event: string): Promise<Array<{ target_id: unknown; run_id: unknown }>>;
  get(path: string): ReturnType<Playground['http']['get']>;
  targetByPath(path: string): Promise<MonitorTargetRow>;
}

/** Starts the suite's servers in `beforeAll` and stops them in `afterAll` of the calling test file. */
export function useMonitorSuite(): MonitorSuite {
  let outside: OutsideHost;
  let playground: Playground;
  /** Status each path answers; every path answers 200 unless set. */
  const statuses = new Map<string, number>();
  const start = Date.now();
  /** A fake clock at `start + minutes`. */
  const at = (minutes: number): FakeClock => ({ now: () => start + minutes * MINUTE });

  const setWatch = (changes: Record<string, unknown>) => {
    const current = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
    playground.strapi.config.set('plugin::route-discovery.watch', { ...current, ...changes });
  };
  const hitsOf = (path: string) => outside.hits.filter((hit) => hit.path === path).length;
  const allHits = () => Object.fromEntries(PATHS.map((path) => [path, hitsOf(path)]));
  const db = () => playground.strapi.db.connection;
  const eventsOf = (event: string) =>
    db()('route_discovery_watch_events').where({ event }).select('target_id', 'run_id');
  const get = (path: string) =>
    playground.http
      .get(`/api/route-discovery/v1/${path}`)
      .set('Authorization', `Bearer ${playground.apiKey}`);

  async function targetByPath(path: string): Promise<MonitorTargetRow> {
    const response = await get('monitor/targets?page_size=500');
    expect(response.status).toBe(200);
    const found = (response.body.targets as MonitorTargetRow[]).find(
      (row) => row.url === `${outside.origin}${path}`,
    );
    if (!found) throw new Error(`no target for ${path}`);
    return found;
  }

  beforeAll(async () => {
    outside = await startOutsideHost(
      Object.fromEntries(PATHS.map((path) => [path, () => ({ status: statuses.get(path) ?? 200 })])),
    );
    playground = await startPlayground({
      env: {
        PLAYGROUND_SEED: 'false',
        ROUTE_DISCOVERY_CONFIG: JSON.stringify({
          watch: {
            enabled: false,
            allowPrivateHosts: true,
            every: 60,
            hostIntervalMs: 0,
            maxRetries: 0,
            timeoutMs: 5000,
            batchSize: 1,
            // One check in flight: each checkpoint falls where the tests hold a check.
            concurrency: 1,
          },
        }),
      },
    });
    // Watched: the five outside URLs. Not watched: a path on this CMS, a link to its own origin.
    const links = PATHS.map((path) => `[${path}](${outside.origin}${path})`).join(' ');
    await playground.strapi.documents('api::article.article').create({
      data: {
        title: 'Monitored links',
        slug: 'monitored-links',
        notes: `${links} [home](/api/homepage) [self](${playground.baseUrl}/admin)`,
      },
    });
  });

  afterAll(async () => {
    await playground?.stop();
    await outside?.close();
  });

  return {
    get outside() {
      return outside;
    },
    get playground() {
      return playground;
    },
    statuses,
    start,
    at,
    setWatch,
    hitsOf,
    allHits,
    db,
    eventsOf: eventsOf as MonitorSuite['eventsOf'],
    get,
    targetByPath,
  };
}
