import { testWatcher } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * A run whose budget ends among the targets checked longest ago takes them host by host against
 * what each host already has in the run
 * (docs/decisions/0270-longest-unchecked-against-what-each-host-has.md). Two hosts of 20 links each
 * (one fake outside server named by `127.0.0.1` and by `localhost`), half of the first host's links
 * failing, a budget of 20: two runs check every link once, then the third takes the 10 failing
 * ones first and fills its budget from the second host only, so each host is asked 10 times. Taking
 * the 10 checked longest ago whatever their host gives the first host about 15.
 */

let outside: OutsideHost;
let playground: Playground;
const ok = () => ({ status: 200 });

beforeAll(async () => {
  const routes = Object.fromEntries([
    ...Array.from({ length: 10 }, (_, n) => [`/a/ok${n}`, ok] as const),
    ...Array.from({ length: 20 }, (_, n) => [`/b/${n}`, ok] as const),
  ]);
  outside = await startOutsideHost(routes);
  playground = await startPlayground({
    env: {
      PLAYGROUND_SEED: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        watch: {
          enabled: false,
          allowPrivateHosts: true,
          hostIntervalMs: 0,
          maxRetries: 0,
          checksPerRun: 20,
        },
      }),
    },
  });
  const port = new URL(outside.origin).port;
  const first = [
    ...Array.from({ length: 10 }, (_, n) => `[ok${n}](${outside.origin}/a/ok${n})`),
    ...Array.from({ length: 10 }, (_, n) => `[gone${n}](${outside.origin}/a/gone${n})`),
  ];
  const second = Array.from({ length: 20 }, (_, n) => `[b${n}](http://localhost:${port}/b/${n})`);
  await playground.strapi.documents('api::article.article').create({
    data: { title: 'Two hosts', slug: 'two-hosts', notes: [...first, ...second].join(' ') },
  });
});

afterAll(async () => {
  await playground?.stop();
  await outside?.close();
});

it('a later run balances the oldest targets against the failing ones, host by host', async () => {
  // Enabled here, not at boot: the boot would start this instance's timer on the real clock.
  const watch = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
  playground.strapi.config.set('plugin::route-discovery.watch', { ...watch, enabled: true });
  let now = Date.now();
  const watcher = testWatcher(playground.strapi, { now: () => now }, 'A');
  for (let run = 0; run < 2; run += 1) {
    expect((await watcher.tick()).run).toMatchObject({ state: 'done', cursor: 20 });
    now += 24 * 60 * 60 * 1000;
  }
  expect(outside.hits).toHaveLength(40);
  outside.hits.length = 0;
  expect((await watcher.tick()).run).toMatchObject({ state: 'done', cursor: 20, failed: 10 });
  const paths = outside.hits.map((hit) => hit.path);
  expect(paths.filter((path) => path.startsWith('/a/gone'))).toHaveLength(10);
  expect(paths.filter((path) => path.startsWith('/a/'))).toHaveLength(10);
  expect(paths.filter((path) => path.startsWith('/b/'))).toHaveLength(10);
});
