/**
 * The outcome of checking one link, shared by the CLI's `--links` and the admin panel's Links page.
 * Pure: a status in, an outcome out.
 */

/** Outcomes of a link check (docs/api.md, "Link outcomes"). */
export type LinkOutcome = 'ok' | 'broken' | 'redirect' | 'unreachable' | 'not-checkable' | 'excluded';

/** Outcomes that fail a run. */
export const FAILING_LINK_OUTCOMES: readonly LinkOutcome[] = ['broken', 'unreachable'];

/**
 * Answers that say "not to robots" rather than "gone": 401 and 403 (a login or a bot wall), 429
 * (still rate limited after the retries) and 999 (LinkedIn's bot answer). lychee and linkinator
 * report these as failures and drown a report in them; here they are `not-checkable` unless strict.
 */
export const NOT_CHECKABLE_STATUSES: readonly number[] = [401, 403, 429, 999];

/** Inclusive status ranges a run accepts as `ok` (`--accept 200..299,403`). */
export type StatusRanges = ReadonlyArray<readonly [number, number]>;

/** 2xx: accepted unless `--accept` says otherwise. */
export const DEFAULT_ACCEPT: StatusRanges = [[200, 299]];

/**
 * Parses `--accept` as lychee spells it: comma-separated codes and inclusive ranges (`200..299`,
 * `200..=299`, `403`).
 * @throws Error naming the part that is not a status or range of statuses (100-999)
 */
export function parseStatusRanges(text: string): StatusRanges {
  return text.split(',').map((part) => {
    const match = /^\s*(\d{3})\s*(?:\.\.=?\s*(\d{3})\s*)?$/.exec(part);
    const low = Number(match?.[1]);
    const high = Number(match?.[2] ?? match?.[1]);
    if (!match || low < 100 || high > 999 || high < low) {
      throw new Error(`"${part.trim()}" is not a status or a range such as 200..299`);
    }
    return [low, high] as const;
  });
}

/** What the last attempt got: a status (null on a network error or timeout) and its error text. */
export interface LinkAnswer {
  status: number | null;
  error?: string | null;
  location?: string | null;
}

/**
 * The outcome of one answered link: an accepted status is `ok`; a 3xx not accepted is `redirect`
 * (reported, not failed: redirects are not followed); a network error or timeout `unreachable`;
 * a `NOT_CHECKABLE_STATUSES` answer `not-checkable` unless `strict`; anything else `broken`.
 * @returns the outcome and a short reason for reports
 */
export function linkOutcome(
  answer: LinkAnswer,
  accept: StatusRanges = DEFAULT_ACCEPT,
  strict = false,
): { outcome: LinkOutcome; reason: string } {
  const { status } = answer;
  if (status === null) return { outcome: 'unreachable', reason: answer.error || 'network error' };
  if (accept.some(([low, high]) => status >= low && status <= high))
    return { outcome: 'ok', reason: `HTTP ${status}` };
  if (status >= 300 && status < 400) {
    return {
      outcome: 'redirect',
      reason: `HTTP ${status}${answer.location ? ` to ${answer.location}` : ''}`,
    };
  }
  if (!strict && NOT_CHECKABLE_STATUSES.includes(status)) {
    return { outcome: 'not-checkable', reason: `HTTP ${status} (refuses robots; --strict fails it)` };
  }
  return { outcome: 'broken', reason: `HTTP ${status}` };
}

/** Statuses after a HEAD that mean "ask again with GET" (RFC 9110 15.5.6 405, 15.6.2 501; 400 from servers that mishandle HEAD). */
export const HEAD_REFUSED_STATUSES: readonly number[] = [400, 405, 501];
