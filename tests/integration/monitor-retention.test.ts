import { testWatcher } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * The monitor's history is bounded (docs/monitoring.md, "Retention"): links gone from content keep
 * their row until `retentionDays` after they were last seen, events and finished runs as long.
 * A fake clock moves days at a time.
 */

const DAY = 86_400_000;
const PATHS = ['/kept', '/dropped'];
const start = Date.now();

let outside: OutsideHost;
let playground: Playground;
let documentId: string;

const db = () => playground.strapi.db.connection;
const tickAt = (days: number) =>
  testWatcher(playground.strapi, { now: () => start + days * DAY }, 'A').tick();
const count = async (table: string) => Number((await db()(table).count({ n: '*' }).first())?.n);
const targets = () => db()('route_discovery_watch_targets').orderBy('url').select('url', 'present');
const notes = (paths: string[]) => paths.map((path) => `[${path}](${outside.origin}${path})`).join(' ');

const setWatch = (changes: Record<string, unknown>) => {
  const watch = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
  playground.strapi.config.set('plugin::route-discovery.watch', { ...watch, ...changes });
};

beforeAll(async () => {
  outside = await startOutsideHost({ '/kept': () => ({ status: 500 }), '/dropped': () => ({ status: 500 }) });
  // Off at boot (the timer would tick on the real clock), on once booted (read at each tick).
  const config = {
    watch: {
      enabled: false,
      every: 'daily',
      brokenAfter: 1,
      retentionDays: 2,
      hostIntervalMs: 0,
      maxRetries: 0,
    },
  };
  playground = await startPlayground({
    env: { PLAYGROUND_SEED: 'false', ROUTE_DISCOVERY_CONFIG: JSON.stringify(config) },
  });
  setWatch({ enabled: true });
  const article = await playground.strapi.documents('api::article.article').create({
    data: { title: 'Retention', slug: 'retention', notes: notes(PATHS) },
  });
  documentId = article.documentId;
});

afterAll(async () => {
  await playground?.stop();
  await outside?.close();
});

it('leaves links to private addresses (the fake host on 127.0.0.1) alone unless allowPrivateHosts', async () => {
  const { run } = await tickAt(-1);
  expect(run).toMatchObject({ state: 'done', cursor: 0 });
  expect(await count('route_discovery_watch_targets')).toBe(0);
  expect(outside.hits).toEqual([]);
  setWatch({ allowPrivateHosts: true });
});

it('keeps events, runs and links gone from content for retentionDays, then deletes them', async () => {
  await tickAt(0);
  expect(await count('route_discovery_watch_events')).toBe(2);
  await playground.strapi
    .documents('api::article.article')
    .update({ documentId, data: { notes: notes(['/kept']) } as never });

  // Day 1: the dropped link is out of content, kept with its history.
  await tickAt(1);
  expect(await targets()).toEqual([
    { url: `${outside.origin}/dropped`, present: 0 },
    { url: `${outside.origin}/kept`, present: 1 },
  ]);
  expect(await count('route_discovery_watch_events')).toBe(2);
  expect(await count('route_discovery_watch_runs')).toBe(3);

  // Day 3: older than 2 days are the runs of days -1 and 0, day 0's events, the link last seen on day 0.
  await tickAt(3);
  expect(await count('route_discovery_watch_events')).toBe(0);
  expect(await count('route_discovery_watch_runs')).toBe(2);
  expect(await targets()).toEqual([{ url: `${outside.origin}/kept`, present: 1 }]);
  expect(outside.hits.filter((hit) => hit.path === '/dropped')).toHaveLength(1);
});
