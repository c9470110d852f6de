import type { FrontendUrlRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';
import { installedHasStrictParams } from '../helpers/strapi-features';

/**
 * Issue 35, item 3: an app with both of Strapi's strict parameter settings on
 * (`api.rest.strictParams`, `api.documents.strictParams`: playground `API_STRICT_PARAMS=true`,
 * Strapi 5.37 and later, strapi/strapi#25528). Every endpoint of the plugin answers with its query
 * parameters, and every testable frontend row answers the anonymous GET it describes.
 */
const ENDPOINTS = [
  'backend-urls?filter=static',
  'frontend-urls?filter=pages',
  'frontend-urls?filter=resolver',
  'platform?format=cyclonedx',
  'content-links?kind=document&scope=all&status=broken&locale=en',
  'content-links?content_type=api::article.article',
  'runs?limit=5',
  'exposure',
];

const describeStrict = installedHasStrictParams() ? describe : describe.skip;

let playground: Playground;

beforeAll(async () => {
  if (!installedHasStrictParams()) return;
  playground = await startPlayground({ env: { API_STRICT_PARAMS: 'true' } });
});

afterAll(async () => {
  await playground?.stop();
});

const get = (path: string) =>
  playground.http.get(`/api/route-discovery/v1/${path}`).set('Authorization', `Bearer ${playground.apiKey}`);

describeStrict('an app with strict parameters', () => {
  it('turns strictness on (Strapi refuses an unknown query key on a core route)', async () => {
    const response = await playground.http.get('/api/articles').query({ no_such_key: '1' });
    expect(response.status).toBe(400);
  });

  it.each(ENDPOINTS)('answers GET %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
  });

  it('has frontend rows whose testable URLs all answer an anonymous GET', async () => {
    const response = await get('frontend-urls');
    expect(response.status).toBe(200);
    const testable = (response.body.urls as FrontendUrlRow[]).filter((row) => row.is_testable);
    expect(testable.length).toBeGreaterThan(0);
    const failed: string[] = [];
    for (const row of testable) {
      const answer = await playground.http.get(row.resolved_url || row.url).query(row.query_params);
      if (answer.status !== 200)
        failed.push(`${row.url} ${JSON.stringify(row.query_params)}: ${answer.status}`);
    }
    expect(failed).toEqual([]);
  });
});
