/**
 * The one rule of "an old URL is proven" (issue 46, item 5): what the website answered at a
 * recorded old URL, against what the move expects. Used by the CLI's `smoke --site --moved` and
 * by the server that stores the last check of each old URL. Pure: answers in, a verdict out.
 */
import type { ObservedResponse } from './outcome';

/**
 * The verdicts `provesMove` gives; `REDIRECT_CHECK_VERDICTS` of the contract lists them for the
 * API (`redirect_check.verdict`), and tests/unit/moved-proof.test.ts holds the two equal. The
 * engine imports nothing outside itself, so the browser bundle loads it alone.
 */
export type MoveVerdict = 'redirects' | 'missing' | 'wrong-target' | 'chain' | 'gone' | 'error';

/** What a recorded old URL must answer. */
export interface MovedExpectation {
  /** The absolute URL requested (the old URL, on `--site-origin` when given). */
  requested: string;
  /** The absolute URL the redirect must resolve to; null when the page is gone. */
  newUrl: string | null;
  /** Accepted redirect codes (the `redirectStatus` setting: 301 or 308, RFC 9110 15.4.2, 15.4.9). */
  redirectStatuses: readonly number[];
  /** Accepted codes for a gone URL (410 and, by setting, 404: RFC 9110 15.5.11, 15.5.5). */
  goneStatuses: readonly number[];
}

/** The verdict of one old URL: whether it passes, its name and a short reason for reports. */
export interface MovedProof {
  passed: boolean;
  verdict: MoveVerdict;
  reason: string;
  /** The redirect target resolved against the requested URL; null without a Location. */
  location: string | null;
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/** `location` resolved against `base` (RFC 9110 10.2.2: a Location may be relative), or null. */
function resolved(location: string | null | undefined, base: string): string | null {
  if (!location) return null;
  try {
    return new URL(location, base).href;
  } catch {
    return null;
  }
}

/** Two absolute URLs compared as the WHATWG URL parser normalises them. */
function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

/**
 * Decides whether the website proves a move: an old URL passes when it answers one redirect with
 * an accepted code whose Location resolves to the new URL, or (a gone page) an accepted gone code.
 * @param first the answer to the old URL, requested without following redirects
 * @param next the answer to the first answer's Location (requested without following), when the
 *   caller requested it; a 3xx there turns a redirect elsewhere into a `chain`
 */
export function provesMove(
  expectation: MovedExpectation,
  first: ObservedResponse,
  next?: ObservedResponse,
): MovedProof {
  const { status } = first;
  const location = resolved(first.location, expectation.requested);
  if (status === null) {
    return { passed: false, verdict: 'error', reason: first.error || 'network error', location: null };
  }
  if (status >= 500) return { passed: false, verdict: 'error', reason: `HTTP ${status}`, location };
  if (expectation.newUrl === null) {
    if (expectation.goneStatuses.includes(status)) {
      return { passed: true, verdict: 'gone', reason: `HTTP ${status}`, location: null };
    }
    const expected = `expected ${expectation.goneStatuses.join(' or ')} for a gone page`;
    if (isRedirect(status)) {
      return {
        passed: false,
        verdict: 'wrong-target',
        reason: `HTTP ${status} to ${location ?? '(no Location)'}, ${expected}`,
        location,
      };
    }
    return { passed: false, verdict: 'missing', reason: `HTTP ${status}, ${expected}`, location };
  }
  if (!isRedirect(status)) {
    return {
      passed: false,
      verdict: 'missing',
      reason: `HTTP ${status}, expected a redirect to ${expectation.newUrl}`,
      location,
    };
  }
  if (location === null || !sameUrl(location, expectation.newUrl)) {
    const chain = location !== null && next?.status != null && isRedirect(next.status);
    return {
      passed: false,
      verdict: chain ? 'chain' : 'wrong-target',
      reason: chain
        ? `HTTP ${status} to ${location}, which redirects again (HTTP ${next?.status}): expected one hop to ${expectation.newUrl}`
        : `HTTP ${status} to ${location ?? '(no Location)'}, expected ${expectation.newUrl}`,
      location,
    };
  }
  if (!expectation.redirectStatuses.includes(status)) {
    return {
      passed: false,
      verdict: 'wrong-target',
      reason: `HTTP ${status} to the new URL, expected ${expectation.redirectStatuses.join(' or ')} (a permanent move)`,
      location,
    };
  }
  return { passed: true, verdict: 'redirects', reason: `HTTP ${status} to ${location}`, location };
}
