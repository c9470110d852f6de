import type { RunsEnvelope, StoredRun } from '@route-discovery/contract';
import { startChildPlayground, type ChildPlayground } from '../helpers/child-playground';
import { startPlayground, type Playground } from '../helpers/playground';
import { startRoundRobinProxy, type RoundRobinProxy } from '../helpers/round-robin-proxy';
import { runBody } from '../helpers/run-fixtures';

const V1 = '/api/route-discovery/v1';
/** The documented default (docs/security.md, "Throttled failures"). */
const MAX_FAILURES = 50;
const NOTE_TYPE = 'api::internal-note.internal-note';
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

type Client = Pick<Playground, 'http'>;

/**
 * Enables or disables the internal-note read actions for the Public role through the
 * users-permissions role service of one instance, as the admin panel's Roles page does.
 */
async function setPublicNoteAccess(playground: Playground, enabled: boolean) {
  const roles = playground.strapi.plugin('users-permissions').service('role');
  const publicRole = await playground.strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  const role = await roles.findOne(publicRole.id);
  const controller = role.permissions[NOTE_TYPE.split('.')[0]].controllers['internal-note'];
  for (const action of ['find', 'findOne']) controller[action].enabled = enabled;
  await roles.updateRole(publicRole.id, role);
}

/**
 * Issue 44, item 2: two instances of the app on one database, behind a round-robin proxy, answer
 * as one (docs/security.md, "Several instances").
 */
describe(`two instances on one ${client} database behind a round-robin proxy`, () => {
  let a: Playground;
  let b: ChildPlayground;
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    a = await startPlayground();
    b = await startChildPlayground({ ...a.env, PLAYGROUND_SEED: 'false' });
    proxy = await startRoundRobinProxy([a.baseUrl, b.baseUrl]);
  });

  afterAll(async () => {
    await proxy?.close();
    await b?.stop();
    await a?.stop();
  });

  const withKey = (instance: Client, path: string) =>
    instance.http.get(`${V1}/${path}`).set('Authorization', `Bearer ${a.apiKey}`);

  it(`refuses ${MAX_FAILURES} wrong keys from one address in total, then answers 429 on both`, async () => {
    const address = '203.0.113.44';
    const statuses: number[] = [];
    const firstServed = proxy.served.length;
    while (statuses.length < 3 * MAX_FAILURES) {
      const response = await proxy.http
        .get(`${V1}/backend-urls`)
        .set('Authorization', `Bearer wrong-${statuses.length}`)
        .set('X-Forwarded-For', address);
      statuses.push(response.status);
      if (response.status !== 403) break;
    }
    // Per instance (before issue 44) the answer was 100 refusals: 50 on each.
    expect(statuses.filter((status) => status === 403)).toHaveLength(MAX_FAILURES);
    expect(statuses.at(-1)).toBe(429);
    // The refusals went to both instances in turn.
    expect(new Set(proxy.served.slice(firstServed))).toEqual(new Set([a.baseUrl, b.baseUrl]));
    // The right key from that address waits on each instance too; another address does not.
    for (const instance of [a, b]) {
      const throttled = await withKey(instance, 'backend-urls').set('X-Forwarded-For', address);
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      expect((await withKey(instance, 'backend-urls').set('X-Forwarded-For', '203.0.113.45')).status).toBe(
        200,
      );
    }
  });

  it('opens one download with an export ticket, whichever instance serves it: 200, then 403', async () => {
    const token = await a.adminToken();
    const mint = async () => {
      const minted = await proxy.http
        .post('/route-discovery/export-url')
        .set('Authorization', `Bearer ${token}`)
        .send({ list: 'backend-urls', query: { filter: 'static', format: 'csv' } });
      expect(minted.status).toBe(200);
      return (minted.body.data as { url: string }).url;
    };
    const first = await mint();
    expect([(await a.http.get(first)).status, (await b.http.get(first)).status]).toEqual([200, 403]);
    const second = await mint();
    expect([(await b.http.get(second)).status, (await a.http.get(second)).status]).toEqual([200, 403]);
  });

  it('lists on one instance a run published through the other', async () => {
    const posted = await b.http
      .post(`${V1}/runs`)
      .set('Authorization', `Bearer ${a.apiKey}`)
      .send(runBody({ duration_ms: 4321 }) as object);
    expect(posted.status).toBe(201);
    const id = (posted.body.run as StoredRun).id;
    const onA = await withKey(a, 'runs?limit=1');
    expect(onA.status).toBe(200);
    expect((onA.body as RunsEnvelope).runs[0]).toMatchObject({ id, duration_ms: 4321 });
  });

  it("audits on one instance, at once, a Public permission changed through the other's admin", async () => {
    const publicActions = async (instance: Client) => {
      const response = await withKey(instance, 'exposure');
      expect(response.status).toBe(200);
      const types = response.body.content_types as Array<{ uid: string; public_actions: string[] }>;
      return types.find((type) => type.uid === NOTE_TYPE)?.public_actions ?? [];
    };
    // Both instances have answered (and cached) the audit before the change.
    expect(await publicActions(b)).toEqual([]);
    expect(await publicActions(a)).toEqual([]);
    await setPublicNoteAccess(a, true);
    try {
      expect(await publicActions(b)).toEqual(expect.arrayContaining(['find', 'findOne']));
    } finally {
      await setPublicNoteAccess(a, false);
    }
    expect(await publicActions(b)).toEqual([]);
  });
});
