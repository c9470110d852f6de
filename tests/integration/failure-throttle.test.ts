import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { stripVTControlCharacters } from 'node:util';
import { startPlayground, type Playground } from '../helpers/playground';

const ENDPOINT = '/api/route-discovery/v1/backend-urls';
/** The documented default: 50 refused credentials within 5 minutes (docs/security.md). */
const MAX_FAILURES = 50;
const KEY = randomBytes(32).toString('hex');
const NEXT_KEY = randomBytes(32).toString('hex');

const captured: string[] = [];
/** The plugin's audit lines as `level: message`, without Strapi's timestamp and colours. */
const auditLines = () =>
  captured
    .filter((line) => line.includes('[route-discovery] access '))
    .map((line) =>
      stripVTControlCharacters(line)
        .replace(/^\[[^\]]*\] /, '')
        .trim(),
    );

let playground: Playground;
/** Connects from 127.0.0.2: another client address on the loopback network (all of 127/8 on Linux). */
const otherClient = new Agent({ localAddress: '127.0.0.2' });

beforeAll(async () => {
  playground = await startPlayground({
    env: { DISCOVERY_API_KEY: KEY, DISCOVERY_API_KEY_NEXT: NEXT_KEY },
    logSink: (line) => captured.push(line),
  });
  // The sink still receives every line; the console shows errors only (the test sends many 403s).
  playground.strapi.log.level = 'error';
});

afterAll(async () => {
  otherClient.destroy();
  await playground?.stop();
});

/** The audit lines one request wrote. */
async function linesOf(request: () => Promise<unknown>): Promise<string[]> {
  const before = auditLines().length;
  await request();
  return auditLines().slice(before);
}

const get = (authorization: string | null, forwardedFor?: string) => {
  const request = playground.http.get(ENDPOINT);
  if (authorization !== null) request.set('Authorization', authorization);
  if (forwardedFor) request.set('X-Forwarded-For', forwardedFor);
  return request;
};

describe('audit trail (docs/security.md, "Audit trail")', () => {
  it('logs one info line for an accepted key and next key, one warn line for a wrong key', async () => {
    const route = `route="GET ${ENDPOINT}" client="127.0.0.1"`;
    await expect(linesOf(() => get(`Bearer ${KEY}`).expect(200))).resolves.toEqual([
      `info: [route-discovery] access accepted: credential=key ${route} status=200`,
    ]);
    await expect(linesOf(() => get(`Bearer ${NEXT_KEY}`).expect(200))).resolves.toEqual([
      `info: [route-discovery] access accepted: credential=key-next ${route} status=200`,
    ]);
    await expect(linesOf(() => get(`Bearer ${KEY}x`).expect(403))).resolves.toEqual([
      `warn: [route-discovery] access refused: credential=key ${route} status=403`,
    ]);
    await expect(linesOf(() => get(null).expect(401))).resolves.toEqual([
      `warn: [route-discovery] access refused: credential=none ${route} status=401`,
    ]);
  });
});

describe('throttled failures (docs/security.md, "Throttled failures")', () => {
  it('answers 429 with Retry-After after 50 refused keys from one address (proxy on: X-Forwarded-For)', async () => {
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= MAX_FAILURES; attempt += 1) {
      statuses.push((await get(`Bearer wrong-${attempt}`, attacker)).status);
    }
    expect(statuses.slice(0, MAX_FAILURES)).toEqual(Array(MAX_FAILURES).fill(403));
    const throttledLines = await linesOf(async () => {
      const response = await get(`Bearer ${KEY}`, attacker);
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      // The window (300 s) and at most one bucket more (75 s): docs/decisions/0201-shared-failure-throttle.md.
      expect(retryAfter).toBeLessThanOrEqual(375);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toEqual({
        data: null,
        error: { status: 429, name: 'RateLimitError', message: expect.any(String), details: {} },
      });
    });
    expect(statuses[MAX_FAILURES]).toBe(429);
    expect(throttledLines).toEqual([
      expect.stringMatching(
        /^warn: \[route-discovery\] access throttled: credential=unchecked route="GET \/api\/route-discovery\/v1\/backend-urls" client="203\.0\.113\.7" status=429 retry_after=\d+$/,
      ),
    ]);
    await get(`Bearer ${KEY}`, '203.0.113.8').expect(200);
  });

  it('does not count requests without credentials (401)', async () => {
    for (let attempt = 0; attempt <= MAX_FAILURES; attempt += 1) {
      await get(null, '203.0.113.9').expect(401);
    }
    await get(`Bearer ${KEY}`, '203.0.113.9').expect(200);
  });

  it('ignores X-Forwarded-For with the proxy setting off, and still serves 127.0.0.2', async () => {
    playground.strapi.server.app.proxy = false;
    try {
      // One refused key from 127.0.0.1 already counted (the audit test); a forged header changes nothing.
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
        statuses.push((await get(`Bearer wrong-${attempt}`, `198.51.100.${attempt}`)).status);
      }
      expect(statuses.slice(0, MAX_FAILURES - 1)).toEqual(Array(MAX_FAILURES - 1).fill(403));
      expect(statuses[MAX_FAILURES - 1]).toBe(429);
      // A valid key from the throttled address waits too, like a lockout (docs/security.md).
      await get(`Bearer ${KEY}`).expect(429);
      const other = await playground.http
        .get(ENDPOINT)
        .agent(otherClient)
        .set('Authorization', `Bearer ${KEY}`);
      expect(other.status).toBe(200);
      expect(auditLines().at(-1)).toContain('client="127.0.0.2" status=200');
    } finally {
      playground.strapi.server.app.proxy = true;
    }
  });

  it('never logs a key nor a 6-character prefix of one', () => {
    expect(auditLines().length).toBeGreaterThan(3 * MAX_FAILURES);
    for (const secret of [KEY, NEXT_KEY]) {
      expect(captured.filter((line) => line.includes(secret.slice(0, 6)))).toEqual([]);
    }
  });
});
