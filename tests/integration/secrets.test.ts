import { startPlayground, type Playground } from '../helpers/playground';

const captured: string[] = [];
const bodies: string[] = [];

let playground: Playground;

beforeAll(async () => {
  playground = await startPlayground({
    env: { TEST_LOG_LEVEL: 'silly' },
    logSink: (line) => captured.push(line),
  });
});

afterAll(async () => {
  await playground?.stop();
});

const record = <R extends { text: string }>(response: R): R => {
  bodies.push(response.text);
  return response;
};

describe('the API key stays secret (docs/security.md)', () => {
  it('shows the key masked in report-config', async () => {
    const token = await playground.adminToken();
    const response = record(
      await playground.http.get('/route-discovery/report-config').set('Authorization', `Bearer ${token}`),
    );
    expect(response.status).toBe(200);
    const apiKeyRow = response.body.data.settings.find(
      (row: { envVar: string }) => row.envVar === 'DISCOVERY_API_KEY',
    );
    expect(apiKeyRow).toEqual(
      expect.objectContaining({
        source: 'env',
        value: `Configured (${playground.apiKey.length} characters)`,
      }),
    );
    expect(response.body.data).toMatchObject({
      reportsEnabled: true,
      environment: 'development',
      newestStableVersion: 'v1',
      endpoints: { backendUrls: '/api/route-discovery/v1/backend-urls' },
    });
    expect(response.body.data.curlExample).toContain('<DISCOVERY_API_KEY>');
    expect(response.body.data.curlExample).toMatch(
      / http:\/\/[^ ]+\/api\/route-discovery\/v1\/backend-urls$/,
    );
  });

  it('refuses report-config to an editor', async () => {
    const token = await playground.adminToken({ email: 'editor@example.com', password: 'Editor-Passw0rd!' });
    const response = record(
      await playground.http.get('/route-discovery/report-config').set('Authorization', `Bearer ${token}`),
    );
    expect(response.status).toBe(403);
  });

  it('never puts the key in a response body or a log line', async () => {
    const key = playground.apiKey;
    for (const endpoint of ['backend-urls', 'frontend-urls', 'platform', 'exposure']) {
      record(
        await playground.http
          .get(`/api/route-discovery/v1/${endpoint}`)
          .set('Authorization', `Bearer ${key}`),
      );
      record(
        await playground.http
          .get(`/api/route-discovery/v1/${endpoint}`)
          .set('Authorization', `Bearer ${key}x`),
      );
      record(await playground.http.get(`/api/route-discovery/v1/${endpoint}`));
    }
    process.env.DISCOVERY_API_KEY = '';
    playground.strapi.config.set('plugin::route-discovery.apiKey', undefined);
    record(
      await playground.http.get('/api/route-discovery/v1/backend-urls').set('Authorization', `Bearer ${key}`),
    );
    process.env.DISCOVERY_API_KEY = key;

    expect(bodies.length).toBeGreaterThan(8);
    expect(captured.some((line) => line.includes('/api/route-discovery/v1/backend-urls'))).toBe(true);
    expect(captured.some((line) => line.includes('DISCOVERY_API_KEY is not configured'))).toBe(true);
    expect(bodies.filter((body) => body.includes(key))).toEqual([]);
    expect(captured.filter((line) => line.includes(key))).toEqual([]);
  });
});
