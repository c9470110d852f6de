import type { RedirectOutcome } from '@route-discovery/contract';

/** What decides a record's redirect: the page's URL now, and what else the database knows. */
export interface OutcomeFacts {
  old_url: string;
  /** The page's website URL now (null: it has none). */
  current_url: string | null;
  /** A newer record of the same old URL exists. */
  superseded: boolean;
  /** A published page's website URL is the old URL now. */
  live: boolean;
}

/** A record's redirect: the outcome, the target (the page's URL now) and why there is no rule. */
export interface Outcome {
  redirect: RedirectOutcome;
  target: string | null;
  reason: string | null;
}

/**
 * The one rule behind the list's `redirect` and every export (docs/api.md, "Moved URLs"). An old
 * URL points at the page's URL now, never at the URL it moved to first, so a URL moved twice
 * gives two rules to the newest URL and no chain (as Wagtail's redirects point at the page:
 * https://docs.wagtail.org/en/stable/reference/contrib/redirects.html). Only the newest record of
 * an old URL gives a rule. A rule whose old URL a published page answers at now would loop (the
 * page moved back, or two pages swapped URLs) or hide that page: it is dropped, with the reason.
 */
export function redirectOutcome(facts: OutcomeFacts): Outcome {
  if (facts.superseded) {
    return { redirect: 'superseded', target: null, reason: 'a newer move of this URL decides its redirect' };
  }
  if (facts.live || facts.current_url === facts.old_url) {
    return {
      redirect: 'dropped',
      target: null,
      reason: 'a published page answers at this URL now: a redirect would loop or hide it',
    };
  }
  if (facts.current_url === null) return { redirect: 'gone', target: null, reason: null };
  return { redirect: 'redirect', target: facts.current_url, reason: null };
}
