import { runStrapiCli } from '../helpers/strapi-cli';
import type { ReferenceIndexResponse } from '@route-discovery/contract';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import {
  client,
  untilRebuilt,
  referenceAnswers,
  runs,
  outcome,
  succeeded,
  source,
  documents,
  expected,
  sourceRuns,
  folders,
  sourceCli,
  freshInstance,
  boot,
} from '../helpers/data-transfer-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './data-transfer-transfer.part';

/**
 * `strapi export` / `strapi import` into a fresh database (issue 44, item 5): the index current
 * after the seed, runs kept and the index rebuilt once at the boot of two instances. `strapi
 * transfer`: data-transfer-transfer.part.ts.
 */
describe(`export, import and transfer on ${client}, with the plugin on both sides and without it`, () => {
  it("reads every indexed type current right after the playground's own seed, no rebuild asked", async () => {
    const session = await source.adminToken();
    const response = await source.http
      .get('/route-discovery/reference-index')
      .set('Authorization', `Bearer ${session}`);
    expect(response.status).toBe(200);
    const { data } = response.body as ReferenceIndexResponse;
    expect(data.content_types.filter((type) => type.state !== 'current')).toEqual([]);
    for (const answer of Object.values(expected))
      expect(answer).toMatchObject({ state: 'current', stale: [] });
    expect(sourceRuns).toHaveLength(1);
  });

  it('export, then import into a fresh database: runs kept, the index rebuilt once at the boot of two instances, unasked', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'route-discovery-export-'));
    folders.push(folder);
    const file = join(folder, 'backup');
    const exported = await sourceCli(['export', '--no-encrypt', '--no-compress', '-f', file]);
    expect(outcome(exported)).toEqual(succeeded);

    const env = await freshInstance({ PLAYGROUND_SEED: 'false' });
    const imported = await runStrapiCli(['import', '-f', `${file}.tar`, '--force'], env);
    expect(outcome(imported)).toEqual(succeeded);

    // Two instances on the imported database (replicas after a restore): one of them starts the
    // rebuild, both share it. On PostgreSQL and MariaDB they boot at once. On SQLite the replica
    // boots once the first listens: two processes writing one file at boot can fail Strapi's own
    // admin-permission sync at once with "database is locked", whatever the busy timeout (a
    // transaction that has read cannot upgrade to write while another connection writes:
    // https://www.sqlite.org/lang_transaction.html), which boot-race.test.ts skips SQLite for.
    const [destination, replica] =
      client === 'sqlite'
        ? await boot(env).then(async (first) => [first, await boot(env)] as const)
        : await Promise.all([boot(env), boot(env)]);
    const apiKey = env.DISCOVERY_API_KEY;
    const { first, last } = await untilRebuilt(destination, apiKey);
    // The boot started it: the first answer already names a rebuild, never `idle`.
    expect(first.status).not.toBe('idle');
    expect((await untilRebuilt(replica, apiKey)).last.started_at).toBe(last.started_at);
    expect(await referenceAnswers(destination, apiKey, documents)).toEqual(expected);
    expect(await referenceAnswers(replica, apiKey, documents)).toEqual(expected);
    expect(await runs(destination, apiKey)).toEqual(sourceRuns);
  });
});
