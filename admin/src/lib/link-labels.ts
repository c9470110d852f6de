import { LINK_KINDS, LINK_STATUSES } from '@route-discovery/contract';
import type { Translate } from '../hooks/useT';

/** Outcomes of a link check (`@route-discovery/check-engine` `LinkOutcome`), each with a message. */
const OUTCOMES = new Set(['ok', 'broken', 'redirect', 'unreachable', 'not-checkable', 'excluded']);

/**
 * The admin's own reasons beside a link outcome: `published` (a link to a published document, decided
 * without a request) and `outside-cms` (a link the browser does not request, lib/link-test.ts).
 */
export const OUTSIDE_CMS_REASON = 'outside-cms';
const REASONS = new Set<string>([...LINK_STATUSES, 'published', OUTSIDE_CMS_REASON]);
const KINDS = new Set<string>(LINK_KINDS);

/** A link kind (`LINK_KINDS`) in the admin's language; any other value as it is. */
export function linkKindLabel(t: Translate, kind: string): string {
  return KINDS.has(kind) ? t(`links.kind.${kind}`) : kind;
}

/**
 * A link's outcome and reason in the admin's language: `broken (no published version)`. A reason
 * from a check (an HTTP status, a network error) is shown as the check gave it.
 */
export function linkOutcomeLabel(t: Translate, outcome: string, reason: string): string {
  const shownOutcome = OUTCOMES.has(outcome) ? t(`links.outcome.${outcome}`) : outcome;
  if (!reason) return shownOutcome;
  return `${shownOutcome} (${linkReasonLabel(t, reason)})`;
}

/** A link status (`LINK_STATUSES`) or the admin's own reason in the admin's language; else as it is. */
export function linkReasonLabel(t: Translate, reason: string): string {
  return REASONS.has(reason) ? t(`links.reason.${reason}`) : reason;
}
