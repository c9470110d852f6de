import { startBudgetSite, type BudgetSite } from '../helpers/budget-playground';
import { testWatcher } from '../helpers/monitor';

/**
 * A run whose budget ends among the targets checked longest ago takes them host by host against
 * what each host already has in the run
 * (docs/decisions/0270-longest-unchecked-against-what-each-host-has.md). Two hosts of 20 links each
 * (one fake outside server named by `127.0.0.1` and by `localhost`), half of the first host's links
 * failing, a budget of 20: two runs check every link once, then the third takes the 10 failing
 * ones first and fills its budget from the second host only, so each host is asked 10 times. Taking
 * the 10 checked longest ago whatever their host gives the first host about 15.
 */

let site: BudgetSite;
const ok = () => ({ status: 200 });

beforeAll(async () => {
  const routes = Object.fromEntries([
    ...Array.from({ length: 10 }, (_, n) => [`/a/ok${n}`, ok] as const),
    ...Array.from({ length: 20 }, (_, n) => [`/b/${n}`, ok] as const),
  ]);
  site = await startBudgetSite(routes, { checksPerRun: 20 }, (origin, port) => [
    ...Array.from({ length: 10 }, (_, n) => `[ok${n}](${origin}/a/ok${n})`),
    ...Array.from({ length: 10 }, (_, n) => `[gone${n}](${origin}/a/gone${n})`),
    ...Array.from({ length: 20 }, (_, n) => `[b${n}](http://localhost:${port}/b/${n})`),
  ]);
});

afterAll(() => site?.stop());

it('a later run balances the oldest targets against the failing ones, host by host', async () => {
  site.enable();
  let now = Date.now();
  const watcher = testWatcher(site.playground.strapi, { now: () => now }, 'A');
  for (let run = 0; run < 2; run += 1) {
    expect((await watcher.tick()).run).toMatchObject({ state: 'done', cursor: 20 });
    now += 24 * 60 * 60 * 1000;
  }
  expect(site.outside.hits).toHaveLength(40);
  site.outside.hits.length = 0;
  expect((await watcher.tick()).run).toMatchObject({ state: 'done', cursor: 20, failed: 10 });
  const paths = site.outside.hits.map((hit) => hit.path);
  expect(paths.filter((path) => path.startsWith('/a/gone'))).toHaveLength(10);
  expect(paths.filter((path) => path.startsWith('/a/'))).toHaveLength(10);
  expect(paths.filter((path) => path.startsWith('/b/'))).toHaveLength(10);
});
