import type { ExposureResponse } from '@route-discovery/contract';
import { startChildPlayground, type ChildPlayground } from '../helpers/child-playground';
import { startPlayground, type Playground } from '../helpers/playground';
import { setRolePermission } from '../helpers/users-permissions';

/**
 * The exposure audit is rebuilt only when its inputs change (decision 0120): every test reads the
 * audit (so the last report is held), changes one input through Strapi's own services, and reads
 * the audit at once, which must show the change; the last one reads a second instance on the same
 * database.
 */
const ENDPOINT = '/api/route-discovery/v1/exposure';
const GUESTBOOK_DELETE = 'api::guestbook-entry.guestbook-entry.delete';
const OPEN_REGISTRATION = 'open-registration Authenticated';

type Client = Pick<Playground, 'http'>;

interface ApiTokenService {
  revoke(id: number): Promise<unknown>;
  create(attributes: { name: string; description: string; type: string; lifespan: null }): Promise<unknown>;
}

let a: Playground;

async function audit(client: Client = a): Promise<ExposureResponse> {
  const response = await client.http.get(ENDPOINT).set('Authorization', `Bearer ${a.apiKey}`);
  expect(response.status).toBe(200);
  return response.body as ExposureResponse;
}

const accessOf = (body: ExposureResponse, method: string, path: string) =>
  body.routes.find((route) => route.method === method && route.route === path)?.access;

const guestbookDelete = async (client?: Client) =>
  accessOf(await audit(client), 'DELETE', '/api/guestbook-entries/:id');

const findings = async () => (await audit()).findings.map((finding) => `${finding.rule} ${finding.subject}`);

beforeAll(async () => {
  a = await startPlayground();
});

afterAll(async () => {
  await a?.stop();
});

describe('the exposure audit right after a change', () => {
  it('shows a permission granted to or revoked from the Public role at once', async () => {
    expect(await guestbookDelete()).toBe('authenticated');
    await setRolePermission(a.strapi, 'public', GUESTBOOK_DELETE, true);
    try {
      expect(await guestbookDelete()).toBe('public');
    } finally {
      await setRolePermission(a.strapi, 'public', GUESTBOOK_DELETE, false);
    }
    expect(await guestbookDelete()).toBe('authenticated');
  });

  it('shows API tokens deleted and created at once', async () => {
    const tokens = a.strapi.service('admin::api-token') as unknown as ApiTokenService;
    const article = async () => accessOf(await audit(), 'POST', '/api/articles');
    // A full-access token lets some caller reach every route no role holds.
    await tokens.create({ name: 'exposure-fresh', description: '', type: 'full-access', lifespan: null });
    expect(await article()).toBe('restricted');
    const existing = (await a.strapi.db.query('admin::api-token').findMany({ select: ['id'] })) as Array<{
      id: number;
    }>;
    for (const token of existing) await tokens.revoke(token.id);
    expect(await article()).toBe('disabled');
    await tokens.create({ name: 'exposure-fresh-2', description: '', type: 'full-access', lifespan: null });
    expect(await article()).toBe('restricted');
  });

  it('shows the sign-ups setting turned off and on at once', async () => {
    const store = a.strapi.store({ type: 'plugin', name: 'users-permissions' });
    const advanced = (await store.get({ key: 'advanced' })) as Record<string, unknown>;
    expect(await findings()).toContain(OPEN_REGISTRATION);
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
    try {
      expect(await findings()).not.toContain(OPEN_REGISTRATION);
    } finally {
      await store.set({ key: 'advanced', value: advanced });
    }
    expect(await findings()).toContain(OPEN_REGISTRATION);
  });
});

describe('a second instance on the same database', () => {
  let b: ChildPlayground;

  beforeAll(async () => {
    b = await startChildPlayground({ ...a.env, PLAYGROUND_SEED: 'false' });
  });

  afterAll(async () => {
    await b?.stop();
  });

  it('shows at once a permission changed through the first instance', async () => {
    expect(await guestbookDelete(b)).toBe('authenticated');
    await setRolePermission(a.strapi, 'public', GUESTBOOK_DELETE, true);
    try {
      expect(await guestbookDelete(b)).toBe('public');
    } finally {
      await setRolePermission(a.strapi, 'public', GUESTBOOK_DELETE, false);
    }
    expect(await guestbookDelete(b)).toBe('authenticated');
  });
});
