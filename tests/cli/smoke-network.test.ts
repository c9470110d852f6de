import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, runCli } from '../helpers/cli';

/** A closed port on 127.0.0.1: a server listens, the port is read, the server closes. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

beforeAll(() => buildCli());

describe('route-discovery smoke, network behaviour', () => {
  it('exits 2 quickly when the discovery API is unreachable', async () => {
    const port = await closedPort();
    const run = await runCli(['smoke', '--url', `http://127.0.0.1:${port}`, '--key', 'k']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unreachable (ECONNREFUSED)');
    expect(run.ms).toBeLessThan(15000);
  });

  describe('against a fake discovery API (not Strapi: it answers 429 once)', () => {
    let server: Server;
    let base: string;
    const hits: Record<string, number> = {};
    const okTimes: number[] = [];
    let dir: string;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'rd-cli-net-'));
      server = createServer((request, response) => {
        const path = (request.url ?? '').split('?')[0];
        hits[path] = (hits[path] ?? 0) + 1;
        const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
          response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
          response.end(JSON.stringify(body));
        };
        if (request.headers.authorization === 'Bearer unconfigured' && path.includes('/route-discovery/')) {
          return json(500, {
            data: null,
            error: { status: 500, message: 'DISCOVERY_API_KEY is not configured' },
          });
        }
        if (request.headers.authorization !== 'Bearer fake-key' && path.includes('/route-discovery/')) {
          return json(403, { data: null, error: { status: 403 } });
        }
        if (path === '/api/route-discovery/v1/frontend-urls') {
          const row = {
            source: 'resolver',
            page_type: '',
            page_title: '',
            resolved_url: '',
            query_params: {},
          };
          return json(200, {
            urls: [
              {
                ...row,
                url: '/api/limited',
                name: 'api::limited.limited.find',
                is_testable: true,
                skip_reason: '',
                method: 'GET',
              },
              {
                ...row,
                url: '/api/moved',
                name: 'api::moved.moved.find',
                is_testable: true,
                skip_reason: '',
                method: 'GET',
              },
              // An `ALL` route (router.all): the server marks it testable, so it answers GET.
              {
                ...row,
                url: '/api/any',
                name: 'api::any.any.handle',
                is_testable: true,
                skip_reason: '',
                method: 'ALL',
              },
              ...[1, 2, 3, 4, 5].map((n) => ({
                ...row,
                url: `/api/ok-${n}`,
                name: 'api::ok.ok.find',
                is_testable: true,
                skip_reason: '',
                method: 'GET',
              })),
            ],
          });
        }
        if (path === '/api/route-discovery/v1/backend-urls') return json(200, { urls: [] });
        if (path.startsWith('/api/ok-')) {
          okTimes.push(Date.now());
          return json(200, { data: [] });
        }
        if (path === '/api/any') return json(request.method === 'GET' ? 200 : 405, { data: [] });
        if (path === '/api/moved') return json(301, {}, { Location: '/api/ok-1' });
        if (path === '/api/limited') {
          if (hits[path] === 1) return json(429, { error: 'slow down' }, { 'Retry-After': '1' });
          return json(200, { data: [] });
        }
        return json(404, { data: null, error: { status: 404 } });
      });
      await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise((closed) => server.close(closed));
      rmSync(dir, { recursive: true, force: true });
    });

    it('retries a 429 after its Retry-After and passes', async () => {
      const json = join(dir, 'r.json');
      const run = await runCli(
        ['smoke', '--url', base, '--include', '/api/limited', '--report', `json=${json}`],
        {
          DISCOVERY_API_KEY: 'fake-key',
        },
      );
      expect(run.code).toBe(0);
      expect(hits['/api/limited']).toBe(2);
      const report = JSON.parse(readFileSync(json, 'utf8'));
      expect(report.results[0]).toMatchObject({
        target: '/api/limited',
        status: 200,
        attempts: 2,
        passed: true,
      });
      expect(run.ms).toBeGreaterThanOrEqual(1000);
      expect(run.stdout).toContain('no exposure endpoint');
    });

    it('requests a testable row whose route is declared ALL, with a GET', async () => {
      const json = join(dir, 'all.json');
      const run = await runCli(
        ['smoke', '--url', base, '--include', '/api/any', '--report', `json=${json}`],
        {
          DISCOVERY_API_KEY: 'fake-key',
        },
      );
      expect(run.code).toBe(0);
      expect(hits['/api/any']).toBe(1);
      const report = JSON.parse(readFileSync(json, 'utf8'));
      expect(report.results).toEqual([
        expect.objectContaining({
          scope: 'frontend',
          method: 'GET',
          target: '/api/any',
          status: 200,
          passed: true,
        }),
      ]);
    });

    it('keeps under the --rate ceiling across workers', async () => {
      okTimes.length = 0;
      const run = await runCli(['smoke', '--url', base, '--include', '/api/ok-*', '--rate', '4'], {
        DISCOVERY_API_KEY: 'fake-key',
      });
      expect(run.code).toBe(0);
      expect(okTimes).toHaveLength(5);
      // 5 starts at 4 per second: the last starts at least 1 s after the first (a little slack for timers).
      expect(okTimes[4] - okTimes[0]).toBeGreaterThanOrEqual(950);
    });

    it('passes a 3xx as a redirect naming its target, and fails it with --no-redirects', async () => {
      const args = ['smoke', '--url', base, '--include', '/api/moved'];
      const passing = await runCli(args, { DISCOVERY_API_KEY: 'fake-key' });
      expect(passing.code).toBe(0);
      expect(passing.stdout).toContain('REDIRECT frontend GET /api/moved: HTTP 301 redirect to /api/ok-1');
      const failing = await runCli([...args, '--no-redirects'], { DISCOVERY_API_KEY: 'fake-key' });
      expect(failing.code).toBe(1);
      expect(failing.stdout).toContain(
        'FAIL frontend GET /api/moved (api::moved.moved.find): HTTP 301 redirect to /api/ok-1',
      );
    });

    it.each([
      ['a URL with user info', (origin: string) => origin.replace('http://', 'http://user:secret@')],
      ['an unparsable URL with user info', () => 'http://user:secret@127.0.0.1:port'],
    ])(
      'refuses credentials in --url (%s) with exit code 2, printing and writing them nowhere',
      async (_, url) => {
        const reports = [join(dir, 'cred.json'), join(dir, 'cred.md'), join(dir, 'cred.xml')];
        const run = await runCli(
          [
            'smoke',
            '--url',
            url(base),
            ...['json', 'markdown', 'junit'].flatMap((format, i) => ['--report', `${format}=${reports[i]}`]),
          ],
          { DISCOVERY_API_KEY: 'fake-key' },
        );
        expect(run.code).toBe(2);
        const written = reports.filter((file) => existsSync(file)).map((file) => readFileSync(file, 'utf8'));
        expect([run.stdout, run.stderr, ...written].join('\n')).not.toContain('secret');
        if (url(base).includes(':port')) expect(run.stderr).toContain('is not an absolute URL');
        else
          for (const option of ['--key', '--admin-token', '--admin-email'])
            expect(run.stderr).toContain(option);
      },
    );

    it.each([
      [['--key', 'unconfigured'], 'answered 500: check that DISCOVERY_API_KEY is configured on the server'],
      [['--key', 'fake-key', '--prefix', '/custom'], 'answered 404: check --url and --prefix'],
    ])('exits 2 when the discovery API refuses (%j)', async (args, message) => {
      const run = await runCli(['smoke', '--url', base, ...args]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
    });
  });
});
