import { startPlayground, type Playground } from '../helpers/playground';

const ENDPOINT = '/api/route-discovery/v1/backend-urls';

function expectPrivateHeaders(headers: Record<string, string>) {
  expect(headers['cache-control']).toBe('private, no-store');
  const vary = headers.vary.split(',').map((part) => part.trim().toLowerCase());
  expect(vary).toEqual(expect.arrayContaining(['authorization', 'cookie']));
}

function expectStrapiError(body: unknown, status: number, name: string) {
  expect(body).toEqual({ data: null, error: { status, name, message: expect.any(String), details: {} } });
}

describe.each([
  ['development', {}],
  ['production', { NODE_ENV: 'production' }],
])('Bearer key access in %s (docs/security.md, access rules 2 and 4)', (environment, env) => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground({ env });
    expect(playground.strapi.config.get('environment')).toBe(environment);
  });

  afterAll(async () => {
    await playground?.stop();
  });

  it('answers 200 with the key', async () => {
    const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    expectPrivateHeaders(response.headers);
  });

  it('accepts the scheme word in any case', async () => {
    const response = await playground.http.get(ENDPOINT).set('Authorization', `bEaReR ${playground.apiKey}`);
    expect(response.status).toBe(200);
  });

  it('accepts a trailing slash', async () => {
    const response = await playground.http
      .get(`${ENDPOINT}/`)
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
  });

  it('answers 401 with WWW-Authenticate when the header is missing', async () => {
    const response = await playground.http.get(ENDPOINT);
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="route-discovery"');
    expectPrivateHeaders(response.headers);
    expectStrapiError(response.body, 401, 'UnauthorizedError');
  });

  it.each([
    ['a wrong key', (key: string) => `Bearer ${key}x`],
    ['a prefix of the key', (key: string) => `Bearer ${key.slice(0, -1)}`],
    ['a non-Bearer scheme', (key: string) => `Basic ${key}`],
    ['an empty Bearer token', () => 'Bearer '],
  ])('answers 403 for %s', async (_label, header) => {
    const response = await playground.http.get(ENDPOINT).set('Authorization', header(playground.apiKey));
    expect(response.status).toBe(403);
    expectPrivateHeaders(response.headers);
    expectStrapiError(response.body, 403, 'ForbiddenError');
    expect(JSON.stringify(response.body)).not.toContain(playground.apiKey);
  });

  it('keeps the Vary: Origin that CORS sets', async () => {
    const response = await playground.http
      .get(ENDPOINT)
      .set('Origin', 'http://127.0.0.1:3000')
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    const vary = response.headers.vary.split(',').map((part: string) => part.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'authorization', 'cookie']));
  });

  it('answers 404 in the error shape for a version that is not served', async () => {
    const response = await playground.http
      .get('/api/route-discovery/v9/backend-urls')
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(404);
    expectPrivateHeaders(response.headers);
    expectStrapiError(response.body, 404, 'NotFoundError');
  });

  describe('key precedence', () => {
    const envKey = () => playground.apiKey;
    afterEach(() => {
      process.env.DISCOVERY_API_KEY = envKey();
      playground.strapi.config.set('plugin::route-discovery.apiKey', undefined);
    });

    it('prefers DISCOVERY_API_KEY over the plugin config apiKey', async () => {
      playground.strapi.config.set('plugin::route-discovery.apiKey', 'config-key-123');
      const withConfigKey = await playground.http.get(ENDPOINT).set('Authorization', 'Bearer config-key-123');
      expect(withConfigKey.status).toBe(403);
      const withEnvKey = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${envKey()}`);
      expect(withEnvKey.status).toBe(200);
    });

    it('falls back to the config apiKey when the env var is unset or blank', async () => {
      playground.strapi.config.set('plugin::route-discovery.apiKey', 'config-key-123');
      process.env.DISCOVERY_API_KEY = '   ';
      const response = await playground.http.get(ENDPOINT).set('Authorization', 'Bearer config-key-123');
      expect(response.status).toBe(200);
    });

    it('answers 500 naming the setting when no key is configured, and never 200', async () => {
      Reflect.deleteProperty(process.env, 'DISCOVERY_API_KEY');
      const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${envKey()}`);
      expect(response.status).toBe(500);
      expectPrivateHeaders(response.headers);
      expectStrapiError(response.body, 500, 'ApplicationError');
      expect(response.body.error.message).toBe('DISCOVERY_API_KEY is not configured');
      const noHeader = await playground.http.get(ENDPOINT);
      expect(noHeader.status).toBe(401);
    });
  });
});
