import { testWatcher } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * A run whose budget is smaller than its never-checked links takes them host by host
 * (docs/decisions/0265-lighter-checkpoints-and-budget-cut-host-by-host.md): with 20 links on one host and 2 on another and
 * a budget of 4, the run asks each host twice, not the first 4 links by key (which fall on the
 * busy host about 97 times in 100). Two hosts: one fake outside server named by `127.0.0.1` and by
 * `localhost` (two origins, so two hosts to the check engine's limiter).
 */

let outside: OutsideHost;
let playground: Playground;

beforeAll(async () => {
  outside = await startOutsideHost({});
  playground = await startPlayground({
    env: {
      PLAYGROUND_SEED: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        watch: { enabled: false, allowPrivateHosts: true, hostIntervalMs: 0, maxRetries: 0, checksPerRun: 4 },
      }),
    },
  });
  const port = new URL(outside.origin).port;
  const busy = Array.from({ length: 20 }, (_, n) => `[a${n}](${outside.origin}/a/${n})`);
  const quiet = Array.from({ length: 2 }, (_, n) => `[b${n}](http://localhost:${port}/b/${n})`);
  await playground.strapi.documents('api::article.article').create({
    data: { title: 'Two hosts', slug: 'two-hosts', notes: [...busy, ...quiet].join(' ') },
  });
});

afterAll(async () => {
  await playground?.stop();
  await outside?.close();
});

it('a run cut by its budget asks each host about as often', async () => {
  // Enabled here, not at boot: the boot would start this instance's timer on the real clock.
  const watch = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
  playground.strapi.config.set('plugin::route-discovery.watch', { ...watch, enabled: true });
  const { run } = await testWatcher(playground.strapi, { now: () => Date.now() }, 'A').tick();
  expect(run).toMatchObject({ state: 'done', cursor: 4 });
  const paths = outside.hits.map((hit) => hit.path);
  expect(paths).toHaveLength(4);
  expect(paths.filter((path) => path.startsWith('/a/'))).toHaveLength(2);
  expect(paths.filter((path) => path.startsWith('/b/'))).toHaveLength(2);
});
