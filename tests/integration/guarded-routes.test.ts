import type { ExposureRoute, FrontendUrlRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Issue 35, item 1: a content-API route declared `auth: false` with its own policy and middleware
 * (`playground/src/api/article/routes/02-guarded-article.js`, switched on by
 * `PLAYGROUND_GUARDED_ROUTE=1`) is not proven public: its frontend row is not testable and says
 * why, and the exposure audit calls it guarded, naming each guard.
 */
const GUARDS = ['api::article.is-listed', 'api::article.require-admin-login'];

let playground: Playground;

beforeAll(async () => {
  playground = await startPlayground({ env: { PLAYGROUND_GUARDED_ROUTE: '1' } });
});

afterAll(async () => {
  await playground?.stop();
});

const get = (path: string) =>
  playground.http.get(`/api/route-discovery/v1/${path}`).set('Authorization', `Bearer ${playground.apiKey}`);

describe('a route guarded by its own policy and middleware', () => {
  it('answers 401 to an anonymous GET although it is declared auth: false', async () => {
    const response = await playground.http.get('/api/articles/guarded');
    expect(response.status).toBe(401);
  });

  it('has a frontend row that is not testable and names its guards', async () => {
    const response = await get('frontend-urls?filter=resolver');
    expect(response.status).toBe(200);
    const row = (response.body.urls as FrontendUrlRow[]).find((url) => url.url === '/api/articles/guarded');
    expect(row).toMatchObject({
      is_testable: false,
      skip_reason: `Guarded by its own policies or middlewares: ${GUARDS.join(', ')}`,
    });
  });

  it('leaves every testable frontend row answering an anonymous GET', async () => {
    const response = await get('frontend-urls?filter=resolver');
    const testable = (response.body.urls as FrontendUrlRow[]).filter((url) => url.is_testable);
    for (const row of testable) {
      const path = row.resolved_url || row.url;
      const answer = await playground.http.get(path).query(row.query_params);
      expect([row.url, answer.status]).toEqual([row.url, 200]);
    }
  });

  it('is guarded in the exposure audit, naming each policy and middleware', async () => {
    const response = await get('exposure');
    expect(response.status).toBe(200);
    const route = (response.body.routes as ExposureRoute[]).find(
      (entry) => entry.route === '/api/articles/guarded',
    );
    // The audit's live probe records what an anonymous caller actually gets.
    expect(route).toMatchObject({
      access: 'guarded',
      auth_disabled: true,
      guarded_by: GUARDS,
      anonymous_status: 401,
    });
    // Strapi's own find route stays public, with no guard of its own.
    const find = (response.body.routes as ExposureRoute[]).find(
      (entry) => entry.route === '/api/articles' && entry.method === 'GET',
    );
    expect(find).toMatchObject({ access: 'public', guarded_by: [] });
    expect(find).not.toHaveProperty('anonymous_status');
  });
});
