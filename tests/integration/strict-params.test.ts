import type { FrontendUrlRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';
import { installedHasStrictParams } from '../helpers/strapi-features';

/**
 * Issue 35, item 3: an app with both of Strapi's strict parameter settings on
 * (`api.rest.strictParams`, `api.documents.strictParams`: playground `API_STRICT_PARAMS=true`,
 * Strapi 5.37 and later, strapi/strapi#25528). Every endpoint of the plugin answers with its query
 * parameters, Strapi's own description of the plugin's routes (its content-API OpenAPI document,
 * built from each route's `request.query`) declares them, and every testable frontend row
 * answers the anonymous GET it describes.
 */
const ENDPOINTS = [
  'backend-urls?filter=static',
  'frontend-urls?filter=pages',
  'frontend-urls?filter=resolver',
  'platform?format=cyclonedx',
  'content-links?kind=document&scope=all&status=broken&locale=en',
  'content-links?content_type=api::article.article',
  'content-links?page_size=5&q=api&sort=url:asc&testable=true',
  'content-links?counts=true',
  'content-links?format=csv',
  'runs?limit=5',
  'exposure',
  'references?content_type=api::article.article&document_id=nosuchdocument&locale=en&direction=in',
  'summary',
  // Paged lists (docs/api.md, "Pages"): `sort` is one of Strapi's own keys.
  'backend-urls?page_size=5&q=admin&sort=path:asc&testable=true',
  'frontend-urls?counts=true&filter=pages',
  'backend-urls?format=csv',
  'exposure?list=routes&access=public&page_size=3',
  'runs?page_size=2',
];

const describeStrict = installedHasStrictParams() ? describe : describe.skip;

let playground: Playground;

beforeAll(async () => {
  if (!installedHasStrictParams()) return;
  playground = await startPlayground({
    env: { API_STRICT_PARAMS: 'true', PLAYGROUND_OPENAPI_CONTENT_API: 'public' },
  });
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

  it("declares the plugin's own query parameters on its routes (Strapi's OpenAPI document)", async () => {
    const response = await playground.http.get('/api/openapi.json');
    expect(response.status).toBe(200);
    type Operation = { parameters?: Array<{ name: string; in: string }> };
    const paths = response.body.paths as Record<string, Record<string, Operation>>;
    const entry = Object.entries(paths).find(([path]) =>
      path.endsWith('/route-discovery/{version}/backend-urls'),
    );
    const names = (entry?.[1].get?.parameters ?? [])
      .filter((param) => param.in === 'query')
      .map((param) => param.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'filter',
        'format',
        'kind',
        'content_type',
        'scope',
        'document_id',
        'direction',
        'page_size',
        'cursor',
        'q',
        'testable',
        'counts',
      ]),
    );
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
