import { buildInventory, compareInventories } from '../../packages/cli/src/baseline';
import { planChecks } from '../../packages/cli/src/plan';
import type { Discovery, GraphqlResponse } from '../../packages/cli/src/types';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { graphqlOperationRow as operation } from '../helpers/report-rows';

const graphql = (operations: GraphqlOperationRow[]): GraphqlResponse => ({
  operations,
  metadata: { graphql_endpoint: '/graphql' },
});

const discovery = (operations: GraphqlOperationRow[]): Discovery => ({
  frontend: [],
  backend: [],
  exposure: null,
  graphql: graphql(operations),
});

const notes = operation({
  operation: 'internalNotes',
  action: 'api::internal-note.internal-note.find',
  access: 'authenticated',
  is_testable: false,
  skip_reason: 'Requires authentication',
  document: 'query InternalNotes { internalNotes { title } }',
});

const plan = (operations: GraphqlOperationRow[], graphqlPath?: string) =>
  planChecks(discovery(operations), {
    include: [],
    exclude: [],
    withAdminToken: false,
    anonymousByDesign: [],
    graphqlPath,
  });

describe('graphql suite plan', () => {
  it('tests public queries for data and other queries for a refusal, never mutations, one check per operation', () => {
    const { checks } = plan([
      operation({}),
      notes,
      operation({
        operation: 'createArticle',
        kind: 'mutation',
        is_testable: false,
        document: '',
        skip_reason: 'GraphQL mutation (changes data)',
      }),
      operation({
        operation: 'articleBySlug',
        is_testable: false,
        document: '',
        skip_reason: 'Requires arguments that cannot be filled',
      }),
    ]);
    expect(
      checks.map((check) => [
        check.scope,
        check.method,
        check.target,
        check.graphql?.operation,
        check.expect,
      ]),
    ).toEqual([
      ['graphql', 'POST', '/graphql', 'articles', 'success'],
      ['graphql', 'POST', '/graphql', 'internalNotes', 'refusal'],
    ]);
  });

  it('sends to --graphql-path when given, and --exclude matches an operation name', () => {
    expect(plan([operation({})], '/gql').checks[0].target).toBe('/gql');
    const excluded = planChecks(discovery([operation({}), notes]), {
      include: [],
      exclude: ['internalNotes'],
      withAdminToken: false,
      anonymousByDesign: [],
    });
    expect(excluded.checks.map((check) => check.graphql?.operation)).toEqual(['articles']);
    expect(excluded.excluded).toBe(1);
  });

  it('plans nothing for GraphQL without the plugin', () => {
    expect(
      planChecks(
        { frontend: [], backend: [], exposure: null },
        { include: [], exclude: [], withAdminToken: false, anonymousByDesign: [] },
      ).checks,
    ).toEqual([]);
  });
});

describe('graphql baseline drift', () => {
  it('fails on a query or mutation that became anonymous, not on one that stayed or closed', () => {
    const before = buildInventory(
      discovery([
        operation({}),
        notes,
        operation({ operation: 'createArticle', kind: 'mutation', access: 'restricted' }),
      ]),
    );
    expect(before.graphql_operations).toContainEqual({
      operation: 'internalNotes',
      kind: 'query',
      anonymous: false,
    });
    const after = buildInventory(
      discovery([
        operation({ access: 'disabled' }),
        { ...notes, access: 'public' },
        operation({ operation: 'createArticle', kind: 'mutation', access: 'public' }),
      ]),
    );
    expect(compareInventories(before, after)).toEqual([
      {
        kind: 'regression',
        subject: 'graphql query internalNotes',
        message: 'GraphQL query internalNotes became anonymously reachable',
        fails: true,
      },
      {
        kind: 'regression',
        subject: 'graphql mutation createArticle',
        message: 'GraphQL mutation createArticle became anonymously reachable',
        fails: true,
      },
    ]);
  });

  it('reports no GraphQL drift against a baseline without GraphQL operations', () => {
    const before = buildInventory({ frontend: [], backend: [], exposure: null });
    expect(before.graphql_operations).toBeUndefined();
    expect(compareInventories(before, buildInventory(discovery([operation({})])))).toEqual([]);
  });
});
