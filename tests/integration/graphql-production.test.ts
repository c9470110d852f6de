import { installedHasGraphql } from '../helpers/strapi-features';
import { startPlayground, type Playground } from '../helpers/playground';
import type { ExposureResponse, Finding } from '@route-discovery/contract';

/**
 * The two production-only GraphQL rules (docs/api.md, "Exposure audit"), on production boots of
 * the playground, each finding proven by what the endpoint really answers an anonymous caller:
 * - introspection and the landing page on, no `depthLimit` or `maxLimit`: `graphql-introspection`
 *   and `graphql-unbounded-limits` reported, and `__schema` and the sandbox page come back;
 * - the playground's own config (limits set, Apollo's production defaults): neither finding, and
 *   introspection is refused.
 */
const ENDPOINT = '/api/route-discovery/v1/exposure';
const KEY = 'rd-graphql-production-key-0123456789abcdef';
const INTROSPECTION = '{ __schema { queryType { name } } }';

const onlyWithGraphql = installedHasGraphql() ? describe : describe.skip;

/** Boots a production playground with the given GraphQL plugin config (null: the playground's). */
function productionBoot(graphqlConfig: Record<string, unknown> | null) {
  return startPlayground({
    env: {
      NODE_ENV: 'production',
      DISCOVERY_ENABLE_PRODUCTION_REPORTS: 'true',
      DISCOVERY_API_KEY: KEY,
      ...(graphqlConfig ? { PLAYGROUND_GRAPHQL_CONFIG: JSON.stringify(graphqlConfig) } : {}),
    },
  });
}

async function graphqlFindings(playground: Playground): Promise<Finding[]> {
  const response = await playground.http.get(ENDPOINT).set('Authorization', `Bearer ${KEY}`);
  expect(response.status).toBe(200);
  return (response.body as ExposureResponse).findings.filter((finding) =>
    finding.rule.startsWith('graphql-'),
  );
}

const byRule = (findings: Finding[], rule: string) => findings.find((finding) => finding.rule === rule);

onlyWithGraphql('GraphQL in production, introspection and landing page on, no limits', () => {
  let playground: Playground;
  beforeAll(async () => {
    playground = await productionBoot({ apolloServer: { introspection: true }, landingPage: true });
  });
  afterAll(async () => {
    await playground?.stop();
  });

  it('reports graphql-introspection, and an anonymous introspection query and the sandbox answer', async () => {
    const findings = await graphqlFindings(playground);
    expect(byRule(findings, 'graphql-introspection')).toMatchObject({
      severity: 'medium',
      subject: '/graphql',
    });
    expect(byRule(findings, 'graphql-introspection')?.message).toContain(
      'introspection and the landing page',
    );
    const introspection = await playground.http.post('/graphql').send({ query: INTROSPECTION });
    expect(introspection.status).toBe(200);
    expect(introspection.body.data.__schema.queryType.name).toBe('Query');
    const landing = await playground.http.get('/graphql').set('Accept', 'text/html');
    expect(landing.status).toBe(200);
    expect(landing.text).toMatch(/apollo/i);
  });

  it('reports graphql-unbounded-limits naming both limits', async () => {
    const finding = byRule(await graphqlFindings(playground), 'graphql-unbounded-limits');
    expect(finding).toMatchObject({ severity: 'low', subject: '/graphql' });
    expect(finding?.message).toContain('depthLimit and maxLimit');
  });
});

onlyWithGraphql('GraphQL in production with the playground config (limits set, Apollo defaults)', () => {
  let playground: Playground;
  beforeAll(async () => {
    playground = await productionBoot(null);
  });
  afterAll(async () => {
    await playground?.stop();
  });

  it('reports neither production rule, and introspection is refused', async () => {
    const findings = await graphqlFindings(playground);
    expect(byRule(findings, 'graphql-introspection')).toBeUndefined();
    expect(byRule(findings, 'graphql-unbounded-limits')).toBeUndefined();
    const introspection = await playground.http.post('/graphql').send({ query: INTROSPECTION });
    expect(introspection.body.data ?? null).toBeNull();
    expect(JSON.stringify(introspection.body.errors)).toMatch(/introspection/i);
  });
});
