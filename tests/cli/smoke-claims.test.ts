import { buildCli, runCli } from '../helpers/cli';
import { startPlayground, SUPER_ADMIN, type Playground } from '../helpers/playground';

/**
 * Issue 35: on an app with a content-API route guarded by its own policy and middleware
 * (`PLAYGROUND_GUARDED_ROUTE=1`) and data transfer turned off (no `TRANSFER_TOKEN_SALT`), the CLI
 * follows the rows' testability and reports no failure for either.
 */
let playground: Playground;

beforeAll(async () => {
  buildCli();
  playground = await startPlayground({
    env: { PLAYGROUND_GUARDED_ROUTE: '1', TRANSFER_TOKEN_SALT: undefined },
  });
});

afterAll(async () => {
  await playground?.stop();
});

describe('route-discovery smoke on an app with a guarded route and no transfer salt', () => {
  it('exits 0, requesting neither the guarded route nor the transfer tokens with credentials', async () => {
    const run = await runCli(
      ['smoke', '--url', playground.baseUrl, '--key', playground.apiKey, '--include', '/api/articles/**'],
      {},
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/0 failed/);
    expect(run.stdout).not.toContain('/api/articles/guarded');
  });

  it('exits 0 on the admin rows with admin credentials', async () => {
    const run = await runCli(
      ['smoke', '--url', playground.baseUrl, '--key', playground.apiKey, '--include', '/admin/transfer/**'],
      {
        ROUTE_DISCOVERY_ADMIN_EMAIL: SUPER_ADMIN.email,
        ROUTE_DISCOVERY_ADMIN_PASSWORD: SUPER_ADMIN.password,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/0 failed/);
    // The auth-enforcement checks still ask the transfer routes anonymously (401 before the switch).
    expect(run.stdout).toMatch(/auth [1-9]\d*\/[1-9]/);
    // GET /admin/transfer/tokens answers 501 to the admin token there: no backend check is sent.
    expect(run.stdout).toContain('backend 0/0');
  });
});
