import { startPlayground, type Playground } from '../helpers/playground';

/**
 * The summary's fingerprint on SQLite is read in a worker thread on a connection of its own
 * (docs/decisions/0248-sqlite-fingerprint-in-a-worker-thread.md). PostgreSQL and MariaDB read it
 * on Strapi's connection as before (their server does the work): the other summary suites cover them.
 */
const SUMMARY = '/api/route-discovery/v1/summary';
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

  it("is read on a connection of its own, while Strapi's thread answers other requests", async () => {
    const first = await summary();
    expect(first.status).toBe(200);
    expect(first.body.summary.counts_state).toBe('current');
    // Strapi's one SQLite connection takes the write lock: its own statements go on, any other
    // connection's read waits for the lock. The in-thread read (Strapi's connection) would answer
    // at once; the worker's waits, in its own thread.
    const connection = playground.strapi.db.connection;
    await connection.raw('BEGIN EXCLUSIVE');
    let answered = false;
    let pending: Promise<Awaited<ReturnType<typeof summary>>> | undefined;
    try {
      pending = summary().then((response) => {
        answered = true;
        return response;
      });
      for (let probe = 0; probe < 5; probe += 1) {
        expect((await playground.http.get('/_health')).status).toBe(204);
        await pause(50);
      }
      expect(answered).toBe(false);
    } finally {
      await connection.raw('COMMIT');
    }
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.body.summary.counts_state).toBe('current');
    expect(response.body.summary.counted_at).toBe(first.body.summary.counted_at);
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
