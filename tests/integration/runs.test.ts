import { request as httpRequest } from 'node:http';
import { RUN_BODY_LIMIT_BYTES, type RunsEnvelope, type StoredRun } from '@route-discovery/contract';
import { startChildPlayground, type ChildPlayground } from '../helpers/child-playground';
import { startPlayground, type Playground } from '../helpers/playground';
import { runBody } from '../helpers/run-fixtures';

const RUNS = '/api/route-discovery/v1/runs';
const KEPT = 3;
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

describe(`runs history on ${client}: POST and GET v1/runs`, () => {
  let a: Playground;
  let b: ChildPlayground;

  beforeAll(async () => {
    a = await startPlayground({ env: { ROUTE_DISCOVERY_CONFIG: JSON.stringify({ runsKept: KEPT }) } });
    // A second instance of the same app on the same database, in another process (a replica).
    b = await startChildPlayground({ ...a.env, PLAYGROUND_SEED: 'false' });
  });

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const publish = (body: unknown, instance: Pick<Playground, 'http'> = a) =>
    instance.http
      .post(RUNS)
      .set('Authorization', `Bearer ${a.apiKey}`)
      .send(body as object);
  const list = async (instance: Pick<Playground, 'http'> = a, query = '') => {
    const response = await instance.http.get(`${RUNS}${query}`).set('Authorization', `Bearer ${a.apiKey}`);
    expect(response.status).toBe(200);
    return response.body as RunsEnvelope;
  };

  it('stores a published run and lists it, newest first, in the envelope', async () => {
    const first = await publish(runBody({ exit_code: 0, failures: [] }));
    expect(first.status).toBe(201);
    const created = first.body.run as StoredRun;
    expect(created).toMatchObject({ verdict: 'passed', exit_code: 0 });
    const second = await publish(runBody());
    expect(second.status).toBe(201);
    const envelope = await list();
    expect(envelope.count).toBe(2);
    expect(envelope.metadata).toMatchObject({ api_version: 'v1', runs_kept: KEPT });
    expect(envelope.runs.map((run) => run.verdict)).toEqual(['failed', 'passed']);
    expect(envelope.runs[0]).toMatchObject({
      failures: runBody().failures,
      suites: runBody().suites,
      ci: runBody().ci,
    });
    expect(Date.parse(envelope.runs[0].received_at)).not.toBeNaN();
    expect((await list(a, '?limit=1')).runs.map((run) => run.id)).toEqual([envelope.runs[0].id]);
  });

  it('a run published to one instance is listed by the other', async () => {
    const posted = await publish(runBody({ duration_ms: 777 }), b);
    expect(posted.status).toBe(201);
    const onA = await list(a, '?limit=1');
    expect(onA.runs[0]).toMatchObject({ id: posted.body.run.id, duration_ms: 777 });
    const onB = await list(b, '?limit=1');
    expect(onB.runs[0].id).toBe(posted.body.run.id);
  });

  it(`keeps the newest ${KEPT} runs (runsKept)`, async () => {
    for (const duration of [1, 2, 3, 4])
      expect((await publish(runBody({ duration_ms: duration }))).status).toBe(201);
    const envelope = await list();
    expect(envelope.runs.map((run) => run.duration_ms)).toEqual([4, 3, 2]);
    const stored = await a.strapi.db.query('plugin::route-discovery.run').count();
    expect(stored).toBe(KEPT);
  });

  it('answers 413 to a body larger than the limit, from its Content-Length, before reading it', async () => {
    const reason = 'x'.repeat(900);
    const failures = Array.from({ length: 160 }, () => ({ ...runBody().failures[0], reason }));
    const body = JSON.stringify(runBody({ failures }));
    expect(Buffer.byteLength(body)).toBeGreaterThan(RUN_BODY_LIMIT_BYTES);
    const response = await a.http
      .post(RUNS)
      .set('Authorization', `Bearer ${a.apiKey}`)
      .set('Content-Type', 'application/json')
      .send(body);
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({ status: 413, name: 'PayloadTooLargeError' });
    expect(response.body.error.message).toContain(String(RUN_BODY_LIMIT_BYTES));
  });

  it('answers 413 from the headers alone: no byte of the announced body is sent', async () => {
    const { port } = new URL(a.baseUrl);
    const status = await new Promise<number | undefined>((done, fail) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: RUNS,
        headers: {
          Authorization: `Bearer ${a.apiKey}`,
          'Content-Type': 'application/json',
          // Above the run limit, below koa-body's own 1 MB: only the plugin's guard refuses it unread.
          'Content-Length': String(512 * 1024),
        },
      });
      req.on('response', (response) => {
        response.resume();
        done(response.statusCode);
        req.destroy();
      });
      req.on('error', fail);
      // Without the guard the server waits for the body that never comes: no answer in 5 s.
      req.setTimeout(5000, () => {
        done(undefined);
        req.destroy();
      });
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('answers 400 naming the field of a malformed run, and stores nothing', async () => {
    const before = await list();
    const bad = { ...runBody(), exit_code: 'one', failures: [{ ...runBody().failures[0], status: 42 }] };
    const response = await publish(bad);
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(response.body.error.message).toContain('exit_code');
    expect(response.body.error.details.errors.map((issue: { path: string }) => issue.path)).toEqual([
      'exit_code',
      'failures.0.status',
    ]);
    const unknownKey = await publish({ ...runBody(), verdict: 'passed' });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.error.message).toContain('verdict');
    const badLink = await publish(
      runBody({ ci: { provider: 'x', job_url: 'javascript:alert(1)', commit: null } }),
    );
    expect(badLink.status).toBe(400);
    expect(badLink.body.error.details.errors[0].path).toBe('ci.job_url');
    expect((await list()).runs.map((run) => run.id)).toEqual(before.runs.map((run) => run.id));
  });

  it('refuses a publish without the key (401) or with a wrong one (403)', async () => {
    expect((await a.http.post(RUNS).send(runBody())).status).toBe(401);
    expect((await a.http.post(RUNS).set('Authorization', 'Bearer wrong').send(runBody())).status).toBe(403);
  });

  it('refuses an admin session, which may read runs in development, to write one', async () => {
    const token = await a.adminToken();
    const read = await a.http.get(RUNS).set('Authorization', `Bearer ${token}`);
    expect(read.status).toBe(200);
    const write = await a.http.post(RUNS).set('Authorization', `Bearer ${token}`).send(runBody());
    expect(write.status).toBe(403);
  });
});
