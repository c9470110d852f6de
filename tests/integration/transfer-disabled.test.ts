import type { BackendUrlRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Issue 35, item 2: an app without `admin.transfer.token.salt` (the playground booted without
 * `TRANSFER_TOKEN_SALT`) has data transfer turned off, and Strapi answers its admin routes 501
 * (`@strapi/admin` `server/src/middlewares/data-transfer.ts`). Their rows are not testable and
 * name the setting.
 */
const REASON = "Turned off by the app's configuration: admin.transfer.token.salt is not set";

let playground: Playground;
let rows: BackendUrlRow[];

beforeAll(async () => {
  playground = await startPlayground({ env: { TRANSFER_TOKEN_SALT: undefined } });
  const response = await playground.http
    .get('/api/route-discovery/v1/backend-urls')
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  rows = response.body.urls;
});

afterAll(async () => {
  await playground?.stop();
});

describe('data transfer turned off by a missing token salt', () => {
  it('answers 501 to a super admin on GET /admin/transfer/tokens', async () => {
    const token = await playground.adminToken();
    const response = await playground.http
      .get('/admin/transfer/tokens')
      .set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(501);
  });

  it('lists no transfer-token row as testable, each naming the setting', () => {
    const transfer = rows.filter(
      (row) => row.route.startsWith('/admin/transfer/tokens') && row.method === 'GET',
    );
    expect(transfer.length).toBeGreaterThan(0);
    for (const row of transfer) expect(row).toMatchObject({ is_testable: false, skip_reason: REASON });
  });

  it('keeps the other admin-token rows testable', () => {
    const list = rows.find((row) => row.view_name === 'admin::admin-token.list');
    if (list) expect(list).toMatchObject({ is_testable: true, skip_reason: '' });
    const apiTokens = rows.find((row) => row.view_name === 'admin::api-token.list');
    expect(apiTokens).toMatchObject({ is_testable: true, skip_reason: '' });
  });
});
