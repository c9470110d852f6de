import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExposureResponse } from '@route-discovery/contract';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';
import { setRolePermission } from '../helpers/users-permissions';
import { forward } from '../helpers/round-robin-proxy';

/**
 * The exposure audit built off the request path (issue 44, item 1; decision 0245): a build past
 * `exposure.buildTimeoutMs` answers a clear 500 (the summary's too); while the audit is being
 * built for the current inputs the answer is 503 with `Retry-After`; once built the
 * same report is answered, and a permission changed is audited at once (within
 * `exposure.firstBuildWaitMs`). The CLI waits through that 503 (`Retry-After`) and reads the report.
 */
let playground: Playground;

const GUESTBOOK_DELETE = 'api::guestbook-entry.guestbook-entry.delete';

/** The server's own 503 while the audit was being built (captured by the second test). */
let captured: { status: number; headers: IncomingHttpHeaders; text: string } | null = null;

beforeAll(async () => {
  buildCli();
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
});

/** Sets the plugin's `exposure` settings at run time, as an operator's `strapi console` would. */
const setBuild = (settings: { buildTimeoutMs: number; firstBuildWaitMs: number }) =>
  playground.strapi.config.set('plugin::route-discovery.exposure', settings);

const ask = (endpoint = 'exposure') =>
  playground.http
    .get(`/api/route-discovery/v1/${endpoint}`)
    .set('Authorization', `Bearer ${playground.apiKey}`);

/** The report without `metadata` (its generation time differs between answers). */
const reportOf = (body: ExposureResponse) => {
  const { metadata: _metadata, ...report } = body;
  return report;
};

const guestbookDelete = (body: ExposureResponse) =>
  body.routes.find((route) => route.method === 'DELETE' && route.route === '/api/guestbook-entries/:id')
    ?.access;

describe('the exposure audit is built off the request path', () => {
  it('answers a build past its limit with a clear 500', async () => {
    setBuild({ buildTimeoutMs: 1, firstBuildWaitMs: 60_000 });
    const response = await ask();
    expect(response.status).toBe(500);
    expect(response.body.data).toBeNull();
    expect(response.body.error).toMatchObject({
      status: 500,
      name: 'ApplicationError',
      details: { limit_ms: 1 },
    });
    expect(response.body.error.message).toMatch(
      /^The exposure audit did not finish within 1 ms \(the plugin's exposure\.buildTimeoutMs\); raise it, or ask again after /,
    );
    // The summary's findings come from the audit: the same answer, as are v1/openapi's routes.
    const summary = await ask('summary');
    expect(summary.status).toBe(500);
    expect(summary.body.error.message).toBe(response.body.error.message);
  });

  it('answers 503 with Retry-After while the audit is first built, then the report', async () => {
    // A raised limit builds again at once; no wait, so the first answer comes during the build.
    setBuild({ buildTimeoutMs: 300_000, firstBuildWaitMs: 0 });
    const building = await ask();
    expect(building.status).toBe(503);
    expect(building.headers['retry-after']).toBe('5');
    expect(building.body.error).toMatchObject({ status: 503, name: 'ServiceUnavailableError' });
    expect(building.body.error.message).toMatch(
      /^The exposure audit is being built \(started at .*\); ask again in 5 seconds$/,
    );
    expect(Date.parse(building.body.error.details.building_since)).not.toBeNaN();
    captured = { status: building.status, headers: building.headers, text: building.text };

    let first = building;
    for (let tries = 0; first.status === 503 && tries < 600; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      first = await ask();
    }
    expect(first.status).toBe(200);
    expect(guestbookDelete(first.body)).toBe('authenticated');
    const second = await ask();
    expect(second.status).toBe(200);
    expect(reportOf(second.body)).toEqual(reportOf(first.body));
    expect((await ask('exposure?list=routes')).status).toBe(200);
  });

  it('audits a permission changed at once when the build ends within firstBuildWaitMs', async () => {
    setBuild({ buildTimeoutMs: 300_000, firstBuildWaitMs: 30_000 });
    await setRolePermission(playground.strapi, 'public', GUESTBOOK_DELETE, true);
    try {
      const granted = await ask();
      expect(granted.status).toBe(200);
      expect(guestbookDelete(granted.body)).toBe('public');
    } finally {
      await setRolePermission(playground.strapi, 'public', GUESTBOOK_DELETE, false);
    }
    const revoked = await ask();
    expect(revoked.status).toBe(200);
    expect(guestbookDelete(revoked.body)).toBe('authenticated');
  });

  it('lets the CLI wait through the 503 on v1/exposure, then read the report', async () => {
    // A proxy in front of the playground answers the first v1/exposure with the server's own 503
    // (captured above, as a slower audit would leave it); everything else passes through.
    expect(captured).not.toBeNull();
    const origin = new URL(playground.baseUrl);
    let replayed = 0;
    const proxy: Server = createServer((incoming, outgoing) => {
      if (captured && replayed === 0 && incoming.url?.includes('/route-discovery/v1/exposure')) {
        replayed += 1;
        const { 'content-length': _length, connection: _connection, ...headers } = captured.headers;
        outgoing.writeHead(captured.status, headers);
        outgoing.end(captured.text);
        return;
      }
      forward(origin, incoming, outgoing);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const dir = mkdtempSync(join(tmpdir(), 'rd-exposure-build-'));
    try {
      const file = join(dir, 'baseline.json');
      const { port } = proxy.address() as AddressInfo;
      const cli = await runCli([
        'smoke',
        '--url',
        `http://127.0.0.1:${port}`,
        '--key',
        playground.apiKey,
        '--retries',
        '0',
        '--include',
        '/no-route-matches-this',
        '--save-baseline',
        file,
      ]);
      expect(cli.stderr).not.toMatch(/exposure answered/);
      expect(replayed).toBe(1);
      const baseline = JSON.parse(readFileSync(file, 'utf8')) as { source: string };
      expect(baseline.source).toBe('exposure');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
