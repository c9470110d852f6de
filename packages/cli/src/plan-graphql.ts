import { SkipReason } from '@route-discovery/contract';
import type { Check, GraphqlResponse } from './types';

/**
 * The `graphql` suite's checks (docs/api.md, "GraphQL operations"), from the server's rows: what
 * may be sent is the server's decision (`is_testable`), never a second rule here.
 * - every testable (public) query, anonymously, must answer data without errors;
 * - every other query with a document whose reason is "Requires authentication", anonymously,
 *   must be refused (FORBIDDEN or UNAUTHENTICATED).
 * Mutations are never sent.
 * @param graphqlPath where the GraphQL endpoint answers (`--graphql-path`, else the server's `graphql_endpoint`)
 */
export function graphqlChecks(graphql: GraphqlResponse, graphqlPath: string): Check[] {
  const checks: Check[] = [];
  for (const row of graphql.operations) {
    if (row.kind !== 'query' || !row.document) continue;
    const base = {
      scope: 'graphql' as const,
      method: 'POST',
      path: graphqlPath,
      target: graphqlPath,
      handler: row.action || `graphql.${row.operation}`,
      withAdminToken: false,
      graphql: { operation: row.operation, document: row.document, variables: row.variables },
    };
    if (row.is_testable) checks.push({ ...base, expect: 'success' });
    else if (row.skip_reason === SkipReason.authentication) checks.push({ ...base, expect: 'refusal' });
  }
  return checks;
}
