/**
 * Outcome classification of one GraphQL request, shared by the admin panel's GraphQL page and the
 * CLI's `graphql` suite. A GraphQL server answers most refusals and failures with HTTP 200 and an
 * `errors` list (GraphQL over HTTP, https://graphql.github.io/graphql-over-http/draft/), so the
 * status alone proves nothing: the body decides. Pure: status and body text in, a verdict out.
 */
import type { Expectation, Verdict } from './outcome';

/** What came back: a status (null on a network error) and the body text. */
export interface ObservedGraphqlAnswer {
  status: number | null;
  body: string;
  /** The network error's message when status is null. */
  error?: string;
}

/** Error codes Strapi's GraphQL plugin sends for a refused resolver (`format-graphql-error.ts`). */
export const GRAPHQL_REFUSAL_CODES = ['FORBIDDEN', 'UNAUTHENTICATED'];

/** Longest error message a verdict repeats, in characters. */
const MESSAGE_LIMIT = 160;

interface GraphqlBody {
  data?: unknown;
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
}

/** The body parsed, or null when it is not a GraphQL response object. */
function parse(body: string): GraphqlBody | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as GraphqlBody) : null;
  } catch {
    return null;
  }
}

/**
 * `CODE: message` of the first error: its `extensions.code` and message, control characters
 * stripped and the message cut to MESSAGE_LIMIT characters. Nothing else of the error is read, so
 * a stack trace in `extensions` (development servers send one) never reaches a report.
 */
export function graphqlErrorSummary(body: GraphqlBody): string {
  const first = body.errors?.[0];
  const clean = (value: unknown) =>
    // Control, format and line-separator characters (as the server's audit lines strip them).
    typeof value === 'string' ? value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').trim() : '';
  const code = clean(first?.extensions?.code) || 'ERROR';
  const message = clean(first?.message);
  const short = message.length > MESSAGE_LIMIT ? `${message.slice(0, MESSAGE_LIMIT)}…` : message;
  return short ? `${code}: ${short}` : code;
}

/**
 * Classifies a GraphQL answer against an expectation.
 * - success: HTTP 200, a JSON body with `data` not null and no `errors` passes; errors fail as
 *   `graphql-error` with the first error's code and message.
 * - refusal: an error coded FORBIDDEN or UNAUTHENTICATED (or HTTP 401/403) passes; data without
 *   errors fails as "answers without credentials"; anything else fails as "not refused".
 */
export function classifyGraphql(observed: ObservedGraphqlAnswer, expectation: Expectation): Verdict {
  const { status } = observed;
  if (status === null)
    return { passed: false, kind: 'network-error', reason: observed.error || 'network error' };
  const body = parse(observed.body);
  const hasErrors = Boolean(body?.errors?.length);
  const hasData = body !== null && body.data !== null && body.data !== undefined;
  if (expectation === 'refusal') {
    const code = body?.errors?.[0]?.extensions?.code;
    if (status === 401 || status === 403 || (hasErrors && GRAPHQL_REFUSAL_CODES.includes(String(code)))) {
      return {
        passed: true,
        kind: 'refused',
        reason: hasErrors ? `GraphQL ${String(code)}` : `HTTP ${status}`,
      };
    }
    if (status === 200 && hasData && !hasErrors) {
      return {
        passed: false,
        kind: 'answers-without-credentials',
        reason: 'answers without credentials (data, no error)',
      };
    }
    const detail = hasErrors && body ? graphqlErrorSummary(body) : `HTTP ${status}`;
    return { passed: false, kind: 'not-refused', reason: `${detail}, expected FORBIDDEN or UNAUTHENTICATED` };
  }
  if (status !== 200) {
    const detail = hasErrors && body ? `: ${graphqlErrorSummary(body)}` : '';
    return { passed: false, kind: 'http-error', reason: `HTTP ${status}${detail}` };
  }
  if (!body) return { passed: false, kind: 'http-error', reason: 'HTTP 200 with a body that is not JSON' };
  if (hasErrors) return { passed: false, kind: 'graphql-error', reason: graphqlErrorSummary(body) };
  if (!hasData) return { passed: false, kind: 'graphql-error', reason: 'data is null' };
  return { passed: true, kind: 'ok', reason: 'HTTP 200, data' };
}
