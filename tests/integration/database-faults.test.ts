import type { Response } from 'supertest';
import {
  CONNECTION_FAULTS,
  createConnectionFaults,
  type ConnectionFaults,
} from '../helpers/connection-faults';
import { hasAdminKindTokens } from '../helpers/app';
import { startPlayground, type Playground } from '../helpers/playground';
import { startTcpProxy, type DropMode, type TcpProxy } from '../helpers/tcp-proxy';

const api = (endpoint: string) => `/api/route-discovery/v1/${endpoint}`;
/** The endpoints that read the database (platform reads no table). */
const DATABASE_ENDPOINTS = ['backend-urls', 'frontend-urls', 'exposure', 'graphql', 'content-links'];
/** knex `acquireConnectionTimeout` of this boot (the playground's `DATABASE_CONNECTION_TIMEOUT`), ms. */
const CONNECTION_TIMEOUT = 3000;
/** Time allowed beyond the connection timeout for the answer itself, ms. */
const MARGIN = 1500;

const client = process.env.DATABASE_CLIENT ?? 'sqlite';
/** Default server port of each client a TCP proxy can stand in front of. */
const SERVER_PORTS: Record<string, number> = { postgres: 5432, mysql: 3306 };
const describeOnServer = client in SERVER_PORTS ? describe : describe.skip;
const title =
  client in SERVER_PORTS
    ? `the endpoints reading the database when the ${client} server is unreachable or refuses connections`
    : `database faults: skipped on ${client} (a SQLite file cannot be made unreachable; ` +
      'run with DATABASE_CLIENT=postgres or mysql)';

describeOnServer(title, () => {
  let proxy: TcpProxy;
  let faults: ConnectionFaults;
  let playground: Playground;
  const realPort = Number(process.env.DATABASE_PORT ?? SERVER_PORTS[client]);

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: process.env.DATABASE_HOST ?? '127.0.0.1', port: realPort });
    // The app connects as a user of its own, so the server can refuse it while the test's admin
    // connections (database creation, faults) go on.
    faults = await createConnectionFaults(client);
    // The test database is created through a direct connection; only Strapi goes through the proxy.
    playground = await startPlayground({
      databaseOwner: faults.user,
      env: {
        DATABASE_HOST: '127.0.0.1',
        DATABASE_PORT: String(proxy.port),
        DATABASE_CONNECTION_TIMEOUT: String(CONNECTION_TIMEOUT),
        DATABASE_POOL_MIN: '0',
        DATABASE_POOL_MAX: '2',
      },
    });
  });

  afterAll(async () => {
    proxy?.restore();
    await playground?.stop();
    await proxy?.close();
    await faults?.close();
  });

  const get = (endpoint: string) =>
    playground.http.get(api(endpoint)).set('Authorization', `Bearer ${playground.apiKey}`);

  /** Polls `endpoint` until it answers 200, for at most `limitMs`; returns the last answer. */
  async function pollUntilOk(endpoint: string, limitMs: number) {
    const deadline = Date.now() + limitMs;
    let response = await get(endpoint);
    while (response.status !== 200 && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 250));
      response = await get(endpoint);
    }
    return response;
  }

  /** The answers of the database endpoints before any fault, to compare the recovered answers with. */
  const healthy = new Map<string, unknown>();
  /** An answer without what differs between two identical answers (`generated_at`). */
  const stable = (body: { metadata?: Record<string, unknown> }) => ({
    ...body,
    metadata: { ...body.metadata, generated_at: '(ignored)' },
  });

  /**
   * Checks a 503 in Strapi's error shape with `Retry-After`, private caching, and nothing of the
   * server, the driver or the process in the body.
   */
  function expectUnavailable(response: Response) {
    expect(response.body).toEqual({
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', message: expect.any(String), details: {} },
    });
    expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Authorization/);
    expect(response.headers.vary).toMatch(/Cookie/);
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(
      /\n\s+at |node_modules|\/work\/|\.js:\d+|postgres|mysql|maria|ECONN|SQLSTATE|ER_/i,
    );
    for (const detail of [proxy.port, realPort, faults.user.user, playground.env.DATABASE_NAME]) {
      expect(text).not.toContain(String(detail));
    }
  }

  /** Every database endpoint answers 503, then 200 again with its healthy rows once `lift` ran. */
  async function expectOutageThenRecovery(lift: () => Promise<void> | void) {
    const statuses: Record<string, number> = {};
    for (const endpoint of DATABASE_ENDPOINTS) {
      const response = await get(endpoint);
      statuses[endpoint] = response.status;
      if (response.status === 503) expectUnavailable(response);
    }
    expect(statuses).toEqual({
      'backend-urls': 503,
      'frontend-urls': 503,
      exposure: 503,
      graphql: 503,
      'content-links': 503,
    });
    expect((await get('platform')).status).toBe(200);
    await lift();
    for (const endpoint of DATABASE_ENDPOINTS) {
      const response = await pollUntilOk(endpoint, CONNECTION_TIMEOUT * 3);
      expect([endpoint, response.status]).toEqual([endpoint, 200]);
      // Nothing degraded during the fault (a failed flight, a row left unresolved) is served.
      expect(stable(response.body)).toEqual(healthy.get(endpoint));
    }
  }

  it('goes through the proxy, and answers 200 on every endpoint while the database is reachable', async () => {
    expect(playground.strapi.config.get('database.connection.connection.port')).toBe(proxy.port);
    for (const endpoint of [...DATABASE_ENDPOINTS, 'platform']) {
      const response = await get(endpoint);
      expect([endpoint, response.status]).toEqual([endpoint, 200]);
      if (endpoint !== 'platform') healthy.set(endpoint, stable(response.body));
    }
    expect(proxy.openConnections()).toBeGreaterThan(0);
  });

  describe.each<DropMode>(['reset', 'blackhole'])('with connections dropped (%s)', (mode) => {
    beforeAll(() => proxy.drop(mode));
    afterAll(() => proxy.restore());

    it.each(DATABASE_ENDPOINTS)(
      `%s answers 503 in Strapi's error shape within the connection timeout`,
      async (endpoint) => {
        const started = Date.now();
        const response = await get(endpoint);
        const elapsed = Date.now() - started;

        expect(response.status).toBe(503);
        expectUnavailable(response);
        expect(elapsed).toBeLessThanOrEqual(CONNECTION_TIMEOUT + MARGIN);
      },
    );

    it('a burst of concurrent requests all answer 503 within the connection timeout', async () => {
      const started = Date.now();
      const responses = await Promise.all(
        [...DATABASE_ENDPOINTS, ...DATABASE_ENDPOINTS].map((endpoint) => get(endpoint)),
      );
      const elapsed = Date.now() - started;
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 503));
      // The pool holds 2 connections: requests must not queue behind each other's timeouts.
      expect(elapsed).toBeLessThanOrEqual(CONNECTION_TIMEOUT + MARGIN);
    });

    it('platform, which reads no table, still answers 200', async () => {
      const response = await get('platform');
      expect(response.status).toBe(200);
      expect(response.body.platform.runtime.database_client).toBe(client);
    });

    it('the process keeps serving routes that need no database', async () => {
      expect(playground.strapi.server.httpServer.listening).toBe(true);
      expect((await playground.http.get('/_health')).status).toBe(204);
      // The key check runs before any query. Where Strapi has admin tokens, a Bearer value that is
      // no key is then looked up as an admin token in the database (docs/security.md, access rule 5),
      // so the outage answers 503 with Retry-After; without admin tokens it is refused at once.
      const refused = await playground.http.get(api('backend-urls')).set('Authorization', 'Bearer wrong');
      if (hasAdminKindTokens(playground.strapi)) {
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBeDefined();
      } else {
        expect(refused.status).toBe(403);
      }
      const withKey = await playground.http
        .get(api('platform'))
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(withKey.status).toBe(200);
    });

    it('answers 200 again once the database is back, without a restart, with the same rows', async () => {
      proxy.restore();
      for (const endpoint of DATABASE_ENDPOINTS) {
        const response = await pollUntilOk(endpoint, CONNECTION_TIMEOUT * 3);
        expect([endpoint, response.status]).toEqual([endpoint, 200]);
        expect(stable(response.body)).toEqual(healthy.get(endpoint));
      }
      expect(proxy.openConnections()).toBeGreaterThan(0);
    });
  });

  it.each(CONNECTION_FAULTS)(
    "when the server refuses the app's connections (%s), every database endpoint answers 503 until it accepts them again",
    async (fault) => {
      const database = String(playground.env.DATABASE_NAME);
      await faults.apply(fault, database);
      try {
        await expectOutageThenRecovery(() => faults.lift(fault, database));
      } finally {
        await faults.lift(fault, database).catch(() => undefined);
      }
    },
  );
});
