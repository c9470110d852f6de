import type {
  ExposureResponse,
  Finding,
  GraphqlEnvelope,
  GraphqlOperationRow,
} from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';
import { installedHasGraphql } from '../helpers/strapi-features';
import { setRolePermission } from '../helpers/users-permissions';

/** Skipped where the app under test has no GraphQL plugin (an older minor's compatibility row). */
const describeWithGraphql = installedHasGraphql() ? describe : describe.skip;

const ENDPOINT = '/api/route-discovery/v1/graphql';
const ARTICLE = 'api::article.article';

let playground: Playground;

beforeAll(async () => {
  if (!installedHasGraphql()) return;
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.stop();
});

const withKey = (path: string) =>
  playground.http.get(path).set('Authorization', `Bearer ${playground.apiKey}`);

async function operations(): Promise<GraphqlOperationRow[]> {
  const response = await withKey(ENDPOINT);
  expect(response.status).toBe(200);
  return (response.body as GraphqlEnvelope).operations;
}

const row = (rows: GraphqlOperationRow[], name: string) => {
  const found = rows.find((candidate) => candidate.operation === name);
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};

/** One anonymous GraphQL request, as a visitor sends it. */
async function anonymous(query: string, variables: Record<string, string> = {}) {
  const response = await playground.http.post('/graphql').send({ query, variables });
  return {
    status: response.status,
    body: response.body as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ extensions?: { code?: string } }>;
    },
  };
}

async function withRevoked(action: string, check: () => Promise<void>) {
  await setRolePermission(playground.strapi, 'public', action, false);
  try {
    await check();
  } finally {
    await setRolePermission(playground.strapi, 'public', action, true);
  }
}

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

describeWithGraphql('operation rows', () => {
  it('lists shadow CRUD and custom root fields with their scope, access and testability', async () => {
    const rows = await operations();
    expect(rows.some((candidate) => candidate.operation.startsWith('__'))).toBe(false);
    expect(row(rows, 'articles')).toMatchObject({
      kind: 'query',
      content_type: ARTICLE,
      action: `${ARTICLE}.find`,
      access: 'public',
      is_testable: true,
      skip_reason: '',
      variables: {},
    });
    expect(row(rows, 'articleBySlug')).toMatchObject({
      kind: 'query',
      content_type: ARTICLE,
      action: `${ARTICLE}.findBySlug`,
      access: 'public',
      is_testable: false,
      skip_reason: 'Requires arguments that cannot be filled',
    });
    expect(row(rows, 'playgroundStats')).toMatchObject({ action: '', access: 'public', is_testable: true });
    expect(row(rows, 'likeArticle')).toMatchObject({
      kind: 'mutation',
      action: `${ARTICLE}.like`,
      access: 'public',
      is_testable: false,
      skip_reason: 'GraphQL mutation (changes data)',
      document: '',
    });
    expect(row(rows, 'internalNotes')).toMatchObject({
      access: 'authenticated',
      is_testable: false,
      skip_reason: 'Requires authentication',
    });
    expect(row(rows, 'internalNotes').document).toContain('internalNotes');
    expect(row(rows, 'createArticle')).toMatchObject({ kind: 'mutation', access: 'restricted' });
  });

  it('fills documentId and locale from a real published document', async () => {
    const article = row(await operations(), 'article');
    expect(article.document).toMatch(/^query Article\(\$documentId: ID!, \$locale: I18NLocaleCode\)/);
    const published = await playground.strapi.documents(ARTICLE).findOne({
      documentId: article.variables.documentId,
      locale: article.variables.locale,
      status: 'published',
    });
    expect(published).not.toBeNull();
  });

  it("each query's access matches a real anonymous GraphQL request", async () => {
    const queries = (await operations()).filter((operation) => operation.document);
    expect(queries.length).toBeGreaterThan(20);
    for (const query of queries) {
      const { status, body } = await anonymous(query.document, query.variables);
      expect({ operation: query.operation, status }).toEqual({ operation: query.operation, status: 200 });
      if (query.access === 'public') {
        expect({ operation: query.operation, errors: body.errors }).toEqual({
          operation: query.operation,
          errors: undefined,
        });
        expect(body.data?.[query.operation]).not.toBeNull();
      } else {
        expect({ operation: query.operation, code: body.errors?.[0]?.extensions?.code }).toEqual({
          operation: query.operation,
          code: 'FORBIDDEN',
        });
      }
    }
  });

  it("mutations' access matches a real anonymous request (public one answers, the others are refused)", async () => {
    const rows = await operations();
    const liked = await anonymous(
      'mutation Like($documentId: ID!) { likeArticle(documentId: $documentId) { documentId } }',
      { documentId: row(rows, 'article').variables.documentId },
    );
    expect(liked.body.errors).toBeUndefined();
    expect(row(rows, 'deleteArticle').access).toBe('restricted');
    const deleted = await anonymous('mutation { deleteArticle(documentId: "nope") { documentId } }');
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('follows the Public role: a revoked find turns the query non-public and the real request is refused', async () => {
    await withRevoked('api::category.category.find', async () => {
      const categories = row(await operations(), 'categories');
      expect(categories).toMatchObject({ access: 'restricted', is_testable: false });
      const { body } = await anonymous(categories.document);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
    expect(row(await operations(), 'categories').access).toBe('public');
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
