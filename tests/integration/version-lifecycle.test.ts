import { startPlayground, type Playground } from '../helpers/playground';

let playground: Playground;

beforeAll(async () => {
  playground = await startPlayground({
    env: {
      ROUTE_DISCOVERY_CONFIG: '{"apiLifecycle":{"v1":{"deprecatedOn":"2027-01-01","sunsetOn":"2027-08-01"}}}',
    },
  });
});

afterAll(async () => {
  await playground?.stop();
});

const get = (path: string) => playground.http.get(path).set('Authorization', `Bearer ${playground.apiKey}`);

describe('API version lifecycle', () => {
  it('marks a deprecated version with Deprecation and Sunset, and mirrors it in metadata', async () => {
    const response = await get('/api/route-discovery/v1/backend-urls');
    expect(response.status).toBe(200);
    expect(response.headers.deprecation).toBe('true');
    expect(response.headers.sunset).toBe('Sun, 01 Aug 2027 23:59:59 GMT');
    expect(response.headers.link).toBeUndefined();
    expect(response.body.metadata.api_lifecycle).toEqual({
      status: 'deprecated',
      deprecated_on: '2027-01-01',
      sunset_on: '2027-08-01',
    });
  });

  it('marks the GraphQL endpoint of a deprecated version the same way', async () => {
    const response = await get('/api/route-discovery/v1/graphql');
    expect(response.status).toBe(200);
    expect(response.headers.deprecation).toBe('true');
    expect(response.headers.sunset).toBe('Sun, 01 Aug 2027 23:59:59 GMT');
    expect(response.body.metadata.api_lifecycle.status).toBe('deprecated');
  });

  it('serves a second registered version in parallel and links to it as the successor', async () => {
    const versions = playground.strapi.plugin('route-discovery').service('versions');
    versions.register({ version: 'v2', endpoints: ['backend-urls', 'frontend-urls'] });
    try {
      const [v1, v2] = await Promise.all([
        get('/api/route-discovery/v1/frontend-urls'),
        get('/api/route-discovery/v2/frontend-urls'),
      ]);
      expect(v1.status).toBe(200);
      expect(v1.headers.link).toBe('</api/route-discovery/v2/frontend-urls>; rel="successor-version"');
      expect(v1.body.metadata.api_version).toBe('v1');
      expect(v2.status).toBe(200);
      expect(v2.headers.deprecation).toBeUndefined();
      expect(v2.body.metadata.api_version).toBe('v2');
      expect(v2.body.metadata.api_lifecycle.status).toBe('stable');
      expect(v2.body.count).toBe(v1.body.count);
      // v2 does not serve platform: that endpoint is unknown there, and v1's platform has no successor.
      expect((await get('/api/route-discovery/v2/platform')).status).toBe(404);
      const v1Platform = await get('/api/route-discovery/v1/platform');
      expect(v1Platform.status).toBe(200);
      expect(v1Platform.headers.deprecation).toBe('true');
      expect(v1Platform.headers.link).toBeUndefined();
    } finally {
      versions.unregister('v2');
    }
    expect((await get('/api/route-discovery/v2/backend-urls')).status).toBe(404);
  });
});
