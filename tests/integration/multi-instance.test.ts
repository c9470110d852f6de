import type { FrontendUrlRow } from '@route-discovery/contract';
import { startChildPlayground, type ChildPlayground } from '../helpers/child-playground';
import { sessionOf } from '../helpers/admin-tokens';
import { revokeAdminSession } from '../helpers/app';
import { startPlayground, type Playground } from '../helpers/playground';

const api = (endpoint: string) => `/api/route-discovery/v1/${endpoint}`;
const URL_ENDPOINTS = ['backend-urls', 'frontend-urls'];
const NOTE_TYPE = 'api::internal-note.internal-note';
const ARTICLE_TYPE = 'api::article.article';
/** Actions the seed keeps from the Public role; the test grants, then revokes them. */
const NOTE_ACTIONS = ['find', 'findOne'];

type Client = Pick<Playground, 'http'>;

/** An API answer without what differs between two identical answers (`generated_at`). */
function stable(body: { metadata?: Record<string, unknown> }) {
  return { ...body, metadata: { ...body.metadata, generated_at: '(ignored)' } };
}

/**
 * Enables or disables the internal-note read actions for the Public role through the
 * users-permissions role service, as the admin panel's Roles page does (`role.updateRole`).
 */
async function setPublicNoteAccess(playground: Playground, enabled: boolean) {
  const roles = playground.strapi.plugin('users-permissions').service('role');
  const publicRole = await playground.strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  const role = await roles.findOne(publicRole.id);
  const controller = role.permissions[NOTE_TYPE.split('.')[0]].controllers['internal-note'];
  for (const action of NOTE_ACTIONS) controller[action].enabled = enabled;
  await roles.updateRole(publicRole.id, role);
}

const client = process.env.DATABASE_CLIENT ?? 'sqlite';

describe(`two playground instances on one ${client} database`, () => {
  let a: Playground;
  let b: ChildPlayground;

  beforeAll(async () => {
    a = await startPlayground();
    // Same app, secrets, API key and database; B finds the data A seeded.
    b = await startChildPlayground({ ...a.env, PLAYGROUND_SEED: 'false' });
  });

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const withKey = (instance: Client, endpoint: string) =>
    instance.http.get(api(endpoint)).set('Authorization', `Bearer ${a.apiKey}`);

  const noteRows = async (instance: Client) => {
    const response = await withKey(instance, 'frontend-urls');
    expect(response.status).toBe(200);
    const rows = response.body.urls as FrontendUrlRow[];
    return {
      body: response.body,
      pages: rows.filter((row) => row.source === 'page' && row.page_type === NOTE_TYPE),
      find: rows.find((row) => row.source === 'resolver' && row.name === `${NOTE_TYPE}.find`),
    };
  };

  const articlePages = async (instance: Client) => {
    const response = await withKey(instance, 'frontend-urls');
    expect(response.status).toBe(200);
    return (response.body.urls as FrontendUrlRow[])
      .filter((row) => row.source === 'page' && row.page_type === ARTICLE_TYPE)
      .map((row) => row.url);
  };

  it('runs B in another process, on its own port', () => {
    expect(b.pid).not.toBe(process.pid);
    expect(b.baseUrl).not.toBe(a.baseUrl);
  });

  it.each([...URL_ENDPOINTS, 'platform'])('the API key works on both for %s', async (endpoint) => {
    expect((await withKey(a, endpoint)).status).toBe(200);
    expect((await withKey(b, endpoint)).status).toBe(200);
    const wrong = await b.http.get(api(endpoint)).set('Authorization', 'Bearer not-the-key');
    expect(wrong.status).toBe(403);
  });

  it.each(URL_ENDPOINTS)('both list the same %s rows', async (endpoint) => {
    const [fromA, fromB] = await Promise.all([withKey(a, endpoint), withKey(b, endpoint)]);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.body.count).toBeGreaterThan(0);
    expect(stable(fromB.body)).toEqual(stable(fromA.body));
  });

  it('accepts on B a report value minted on A, with the same access token', async () => {
    const accessToken = await a.adminToken();
    const minted = await a.http
      .post('/route-discovery/report-access')
      .set('Authorization', `Bearer ${accessToken}`);
    expect(minted.status).toBe(200);
    const value = minted.body.data.token as string;
    const onB = (endpoint: string, token: string) =>
      b.http
        .get(api(endpoint))
        .set('Authorization', `Bearer ${token}`)
        .set('X-Discovery-Report-Access', value);
    for (const endpoint of [...URL_ENDPOINTS, 'platform']) {
      expect([endpoint, (await onB(endpoint, accessToken)).status]).toEqual([endpoint, 200]);
    }
    // Bound to the session on B too: another session of the same admin is refused.
    expect((await onB('backend-urls', await a.adminToken())).status).toBe(403);
    // A session revoked through A is refused by B at once.
    const { userId, sessionId } = sessionOf(a.strapi, accessToken);
    await revokeAdminSession(a.strapi, userId, sessionId);
    expect((await onB('backend-urls', accessToken)).status).toBe(403);
  });

  it("a Public permission changed through A changes B's frontend-urls at once", async () => {
    const before = await noteRows(b);
    expect(before.pages).toEqual([]);
    expect(before.find).toMatchObject({ is_testable: false, skip_reason: 'Requires authentication' });
    expect((await b.http.get('/api/internal-notes')).status).toBe(403);

    await setPublicNoteAccess(a, true);
    try {
      // Strapi itself reads the grant on B: the control for the plugin's answer below.
      expect((await b.http.get('/api/internal-notes')).status).toBe(200);
      const granted = await noteRows(b);
      expect(granted.pages.length).toBeGreaterThan(0);
      expect(granted.pages.every((row) => row.is_testable)).toBe(true);
      expect(granted.find).toMatchObject({ is_testable: true, skip_reason: '' });
      expect(stable(granted.body)).toEqual(stable((await noteRows(a)).body));
    } finally {
      await setPublicNoteAccess(a, false);
    }

    const revoked = await noteRows(b);
    expect(stable(revoked.body)).toEqual(stable(before.body));
    expect((await b.http.get('/api/internal-notes')).status).toBe(403);
  });

  it("a document unpublished through A leaves B's page rows at once", async () => {
    const before = await articlePages(b);
    expect(before.length).toBeGreaterThan(0);
    const documentId = before[0].split('/').at(-1) as string;
    const articles = a.strapi.documents(ARTICLE_TYPE);
    await articles.unpublish({ documentId, locale: '*' });
    try {
      const after = await articlePages(b);
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((url) => url.endsWith(`/${documentId}`))).toEqual([]);
    } finally {
      await articles.publish({ documentId, locale: '*' });
    }
    expect(await articlePages(b)).toEqual(await articlePages(a));
  });
});
