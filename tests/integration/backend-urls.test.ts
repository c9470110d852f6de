import pkg from '../../package.json';
import { hasAdminKindTokens } from '../helpers/app';
import { startPlayground, type Playground } from '../helpers/playground';
import type { BackendUrlRow } from '@route-discovery/contract';

type BackendRow = BackendUrlRow;

const ENDPOINT = '/api/route-discovery/v1/backend-urls';

let playground: Playground;
let rows: BackendRow[];
let superAdminToken: string;

beforeAll(async () => {
  playground = await startPlayground();
  superAdminToken = await playground.adminToken();
  const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  rows = response.body.urls;
});

afterAll(async () => {
  await playground?.stop();
});

describe('backend-urls envelope and filters (docs/api.md)', () => {
  it.each([
    [undefined, null],
    ['static', 'static'],
    ['parameterized', 'parameterized'],
    ['no-such-filter', null],
  ])('filter=%s is applied as %s with consistent counts', async (filter, applied) => {
    const response = await playground.http
      .get(ENDPOINT)
      .query(filter === undefined ? {} : { filter })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    const { urls, count, metadata } = response.body;
    expect(metadata.applied_filter).toBe(applied);
    expect(count).toBe(urls.length);
    expect(metadata.total_count).toBe(count);
    expect(metadata.testable_count + metadata.untestable_count).toBe(count);
    expect(metadata.testable_count).toBe(urls.filter((row: BackendRow) => row.is_testable).length);
    if (applied === 'static') expect(urls.every((row: BackendRow) => !row.has_parameters)).toBe(true);
    if (applied === 'parameterized') expect(urls.every((row: BackendRow) => row.has_parameters)).toBe(true);
    if (applied === null) expect(count).toBe(rows.length);
    expect(metadata).toMatchObject({
      api_version: 'v1',
      api_lifecycle: { status: 'stable', deprecated_on: null, sunset_on: null },
      package_version: pkg.version,
    });
    expect(Number.isNaN(Date.parse(metadata.generated_at))).toBe(false);
    expect(metadata.generated_at).toMatch(/(\+00:00|Z)$/);
  });

  it('splits every row into exactly one of static and parameterized', async () => {
    const count = async (filter: string) =>
      (
        await playground.http
          .get(ENDPOINT)
          .query({ filter })
          .set('Authorization', `Bearer ${playground.apiKey}`)
      ).body.count as number;
    const [staticCount, parameterizedCount] = [await count('static'), await count('parameterized')];
    expect(staticCount).toBeGreaterThan(0);
    expect(parameterizedCount).toBeGreaterThan(0);
    expect(staticCount + parameterizedCount).toBe(rows.length);
  });
});

describe('backend-urls rows', () => {
  it('lists every admin route the running app mounts, and none of its own', () => {
    const restPrefix = String(playground.strapi.config.get('api.rest.prefix', '/api'));
    const mounted = new Set(
      playground.strapi.server
        .listRoutes()
        // Layers without methods are middleware mounts (`router.use`), not routes.
        .filter((layer) => layer.methods.length > 0)
        .map((layer) => layer.path)
        // Strapi's own non-API routes: the health check, the root and the public folder; and the
        // GraphQL plugin's endpoint, a content API listed by v1/graphql (tests/integration/graphql.test.ts).
        .filter((path) => !['/', '/_health', '/uploads/(.*)', '/((?!uploads/).+)', '/graphql'].includes(path))
        .filter((path) => path !== restPrefix && !path.startsWith(`${restPrefix}/`))
        .filter((path) => !path.startsWith('/route-discovery/')),
    );
    const listed = new Set(rows.map((row) => row.route));
    const missing = [...mounted].filter((path) => !listed.has(path));
    expect(missing).toEqual([]);
    expect([...listed].filter((path) => !mounted.has(path))).toEqual([]);
    expect(rows.some((row) => row.route.includes('route-discovery'))).toBe(false);
  });

  it('has one row per method and path, except content-type expansions which differ by page_type', () => {
    const keys = rows.map((row) => `${row.method} ${row.route} ${row.page_type}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names core admin and plugin handlers', () => {
    const user = rows.find((row) => row.method === 'GET' && row.route === '/admin/users/:id');
    expect(user).toMatchObject({
      namespace: 'admin',
      name: 'user.findOne',
      view_name: 'admin::user.findOne',
    });
    const find = rows.find(
      (row) =>
        row.route === '/content-manager/collection-types/:model' && row.page_type === 'api::article.article',
    );
    expect(find).toMatchObject({
      namespace: 'plugin::content-manager',
      name: 'collection-types.find',
      view_name: 'plugin::content-manager.collection-types.find',
      method: 'GET',
      is_testable: true,
      resolved_route: '/content-manager/collection-types/api::article.article',
    });
  });

  it('marks other methods with the exact skip reasons', () => {
    for (const row of rows.filter((candidate) => candidate.method !== 'GET')) {
      expect(row.is_testable).toBe(false);
      expect(row.skip_reason).toBe(`Requires ${row.method} request`);
    }
    expect(rows.filter((row) => row.method === 'POST').length).toBeGreaterThan(10);
  });

  it('expands content-type parameters to one row per matching content type, with page_type', () => {
    const collection = rows.filter(
      (row) => row.method === 'GET' && row.route === '/content-manager/collection-types/:model',
    );
    expect(collection.map((row) => row.page_type).sort()).toEqual(
      expect.arrayContaining([
        'api::article.article',
        'api::category.category',
        'api::internal-note.internal-note',
      ]),
    );
    expect(collection.some((row) => row.page_type === 'api::homepage.homepage')).toBe(false);
    const single = rows.filter(
      (row) => row.method === 'GET' && row.route === '/content-manager/single-types/:model',
    );
    expect(single.map((row) => row.page_type)).toEqual(['api::homepage.homepage']);
  });

  it('resolves ids to real records', async () => {
    const { strapi } = playground;
    const article = rows.find(
      (row) =>
        row.route === '/content-manager/collection-types/:model/:id' &&
        row.page_type === 'api::article.article',
    );
    const documentId = article?.resolved_route.split('/').pop() ?? '';
    const found = await strapi.db.query('api::article.article').findOne({ where: { documentId } });
    expect(found).not.toBeNull();

    const user = rows.find((row) => row.method === 'GET' && row.route === '/admin/users/:id');
    const userId = Number(user?.resolved_route.split('/').pop());
    expect(await strapi.db.query('admin::user').findOne({ where: { id: userId } })).not.toBeNull();

    const role = rows.find((row) => row.method === 'GET' && row.route === '/admin/roles/:id');
    expect(role?.resolved_route).toMatch(/^\/admin\/roles\/\d+$/);

    const relation = rows.find(
      (row) =>
        row.route === '/content-manager/relations/:model/:id/:targetField' &&
        row.page_type === 'api::article.article',
    );
    expect(relation?.resolved_route).toBe(
      `/content-manager/relations/api::article.article/${documentId}/category`,
    );
  });

  it('resolves every parameterised GET route for which the playground has data', () => {
    const unresolved = rows
      .filter((row) => row.method === 'GET' && row.skip_reason === 'URL requires parameters')
      .map((row) => `${row.route} ${row.page_type}`.trim())
      .sort();
    // Strapi without admin-kind API tokens (before 5.47) has no /admin/admin-tokens routes at all.
    const expected = hasAdminKindTokens(playground.strapi)
      ? EXPECTED_UNRESOLVED
      : EXPECTED_UNRESOLVED.filter((route) => !route.startsWith('/admin/admin-tokens/'));
    expect(unresolved).toEqual(expected);
  });

  it('lets other code extend the resolver registry', async () => {
    const registry = playground.strapi.plugin('route-discovery').service('resolvers');
    registry.register({
      name: 'test-webhook',
      resolve: ({ param, route }: { param: string; route: { path: string } }) =>
        param === 'id' && route.path.startsWith('/admin/webhooks/') ? { values: [{ value: '4242' }] } : null,
    });
    try {
      const response = await playground.http
        .get(ENDPOINT)
        .set('Authorization', `Bearer ${playground.apiKey}`);
      const webhook = response.body.urls.find(
        (row: BackendRow) => row.method === 'GET' && row.route === '/admin/webhooks/:id',
      );
      expect(webhook.resolved_route).toBe('/admin/webhooks/4242');
    } finally {
      registry.unregister('test-webhook');
    }
  });

  it('answers 2xx for every testable row requested with GET and the super admin token', async () => {
    const testable = rows.filter((row) => row.is_testable);
    expect(testable.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const row of testable) {
      const url = row.resolved_route || row.route;
      const response = await playground.http.get(url).set('Authorization', `Bearer ${superAdminToken}`);
      if (response.status < 200 || response.status > 299) failures.push(`${response.status} ${url}`);
    }
    expect(failures).toEqual([]);
  });
});

/** Parameterised GET routes the playground has no value for: no admin-kind token exists, and these content types have no relation field. */
const EXPECTED_UNRESOLVED: string[] = [
  '/admin/admin-tokens/:id',
  '/admin/admin-tokens/:id/owner-permissions',
  '/content-manager/relations/:model/:id/:targetField api::category.category',
  '/content-manager/relations/:model/:id/:targetField api::guestbook-entry.guestbook-entry',
  '/content-manager/relations/:model/:id/:targetField api::homepage.homepage',
  '/content-manager/relations/:model/:id/:targetField api::internal-note.internal-note',
  '/content-manager/relations/:model/:targetField api::category.category',
  '/content-manager/relations/:model/:targetField api::guestbook-entry.guestbook-entry',
  '/content-manager/relations/:model/:targetField api::internal-note.internal-note',
];
