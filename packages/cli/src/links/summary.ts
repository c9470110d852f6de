import type { LinkOutcome } from '@route-discovery/check-engine';
import type { LinkResult, LinksMode, LinksSummary } from './types';

const OUTCOMES: readonly LinkOutcome[] = [
  'ok',
  'broken',
  'redirect',
  'unreachable',
  'not-checkable',
  'excluded',
];

/** Counts link results per outcome; failed ones first in `results`. */
export function summarizeLinks(mode: LinksMode, results: LinkResult[]): LinksSummary {
  const totals = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as LinksSummary['totals'];
  for (const result of results) totals[result.outcome] += 1;
  totals.occurrences = results.length;
  totals.failed = results.filter((result) => !result.passed).length;
  return { mode, totals, results: [...results.filter((r) => !r.passed), ...results.filter((r) => r.passed)] };
}

/** Where a link sits, for report lines: `api::article.article abc123 (fr) content[0].children[1] "pricing"`. */
export function linkPlace(result: LinkResult): string {
  const locale = result.locale ? ` (${result.locale})` : '';
  return `${result.content_type} ${result.document_id}${locale} ${result.field_path} "${result.link_text}"`;
}
