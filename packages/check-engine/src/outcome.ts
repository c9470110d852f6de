/**
 * Outcome classification of one smoke request, shared by the admin panel's Test all and the CLI.
 * Pure: status codes in, a verdict out.
 */

/** What a check expects: a success (2xx, or a followed-or-allowed 3xx) or a refusal (401/403). */
export type Expectation = 'success' | 'refusal';

/** The kind of a verdict, stable strings used in reports. */
export type VerdictKind =
  | 'ok'
  | 'redirect'
  | 'refused'
  | 'http-error'
  | 'network-error'
  | 'answers-without-credentials'
  | 'not-refused'
  | 'graphql-error';

/** The classification of one response (or network error). */
export interface Verdict {
  passed: boolean;
  kind: VerdictKind;
  /** Short human reason, e.g. `HTTP 500`, `redirect to /en`, `answers without credentials`. */
  reason: string;
}

/** What came back: a status (null on a network error or timeout) and, for a 3xx, its `Location`. */
export interface ObservedResponse {
  status: number | null;
  location?: string | null;
  /** The network error's message when status is null. */
  error?: string;
}

/**
 * Classifies a response against an expectation (status semantics: RFC 9110 section 15).
 * - success: 2xx passes; 3xx is a redirect that passes unless `allowRedirects` is false; the rest fails.
 * - refusal: 401 and 403 pass; a 2xx fails as "answers without credentials"; anything else fails
 *   as "not refused" (the route did not prove that it enforces authentication).
 */
export function classify(
  observed: ObservedResponse,
  expectation: Expectation,
  allowRedirects = true,
): Verdict {
  const { status } = observed;
  if (status === null) {
    return { passed: false, kind: 'network-error', reason: observed.error || 'network error' };
  }
  if (expectation === 'refusal') {
    if (status === 401 || status === 403) return { passed: true, kind: 'refused', reason: `HTTP ${status}` };
    if (status >= 200 && status < 300) {
      return {
        passed: false,
        kind: 'answers-without-credentials',
        reason: `answers without credentials (HTTP ${status})`,
      };
    }
    return { passed: false, kind: 'not-refused', reason: `HTTP ${status}, expected 401 or 403` };
  }
  if (status >= 200 && status < 300) return { passed: true, kind: 'ok', reason: `HTTP ${status}` };
  if (status >= 300 && status < 400) {
    const target = observed.location ? ` to ${observed.location}` : '';
    return { passed: allowRedirects, kind: 'redirect', reason: `HTTP ${status} redirect${target}` };
  }
  return { passed: false, kind: 'http-error', reason: `HTTP ${status}` };
}
