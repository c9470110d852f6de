import { startPlayground, type Playground } from '../helpers/playground';

let playground: Playground;

beforeAll(async () => {
  playground = await startPlayground({ env: { API_REST_PREFIX: '/content' } });
});

afterAll(async () => {
  await playground?.stop();
});

describe('a custom api.rest.prefix', () => {
  it('mounts the API under the prefix and reports content-API URLs with it', async () => {
    expect((await playground.http.get('/api/route-discovery/v1/frontend-urls')).status).toBe(404);
    const response = await playground.http
      .get('/content/route-discovery/v1/frontend-urls')
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    const rows = response.body.urls as Array<{
      url: string;
      resolved_url: string;
      is_testable: boolean;
      query_params: Record<string, string>;
    }>;
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => !row.url.startsWith('/content/'))).toEqual([]);
    const failures: string[] = [];
    for (const row of rows.filter((candidate) => candidate.is_testable)) {
      const result = await playground.http.get(row.resolved_url || row.url).query(row.query_params);
      if (result.status < 200 || result.status > 299) failures.push(`${result.status} ${row.url}`);
    }
    expect(failures).toEqual([]);
  });
});
