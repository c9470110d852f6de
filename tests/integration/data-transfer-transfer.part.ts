import {
  RUN_TYPE,
  client,
  untilRebuilt,
  referenceAnswers,
  runs,
  outcome,
  succeeded,
  pushToken,
  source,
  documents,
  expected,
  sourceRuns,
  sourceCli,
  freshInstance,
  boot,
} from '../helpers/data-transfer-suite';

/**
 * `strapi transfer` (issue 44, item 5) to a running instance with the plugin (its old index noticed
 * and rebuilt on first use) and to one without it (Strapi names the runs type it drops; --force
 * transfers the rest). Export and import: data-transfer.test.ts.
 */
describe(`export, import and transfer on ${client}, with the plugin on both sides and without it`, () => {
  it('transfer to a running instance with the plugin: its old index is noticed and rebuilt on first use', async () => {
    const env = await freshInstance();
    const destination = await boot(env);
    const apiKey = env.DISCOVERY_API_KEY;
    const before = (await untilRebuilt(destination, apiKey)).last;
    const token = await pushToken(destination);

    // `--force` answers Strapi's "will delete existing data" question (no terminal in CI).
    const to = `${destination.baseUrl}/admin`;
    const transferred = await sourceCli(['transfer', '--to', to, '--to-token', token, '--force']);
    // Same schemas on both sides: no schema difference is reported.
    expect(`${transferred.stdout}\n${transferred.stderr}`).not.toMatch(/does not exist on/);
    expect(outcome(transferred)).toEqual(succeeded);

    const { first, last } = await untilRebuilt(destination, apiKey);
    expect(first.started_at).not.toBe(before.started_at);
    expect(last.processed_versions).toBeGreaterThan(0);
    expect(await referenceAnswers(destination, apiKey, documents)).toEqual(expected);
    expect(await runs(destination, apiKey)).toEqual(sourceRuns);
  });

  it('transfer to an instance without the plugin: Strapi names the runs type it drops; --force transfers the rest', async () => {
    const env = await freshInstance({ PLAYGROUND_WITHOUT_PLUGIN: '1' });
    const destination = await boot(env);
    const to = `${destination.baseUrl}/admin`;
    const forced = await sourceCli([
      'transfer',
      '--to',
      to,
      '--to-token',
      await pushToken(destination),
      '--force',
    ]);
    expect(outcome(forced)).toEqual(succeeded);
    // Strapi's schema check (strict) lists the type the destination lacks; --force accepts the loss.
    expect(`${forced.stdout}\n${forced.stderr}`).toMatch(
      new RegExp(`${RUN_TYPE}.* does not exist on destination`),
    );
    const articles = await destination.http.get('/api/articles?locale=en');
    expect(articles.status).toBe(200);
    const sourceArticles = await source.http.get('/api/articles?locale=en');
    expect(articles.body.data.map((row: { documentId: string }) => row.documentId).sort()).toEqual(
      sourceArticles.body.data.map((row: { documentId: string }) => row.documentId).sort(),
    );
  });
});
