import { startPlayground } from '../helpers/playground';

describe('plugin config is validated at boot (docs/configuration.md)', () => {
  it.each([
    ['{"pagesPerType":-1}', /route-discovery.*pagesPerType/],
    ['{"siteUrl":"not a url"}', /route-discovery.*siteUrl/],
    [
      '{"apiLifecycle":{"v1":{"deprecatedOn":"2027-08-01","sunsetOn":"2027-01-01"}}}',
      /apiLifecycle\.v1\.sunsetOn/,
    ],
    ['{"apiKy":"typo"}', /route-discovery.*apiKy/],
  ])('refuses to start with %s, naming the key', async (config, message) => {
    await expect(startPlayground({ env: { ROUTE_DISCOVERY_CONFIG: config } })).rejects.toThrow(message);
  });

  it('starts with a valid config', async () => {
    const playground = await startPlayground({
      env: {
        ROUTE_DISCOVERY_CONFIG: '{"pagesPerType":2,"apiLifecycle":{"v1":{"deprecatedOn":"2027-01-01"}}}',
      },
    });
    try {
      const response = await playground.http
        .get('/api/route-discovery/v1/backend-urls')
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(response.status).toBe(200);
    } finally {
      await playground.stop();
    }
  });
});
