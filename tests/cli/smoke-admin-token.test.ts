import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actions, createAdminToken, createContentApiToken, READ_ACTION } from '../helpers/api-tokens';
import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, type Playground } from '../helpers/playground';
import { installedHasAdminTokens } from '../helpers/strapi-features';

/**
 * `route-discovery smoke` with one secret, an admin token (docs/ci.md, "One secret"), against the
 * playground; and the CLI's answer to a throttled discovery API. The admin-token runs need a
 * Strapi with admin-kind API tokens.
 */
let playground: Playground;
let dir: string;
let session: string;

beforeAll(async () => {
  buildCli();
  playground = await startPlayground();
  dir = mkdtempSync(join(tmpdir(), 'rd-cli-token-'));
  session = await playground.adminToken();
});

afterAll(async () => {
  await playground?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const smoke = (...args: string[]) => ['smoke', '--url', playground.baseUrl, '--quiet', ...args];
const withAdminTokens = installedHasAdminTokens() ? it : it.skip;

describe('route-discovery smoke with an admin token only', () => {
  withAdminTokens(
    'runs discovery and the admin rows with ROUTE_DISCOVERY_ADMIN_TOKEN alone, printing no secret',
    async () => {
      // Every permission its owner (a super admin) holds: the backend rows need them, and it
      // includes the plugin's read permission.
      const token = await createAdminToken(playground, session, 'ci-all', 'owner');
      const json = join(dir, 'admin-token.json');
      const run = await runCli(smoke('--report', `json=${json}`), { ROUTE_DISCOVERY_ADMIN_TOKEN: token });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/0 failed/);
      expect(run.stdout).not.toContain(token.slice(0, 12));
      const report = JSON.parse(readFileSync(json, 'utf8')) as {
        admin_credentials: boolean;
        suites: Record<string, { checks: number; failed: number }>;
      };
      expect(report.admin_credentials).toBe(true);
      expect(report.suites.backend.checks).toBeGreaterThan(0);
      expect(report.suites.auth.failed).toBe(0);
      // The summary line, for the record (docs/ci.md quotes one).
      process.stdout.write(`${run.stdout.trim().split('\n').at(-1)}\n`);
    },
  );

  withAdminTokens('exits 2 with a token lacking the read permission, saying which permission', async () => {
    const token = await createAdminToken(playground, session, 'ci-no-read', actions('admin::users.read'));
    const run = await runCli(smoke('--admin-token', token));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('answered 403: the admin token was refused');
    expect(run.stderr).toContain(READ_ACTION);
    expect(run.stderr).not.toContain(token.slice(0, 12));
  });

  withAdminTokens('exits 2 with a content-API token, saying to create an admin token', async () => {
    const token = await createContentApiToken(playground, session, 'ci-content');
    const run = await runCli(smoke('--admin-token', token));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/Content-API tokens do not reach this API: create an admin token/);
  });

  it('exits 2 without a key or an admin token, naming both options', async () => {
    const run = await runCli(smoke());
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pass --key (DISCOVERY_API_KEY) or --admin-token');
  });
});

describe('a throttled discovery API', () => {
  // Last in the file: it locks 127.0.0.1 out of the API for the throttle's window.
  it('exits 2 saying throttled and when to retry (Retry-After)', async () => {
    // Wrong keys until the throttle answers (the refusals of the runs above count too).
    let status = 403;
    for (let attempt = 0; attempt <= 50 && status === 403; attempt += 1) {
      status = (
        await playground.http.get('/api/route-discovery/v1/platform').set('Authorization', 'Bearer wrong')
      ).status;
    }
    expect(status).toBe(429);
    const run = await runCli(smoke('--key', playground.apiKey, '--retries', '0'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /answered 429: throttled: the server refused too many credentials from this address; retry in \d+ seconds \(Retry-After\)/,
    );
  });
});
