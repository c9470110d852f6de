import { withAdminPermission } from '../helpers/admin-permissions';
import { setRolePermission } from '../helpers/users-permissions';
import type { ExposureResponse } from '@route-discovery/contract';
import { ENDPOINT, GUESTBOOK, USERS, playground, audit, key, withRevoked } from '../helpers/exposure-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './exposure-http.part';

/**
 * `GET v1/exposure` (docs/api.md, "Exposure"): access, envelope and the findings on the seeded
 * playground. Whether the audit matches real anonymous HTTP answers: exposure-http.part.ts.
 */

describe('GET /v1/exposure: access and envelope', () => {
  it('refuses anonymous callers and carries the caching headers', async () => {
    const response = await playground.http.get(ENDPOINT);
    expect(response.status).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the key with routes, content types, findings, counts and metadata', async () => {
    const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Authorization/);
    const body = response.body as ExposureResponse;
    expect(body.metadata).toMatchObject({ api_version: 'v1', api_lifecycle: { status: 'stable' } });
    expect(body.count).toEqual({
      routes: body.routes.length,
      content_types: body.content_types.length,
      findings: body.findings.length,
      core_routes: body.core_routes.length,
    });
    expect(body.routes.some((route) => route.route.includes('route-discovery'))).toBe(false);
  });

  it('is served to a super-admin session in development', async () => {
    const token = await playground.adminToken();
    const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
  });
});

describe('findings on the seeded playground', () => {
  it('lists every rule once at least, high first, and nothing about internal notes', async () => {
    const { findings } = await audit();
    expect(findings.map(key)).toEqual([
      `public-write ${GUESTBOOK}`,
      'public-drafts api::article.article',
      'public-drafts api::homepage.homepage',
      'open-registration Authenticated',
      `public-user-directory ${USERS}`,
      'public-upload plugin::upload',
      // The playground installs the GraphQL plugin (tests/integration/graphql.test.ts); a
      // compatibility row whose Strapi minor has no such plugin release runs without it.
      ...(playground.strapi.plugin('graphql')
        ? [
            'graphql-public-mutation /graphql mutation createGuestbookEntry',
            'graphql-public-mutation /graphql mutation likeArticle',
            'graphql-public-mutation /graphql mutation updateUploadFile',
            'graphql-public-drafts api::article.article',
            'graphql-public-drafts api::homepage.homepage',
          ]
        : []),
      'auth-disabled-write POST /api/guestbook-entries/:id/flag',
      `sensitive-field ${GUESTBOOK}`,
      `sensitive-field ${USERS}`,
    ]);
    expect(findings.every((finding) => finding.message && finding.remedy)).toBe(true);
    expect(JSON.stringify(findings)).not.toContain('internal-note');
  });

  it.each([
    ['public-write', 'public', [`${GUESTBOOK}.create`], `public-write ${GUESTBOOK}`],
    [
      'public-drafts',
      'public',
      ['api::article.article.find', 'api::article.article.findOne'],
      'public-drafts api::article.article',
    ],
    [
      'public-drafts (single type)',
      'public',
      ['api::homepage.homepage.find'],
      'public-drafts api::homepage.homepage',
    ],
    ['open-registration', 'authenticated', [`${GUESTBOOK}.delete`], 'open-registration Authenticated'],
    ['public-user-directory', 'public', [`${USERS}.find`], `public-user-directory ${USERS}`],
    ['public-upload', 'public', ['plugin::upload.content-api.upload'], 'public-upload plugin::upload'],
    [
      'sensitive-field',
      'public',
      [`${GUESTBOOK}.find`, `${GUESTBOOK}.findOne`],
      `sensitive-field ${GUESTBOOK}`,
    ],
  ])(
    '%s disappears when the permission is revoked, and comes back',
    async (_rule, role, actions, finding) => {
      await withRevoked(role, actions, async () => {
        expect((await audit()).findings.map(key)).not.toContain(finding);
      });
      expect((await audit()).findings.map(key)).toContain(finding);
    },
  );

  it('open-registration disappears when sign-ups are turned off', async () => {
    const store = playground.strapi.store({ type: 'plugin', name: 'users-permissions' });
    const advanced = (await store.get({ key: 'advanced' })) as Record<string, unknown>;
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
    try {
      expect((await audit()).findings.map(key)).not.toContain('open-registration Authenticated');
    } finally {
      await store.set({ key: 'advanced', value: advanced });
    }
  });
});

describe('anonymous publishing', () => {
  const ARTICLE = 'api::article.article';

  it('public-publish appears when Public may create a draft-and-publish type, and the create publishes', async () => {
    expect((await audit()).findings.map(key)).not.toContain(`public-publish ${ARTICLE}`);
    await setRolePermission(playground.strapi, 'public', `${ARTICLE}.create`, true);
    try {
      const findings = (await audit()).findings;
      expect(findings.map(key)).toContain(`public-publish ${ARTICLE}`);
      expect(findings.find((finding) => finding.rule === 'public-publish')?.severity).toBe('high');
      const created = await playground.http.post('/api/articles').send({ data: { title: 'Anonymous post' } });
      expect([200, 201]).toContain(created.status);
      const data = (created.body as { data: { documentId: string; publishedAt: string | null } }).data;
      expect(data.publishedAt).not.toBeNull();
      await playground.strapi.documents(ARTICLE as never).delete({ documentId: data.documentId });
    } finally {
      await setRolePermission(playground.strapi, 'public', `${ARTICLE}.create`, false);
    }
    expect((await audit()).findings.map(key)).not.toContain(`public-publish ${ARTICLE}`);
  });
});

describe('the plugin audits itself', () => {
  it('plugin-read-granted lists a non-super-admin role holding the read action, as information', async () => {
    expect((await audit()).findings.map(key)).not.toContain('plugin-read-granted Editor');
    await withAdminPermission(
      playground.strapi,
      'strapi-editor',
      'plugin::route-discovery.reports.read',
      async () => {
        const findings = (await audit()).findings;
        const last = findings[findings.length - 1];
        expect(last).toMatchObject({ rule: 'plugin-read-granted', severity: 'info', subject: 'Editor' });
      },
    );
    expect((await audit()).findings.map(key)).not.toContain('plugin-read-granted Editor');
  });

  it('short-report-key stays silent while production reports are off', async () => {
    expect((await audit()).findings.map((finding) => finding.rule)).not.toContain('short-report-key');
  });
});

describe('core routes outside the role check (MCP and OpenAPI off)', () => {
  it("describes Strapi's auth: false admin routes as public by design, and they answer anonymously", async () => {
    const { core_routes: core, count } = await audit();
    expect(count.core_routes).toBe(core.length);
    const byRoute = new Map(core.map((row) => [`${row.method} ${row.route}`, row]));
    // Strapi 5.24.1 mounts no preview script route: check it where it is mounted.
    const previewScript = '/content-manager/preview/script';
    const paths = ['/admin/init', '/admin/project-type'];
    if (playground.strapi.server.listRoutes().some((route) => route.path === previewScript))
      paths.push(previewScript);
    for (const path of paths) {
      expect(byRoute.get(`GET ${path}`)).toMatchObject({ api: 'admin', access: 'public-by-design' });
      expect(byRoute.get(`GET ${path}`)?.note).toBeTruthy();
      expect((await playground.http.get(path)).status).toBe(200);
    }
    expect(byRoute.get('POST /admin/login')).toMatchObject({ access: 'public-by-design' });
    expect(byRoute.get('ALL /_health')).toMatchObject({ api: 'server', access: 'public-by-design' });
    expect(core.filter((row) => row.route === '/mcp' || row.route.endsWith('openapi.json'))).toEqual([]);
  });
});
