import { startPlayground, type Playground } from '../helpers/playground';

/**
 * The summary's fingerprint on SQLite is read in a worker thread on a connection of its own
 * (docs/decisions/0248-sqlite-fingerprint-in-a-worker-thread.md), and the files' totals too
 * (docs/decisions/0252-fingerprint-reads-skip-unchanged-database.md). PostgreSQL and MariaDB read it
 * on Strapi's connection as before (their server does the work): the other summary suites cover them.
 */
const SUMMARY = '/api/route-discovery/v1/summary';
const FILES = '/api/route-discovery/v1/files';
const onSqlite = (process.env.DATABASE_CLIENT ?? 'sqlite') === 'sqlite' ? describe : describe.skip;

let playground: Playground;

const summary = () => playground.http.get(SUMMARY).set('Authorization', `Bearer ${playground.apiKey}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onSqlite("the summary's fingerprint on SQLite", () => {
  beforeAll(async () => {
    playground = await startPlayground();
  }, 120_000);

  afterAll(async () => {
    await playground?.stop();
  });

  /**
   * Sends `request` while Strapi's one SQLite connection holds the write lock (its own statements
   * go on, any other connection's read waits for the lock), checks `/_health` answers meanwhile,
   * and resolves with whether `request` had answered before the lock was released, and its answer.
   */
  async function underStrapisLock<T>(request: () => Promise<T>): Promise<{ early: boolean; response: T }> {
    const connection = playground.strapi.db.connection;
    await connection.raw('BEGIN EXCLUSIVE');
    let answered = false;
    let pending: Promise<T> | undefined;
    try {
      pending = request().then((response) => ((answered = true), response));
      for (let probe = 0; probe < 5; probe += 1) {
        expect((await playground.http.get('/_health')).status).toBe(204);
        await pause(50);
      }
    } finally {
      await connection.raw('COMMIT');
    }
    const early = answered;
    return { early, response: await (pending as Promise<T>) };
  }

  it("is read on a connection of its own, while Strapi's thread answers other requests", async () => {
    const first = await summary();
    expect(first.status).toBe(200);
    expect(first.body.summary.counts_state).toBe('current');
    // Read on Strapi's thread (its connection) the summary would answer at once through the lock's
    // holder; the worker's read waits, in its own thread.
    const { early, response } = await underStrapisLock(summary);
    expect(early).toBe(false);
    expect(response.status).toBe(200);
    expect(response.body.summary.counts_state).toBe('current');
    expect(response.body.summary.counted_at).toBe(first.body.summary.counted_at);
  });

  it("reads the files' totals (v1/files, the summary's files) the same way (decision 0252)", async () => {
    const files = () => playground.http.get(FILES).set('Authorization', `Bearer ${playground.apiKey}`);
    const first = await files();
    expect(first.status).toBe(200);
    const { early, response } = await underStrapisLock(files);
    expect(early).toBe(false);
    expect(response.status).toBe(200);
    expect(response.body.metadata.total_count).toBe(first.body.metadata.total_count);
  });

  it('sees a change through Strapi at the next read, and its counts follow', async () => {
    const before = await summary();
    expect(before.body.summary.counts_state).toBe('current');
    await playground.strapi.documents('api::category.category').create({
      data: { name: 'Fingerprint worker', slug: 'fingerprint-worker' } as never,
      status: 'published',
    });
    const after = await summary();
    expect(after.status).toBe(200);
    expect(after.body.summary.counts_state).toBe('updating');
    let recounted = after;
    for (let attempt = 0; attempt < 100 && recounted.body.summary.counts_state !== 'current'; attempt += 1) {
      await pause(100);
      recounted = await summary();
    }
    expect(recounted.body.summary.counts_state).toBe('current');
    expect(recounted.body.summary.counted_at).not.toBe(before.body.summary.counted_at);
  });
});
