import type { GraphqlFacts } from '../../../server/src/exposure/graphql-facts';
import { graphqlIntrospection } from '../../../server/src/exposure/rules/graphql-introspection';
import { graphqlPublicDrafts } from '../../../server/src/exposure/rules/graphql-public-drafts';
import { graphqlPublicMutation } from '../../../server/src/exposure/rules/graphql-public-mutation';
import { graphqlUnboundedLimits } from '../../../server/src/exposure/rules/graphql-unbounded-limits';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { facts } from './facts';

function operation(overrides: Partial<GraphqlOperationRow>): GraphqlOperationRow {
  return {
    operation: 'articles',
    kind: 'query',
    content_type: 'api::article.article',
    action: 'api::article.article.find',
    access: 'public',
    is_testable: true,
    skip_reason: '',
    document: '',
    variables: {},
    ...overrides,
  };
}

function graphql(overrides: Partial<GraphqlFacts> = {}): GraphqlFacts {
  return {
    settings: {
      endpoint: '/graphql',
      depthLimit: 10,
      maxLimit: 100,
      introspection: undefined,
      landingPage: undefined,
    },
    production: true,
    operations: [],
    draftProbes: [],
    ...overrides,
  };
}

describe('graphql-public-mutation', () => {
  it('fires for public mutations, not for non-public ones nor the sign-in mutations', () => {
    const operations = [
      operation({ operation: 'createGuestbookEntry', kind: 'mutation', action: 'api::g.g.create' }),
      operation({ operation: 'deleteArticle', kind: 'mutation', access: 'restricted' }),
      operation({ operation: 'login', kind: 'mutation', action: '' }),
      operation({ operation: 'wipe', kind: 'mutation', action: '' }),
    ];
    const findings = graphqlPublicMutation(facts({ graphql: graphql({ operations }) }));
    expect(findings.map((finding) => [finding.subject, finding.severity])).toEqual([
      ['/graphql mutation createGuestbookEntry', 'high'],
      ['/graphql mutation wipe', 'high'],
    ]);
    expect(findings[1].message).toContain('auth: false');
  });

  it('is silent without the GraphQL plugin', () => {
    expect(graphqlPublicMutation(facts())).toEqual([]);
    expect(graphqlPublicMutation(facts({ graphql: null }))).toEqual([]);
  });
});

describe('graphql-public-drafts', () => {
  it('fires only for probes that read drafts', () => {
    const draftProbes = [
      { content_type: 'api::article.article', operation: 'articles', drafts_readable: true },
      { content_type: 'api::homepage.homepage', operation: 'homepage', drafts_readable: false },
    ];
    const findings = graphqlPublicDrafts(facts({ graphql: graphql({ draftProbes }) }));
    expect(findings.map((finding) => [finding.subject, finding.severity])).toEqual([
      ['api::article.article', 'high'],
    ]);
  });
});

describe('graphql-introspection', () => {
  it('fires in production when introspection or the landing page is turned on', () => {
    const on = graphql({ settings: { ...graphql().settings, introspection: true, landingPage: true } });
    const [finding] = graphqlIntrospection(facts({ graphql: on }));
    expect(finding).toMatchObject({ rule: 'graphql-introspection', severity: 'medium', subject: '/graphql' });
    expect(finding.message).toContain('introspection and the landing page');
  });

  it('is silent with Apollo defaults, and outside production', () => {
    expect(graphqlIntrospection(facts({ graphql: graphql() }))).toEqual([]);
    const development = graphql({
      production: false,
      settings: { ...graphql().settings, introspection: true },
    });
    expect(graphqlIntrospection(facts({ graphql: development }))).toEqual([]);
  });
});

describe('graphql-unbounded-limits', () => {
  it('fires in production without depthLimit or maxLimit, naming what is missing', () => {
    const unbounded = graphql({ settings: { ...graphql().settings, depthLimit: null, maxLimit: null } });
    const [finding] = graphqlUnboundedLimits(facts({ graphql: unbounded }));
    expect(finding).toMatchObject({ rule: 'graphql-unbounded-limits', severity: 'low' });
    expect(finding.message).toContain('depthLimit and maxLimit');
  });

  it('is silent with both limits, and outside production', () => {
    expect(graphqlUnboundedLimits(facts({ graphql: graphql() }))).toEqual([]);
    const development = graphql({ production: false, settings: { ...graphql().settings, depthLimit: null } });
    expect(graphqlUnboundedLimits(facts({ graphql: development }))).toEqual([]);
  });
});
