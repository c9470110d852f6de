import { randomBytes } from 'node:crypto';
import { startPlayground, type Playground } from '../helpers/playground';

const ENDPOINTS = ['backend-urls', 'frontend-urls', 'platform', 'exposure'];
const KEY = randomBytes(32).toString('hex');
/** 14 characters: the settings page and the boot log warn about it. */
const SHORT_NEXT_KEY = 'short-next-key';

const captured: string[] = [];
const bodies: string[] = [];
let playground: Playground;

beforeAll(async () => {
  playground = await startPlayground({
    env: { DISCOVERY_API_KEY: KEY, DISCOVERY_API_KEY_NEXT: SHORT_NEXT_KEY },
    logSink: (line) => captured.push(line),
  });
});

afterAll(async () => {
  await playground?.stop();
});

const status = async (endpoint: string, key: string) => {
  const response = await playground.http
    .get(`/api/route-discovery/v1/${endpoint}`)
    .set('Authorization', `Bearer ${key}`);
  bodies.push(response.text);
  return response.status;
};

/** Sets or (undefined) removes a plugin setting at run time, as an operator's `strapi console` would. */
const setConfig = (key: string, value: string | undefined) =>
  playground.strapi.config.set(`plugin::route-discovery.${key}`, value);

describe('key rotation (docs/security.md, rule 4; docs/ci.md, "Rotating the key")', () => {
  it('accepts the key and the next key on every endpoint', async () => {
    for (const endpoint of ENDPOINTS) {
      expect(await status(endpoint, KEY)).toBe(200);
      expect(await status(endpoint, SHORT_NEXT_KEY)).toBe(200);
      expect(await status(endpoint, `${SHORT_NEXT_KEY}x`)).toBe(403);
    }
  });

  it('warns once at boot about the short key, naming the variable, not the value', () => {
    const warnings = captured.filter((line) => line.includes('is shorter than 32 characters'));
    expect(warnings).toEqual([
      expect.stringContaining('DISCOVERY_API_KEY_NEXT is shorter than 32 characters'),
    ]);
  });

  it('shows on the settings page which keys are configured, masked, with the short-key warning', async () => {
    const token = await playground.adminToken();
    const response = await playground.http
      .get('/route-discovery/report-config')
      .set('Authorization', `Bearer ${token}`);
    bodies.push(response.text);
    expect(response.status).toBe(200);
    const rows = response.body.data.settings as Array<{ envVar: string }>;
    expect(rows.find((row) => row.envVar === 'DISCOVERY_API_KEY')).toMatchObject({
      source: 'env',
      value: `Configured (${KEY.length} characters)`,
      warning: null,
    });
    expect(rows.find((row) => row.envVar === 'DISCOVERY_API_KEY_NEXT')).toMatchObject({
      configKey: 'apiKeyNext',
      source: 'env',
      value: `Configured (${SHORT_NEXT_KEY.length} characters)`,
      warning: expect.stringContaining('Shorter than 32 characters'),
    });
  });

  it('follows keys changed at run time, through a whole rotation', async () => {
    const next = randomBytes(32).toString('hex');
    const saved = { key: process.env.DISCOVERY_API_KEY, next: process.env.DISCOVERY_API_KEY_NEXT };
    try {
      delete process.env.DISCOVERY_API_KEY_NEXT;
      expect(await status('platform', SHORT_NEXT_KEY)).toBe(403);
      // Step 1: the new key is configured beside the old one; clients move at their own pace.
      setConfig('apiKeyNext', next);
      expect(await status('platform', KEY)).toBe(200);
      expect(await status('platform', next)).toBe(200);
      // Step 2: the new key becomes the key; the old one stops working.
      delete process.env.DISCOVERY_API_KEY;
      setConfig('apiKey', next);
      setConfig('apiKeyNext', undefined);
      expect(await status('platform', next)).toBe(200);
      expect(await status('platform', KEY)).toBe(403);
      // A next key alone is not a key: the API answers 500 until DISCOVERY_API_KEY is set.
      setConfig('apiKey', undefined);
      setConfig('apiKeyNext', next);
      expect(await status('platform', next)).toBe(500);
    } finally {
      process.env.DISCOVERY_API_KEY = saved.key;
      process.env.DISCOVERY_API_KEY_NEXT = saved.next;
      setConfig('apiKey', undefined);
      setConfig('apiKeyNext', undefined);
    }
  });

  it('never puts a key in a response body or a log line', () => {
    expect(bodies.length).toBeGreaterThan(12);
    for (const secret of [KEY, SHORT_NEXT_KEY]) {
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
      expect(captured.filter((line) => line.includes(secret.slice(0, 6)))).toEqual([]);
    }
  });
});
