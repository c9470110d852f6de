import { classifyGraphql, fetchWithRetries } from '@route-discovery/check-engine';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { backendOrigin } from './url-test';

/** Retries on a network error, 429, 502, 503 or 504 (as Test on the URL reports). */
const MAX_RETRIES = 2;

/** Outcome of testing one GraphQL operation. */
export interface GraphqlTestOutcome {
  passed: boolean;
  status: number | null;
  ms: number;
  /** The engine's reason: `HTTP 200, data`, `GraphQL FORBIDDEN`, `INTERNAL_SERVER_ERROR: ...`. */
  reason: string;
}

/**
 * Sends one query's document anonymously (no cookie, no header) to the GraphQL endpoint and
 * classifies the answer with the rule the CLI's `graphql` suite uses (`classifyGraphql`): a
 * testable (public) query must answer data without errors, any other query must be refused.
 * @param endpoint the GraphQL path (`metadata.graphql_endpoint`)
 * @param fetchImpl injectable for tests (defaults to the global fetch)
 */
export async function testOperation(
  row: GraphqlOperationRow,
  endpoint: string,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphqlTestOutcome> {
  const { response, error, ms } = await fetchWithRetries(
    fetchImpl,
    `${backendOrigin()}${endpoint}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: row.document, variables: row.variables }),
      credentials: 'omit',
    },
    { maxRetries: MAX_RETRIES },
  );
  let body = '';
  if (response) body = await response.text().catch(() => '');
  const verdict = classifyGraphql(
    {
      status: response?.status ?? null,
      body,
      error: error instanceof Error ? error.message : 'Network error',
    },
    row.is_testable ? 'success' : 'refusal',
  );
  return { passed: verdict.passed, status: response?.status ?? null, ms, reason: verdict.reason };
}
