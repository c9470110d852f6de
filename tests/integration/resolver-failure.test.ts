import type { BackendUrlRow } from '@route-discovery/contract';
import { getService } from '../../server/src/services/get-service';
import { startPlayground, type Playground } from '../helpers/playground';

type BackendRow = BackendUrlRow;

const ENDPOINT = '/api/route-discovery/v1/backend-urls';

let playground: Playground;
/** The rows before any resolver was broken. */
let rows: BackendRow[];

beforeAll(async () => {
  playground = await startPlayground();
  const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  rows = response.body.urls;
});

afterAll(async () => {
  await playground?.stop();
});

describe('a parameter resolver that throws', () => {
  it('degrades only the rows it would fill, logs the failure once, and serves every other row', async () => {
    const resolvers = getService(playground.strapi, 'resolvers');
    const warn = jest.spyOn(playground.strapi.log, 'warn');
    resolvers.register({
      name: 'test-broken',
      resolve: ({ route, param }) => {
        if (route.path.startsWith('/admin/users/') && param === 'id') {
          throw new Error('relation "admin_users" does not exist');
        }
        return null;
      },
    });
    try {
      const response = await playground.http
        .get(ENDPOINT)
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(response.status).toBe(200);
      const degraded: BackendRow[] = response.body.urls;
      expect(degraded).toHaveLength(rows.length);
      const userRows = degraded.filter((row) => row.route.startsWith('/admin/users/:id'));
      expect(userRows.length).toBeGreaterThan(0);
      for (const row of userRows) {
        expect(row).toMatchObject({ resolved_route: '', skip_reason: expect.any(String) });
        if (row.method === 'GET') expect(row.skip_reason).toBe('URL requires parameters');
      }
      const others = (list: BackendRow[]) => list.filter((row) => !row.route.startsWith('/admin/users/:id'));
      expect(others(degraded)).toEqual(others(rows));
      const failures = warn.mock.calls.filter(([line]) => String(line).includes('"test-broken" failed'));
      expect(failures).toHaveLength(1);
      expect(String(failures[0][0])).not.toContain(playground.apiKey);
    } finally {
      resolvers.unregister('test-broken');
      warn.mockRestore();
    }
  });
});
