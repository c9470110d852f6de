import type { ExposureResponse, Finding, GraphqlEnvelope } from '@route-discovery/contract';
import {
  describeWithGraphql,
  ENDPOINT,
  ARTICLE,
  playground,
  withKey,
  anonymous,
  withRevoked,
} from '../helpers/graphql-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './graphql-operations.part';

/**
 * `GET v1/graphql` (docs/api.md, "GraphQL"): its access and envelope, and the exposure audit's
 * GraphQL findings. The operation rows: graphql-operations.part.ts.
 */

describeWithGraphql('GET /v1/graphql: access and envelope', () => {
  it('refuses anonymous callers with 401 and the caching headers', async () => {
    const response = await playground.http.get(ENDPOINT);
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="route-discovery"');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a wrong key with 403', async () => {
    const response = await playground.http.get(ENDPOINT).set('Authorization', 'Bearer wrong-key-wrong-key');
    expect(response.status).toBe(403);
  });

  it('answers the key with operations, count and metadata', async () => {
    const response = await withKey(ENDPOINT);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Authorization/);
    const body = response.body as GraphqlEnvelope;
    const testable = body.operations.filter((operation) => operation.is_testable).length;
    expect(body.count).toBe(body.operations.length);
    expect(body.metadata).toMatchObject({
      api_version: 'v1',
      total_count: body.count,
      testable_count: testable,
      untestable_count: body.count - testable,
      applied_filter: null,
      graphql_endpoint: '/graphql',
      depth_limit: 7,
    });
  });

  it('is served by every registered version that lists it, and 404 elsewhere', async () => {
    const versions = playground.strapi.plugin('route-discovery').service('versions');
    versions.register({ version: 'v2', endpoints: ['graphql'] });
    try {
      const [v1, v2] = await Promise.all([withKey(ENDPOINT), withKey('/api/route-discovery/v2/graphql')]);
      expect(v2.status).toBe(200);
      expect(v2.body.metadata.api_version).toBe('v2');
      expect(v2.body.count).toBe(v1.body.count);
      expect((await withKey('/api/route-discovery/v2/exposure')).status).toBe(404);
    } finally {
      versions.unregister('v2');
    }
    expect((await withKey('/api/route-discovery/v2/graphql')).status).toBe(404);
  });

  it('is served to a super-admin session in development', async () => {
    const token = await playground.adminToken();
    expect((await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });
});

describeWithGraphql('exposure audit with GraphQL', () => {
  const audit = async () => (await withKey('/api/route-discovery/v1/exposure')).body as ExposureResponse;
  const key = (finding: Finding) => `${finding.rule} ${finding.subject}`;

  it('lists the GraphQL endpoint in the route inventory with the widest access of its operations', async () => {
    const { routes } = await audit();
    expect(routes.filter((route) => route.route === '/graphql')).toEqual([
      {
        method: 'GET',
        route: '/graphql',
        handler: '',
        access: 'public',
        auth_disabled: false,
        roles: ['Authenticated', 'Public'],
      },
      {
        method: 'POST',
        route: '/graphql',
        handler: '',
        access: 'public',
        auth_disabled: false,
        roles: ['Authenticated', 'Public'],
      },
    ]);
  });

  it('reports public mutations and the drafts an anonymous status: DRAFT query reads', async () => {
    const findings = (await audit()).findings.filter((finding) => finding.rule.startsWith('graphql-'));
    expect(findings.map(key)).toEqual([
      'graphql-public-mutation /graphql mutation createGuestbookEntry',
      'graphql-public-mutation /graphql mutation likeArticle',
      'graphql-public-mutation /graphql mutation updateUploadFile',
      `graphql-public-drafts ${ARTICLE}`,
      'graphql-public-drafts api::homepage.homepage',
    ]);
    expect(findings.every((finding) => finding.severity === 'high')).toBe(true);
  });

  it('the draft finding is what an anonymous query proves, and goes with the Public find', async () => {
    const { body } = await anonymous('{ articles(status: DRAFT) { title } }');
    const titles = (body.data?.articles as Array<{ title: string }>).map((article) => article.title);
    expect(titles).toContain('Draft: secret roadmap');
    await withRevoked(`${ARTICLE}.find`, async () => {
      expect((await audit()).findings.map(key)).not.toContain(`graphql-public-drafts ${ARTICLE}`);
      const refused = await anonymous('{ articles(status: DRAFT) { title } }');
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
    expect((await audit()).findings.map(key)).toContain(`graphql-public-drafts ${ARTICLE}`);
  });
});
