import { startBudgetSite, type BudgetSite } from '../helpers/budget-playground';
import { testWatcher } from '../helpers/monitor';

/**
 * A run whose budget is smaller than its never-checked links takes them host by host
 * (docs/decisions/0265-lighter-checkpoints-and-budget-cut-host-by-host.md): with 20 links on one host and 2 on another and
 * a budget of 4, the run asks each host twice, not the first 4 links by key (which fall on the
 * busy host about 97 times in 100). Two hosts: one fake outside server named by `127.0.0.1` and by
 * `localhost` (two origins, so two hosts to the check engine's limiter).
 */

let site: BudgetSite;

beforeAll(async () => {
  site = await startBudgetSite({}, { checksPerRun: 4 }, (origin, port) => [
    ...Array.from({ length: 20 }, (_, n) => `[a${n}](${origin}/a/${n})`),
    ...Array.from({ length: 2 }, (_, n) => `[b${n}](http://localhost:${port}/b/${n})`),
  ]);
});

afterAll(() => site?.stop());

it('a run cut by its budget asks each host about as often', async () => {
  site.enable();
  const { run } = await testWatcher(site.playground.strapi, { now: () => Date.now() }, 'A').tick();
  expect(run).toMatchObject({ state: 'done', cursor: 4 });
  const paths = site.outside.hits.map((hit) => hit.path);
  expect(paths).toHaveLength(4);
  expect(paths.filter((path) => path.startsWith('/a/'))).toHaveLength(2);
  expect(paths.filter((path) => path.startsWith('/b/'))).toHaveLength(2);
});
