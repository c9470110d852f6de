import type { ExposureResponse } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * An app without the GraphQL plugin (`PLAYGROUND_WITHOUT_GRAPHQL=1`): `v1/graphql` answers 404 with
 * a clear message, and the other answers carry nothing of GraphQL (no row, no finding).
 */
let playground: Playground;

beforeAll(async () => {
  playground = await startPlayground({ env: { PLAYGROUND_WITHOUT_GRAPHQL: '1' } });
});

afterAll(async () => {
  await playground?.stop();
});

const withKey = (path: string) =>
  playground.http.get(`/api/route-discovery/v1/${path}`).set('Authorization', `Bearer ${playground.apiKey}`);

it('the app really runs without GraphQL', async () => {
  expect(playground.strapi.plugin('graphql')).toBeUndefined();
  // Nothing serves POST /graphql: the static files' catch-all GET route makes it a 405.
  const response = await playground.http.post('/graphql').send({ query: '{ __typename }' });
  expect([404, 405]).toContain(response.status);
});

it('v1/graphql answers 404 with a clear message, still behind the access rules', async () => {
  expect((await playground.http.get('/api/route-discovery/v1/graphql')).status).toBe(401);
  const response = await withKey('graphql');
  expect(response.status).toBe(404);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.body).toEqual({
    data: null,
    error: {
      status: 404,
      name: 'NotFoundError',
      message: 'The GraphQL plugin (@strapi/plugin-graphql) is not installed or not enabled in this app',
      details: {},
    },
  });
});

it.each(['backend-urls', 'frontend-urls'])('%s has no GraphQL row', async (endpoint) => {
  const response = await withKey(endpoint);
  expect(response.status).toBe(200);
  expect(Object.keys(response.body)).toEqual(['urls', 'count', 'metadata']);
  expect(JSON.stringify(response.body.urls).toLowerCase()).not.toContain('graphql');
});

it('the exposure audit has no GraphQL route or finding, and its members are unchanged', async () => {
  const response = await withKey('exposure');
  expect(response.status).toBe(200);
  const body = response.body as ExposureResponse;
  expect(Object.keys(body)).toEqual([
    'routes',
    'content_types',
    'findings',
    'core_routes',
    'count',
    'metadata',
  ]);
  expect(body.routes.filter((route) => route.route === '/graphql')).toEqual([]);
  expect(body.findings.filter((finding) => finding.rule.startsWith('graphql'))).toEqual([]);
  expect(JSON.stringify(body).toLowerCase()).not.toContain('graphql');
});
