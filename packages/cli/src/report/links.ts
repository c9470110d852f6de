import { absoluteEditUrl, linkTablesMarkdown, markdownCell } from '@route-discovery/check-engine';
import type builder from 'junit-report-builder';
import type { RunSummary } from './summary';
import { linkPlace } from '../links/summary';
import type { LinkResult } from '../links/types';

type ReportBuilder = ReturnType<typeof builder.newBuilder>;

/** The columns after a link's place in the report's tables: its outcome, and why. */
const RESULT_COLUMNS = [
  ['outcome', (result: LinkResult) => result.outcome],
  ['reason', (result: LinkResult) => markdownCell(result.reason)],
] as const;

/**
 * Adds the JUnit suite `links`: one test case per link occurrence, named by its document, field and
 * link text, classname `links.<content type>`; broken and unreachable ones fail, not-checkable and
 * excluded ones are skipped; `system-out` holds the target and the Content Manager edit URL.
 */
export function addJunitLinks(report: ReportBuilder, summary: RunSummary): void {
  if (!summary.links) return;
  const suite = report.testSuite().name('links');
  for (const result of summary.links.results) {
    const testCase = suite
      .testCase()
      .className(`links.${result.content_type}`)
      .name(`${linkPlace(result)} -> ${result.target}`)
      .standardOutput(
        `Edit: ${absoluteEditUrl(summary.base_url, result.edit_url)}\nTarget: ${result.target}`,
      );
    if (!result.passed) testCase.failure(`${result.reason} (${result.decided_by})`, result.outcome);
    else if (result.outcome === 'not-checkable' || result.outcome === 'excluded') testCase.skipped();
  }
}

/** Markdown of the links: counts, then the links that are not ok grouped by document, each group with its edit link. */
export function markdownLinks(summary: RunSummary, maxRows = 200): string[] {
  if (!summary.links) return [];
  const { totals, results } = summary.links;
  const lines = [
    '',
    `### Links (${summary.links.mode})`,
    '',
    `${totals.occurrences} links: ${totals.ok} ok, ${totals.broken} broken, ${totals.unreachable} unreachable, ${totals.redirect} redirect, ${totals['not-checkable']} not checkable, ${totals.excluded} excluded.`,
  ];
  const notOk = results.filter((result) => result.outcome !== 'ok').slice(0, maxRows);
  lines.push(
    ...linkTablesMarkdown(notOk, { headingLevel: 4, origin: summary.base_url, columns: RESULT_COLUMNS }),
  );
  return lines;
}

// C0, C1 and DEL: values read from content never reach a terminal as control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const plain = (text: string) => text.replace(CONTROL, ' ');

/** Console lines: one `FAIL link ...` per failed occurrence (control characters blanked), then the links summary line. */
export function consoleLinks(summary: RunSummary): string[] {
  if (!summary.links) return [];
  const { totals } = summary.links;
  return [
    ...summary.links.results
      .filter((r) => !r.passed)
      .map((r) => plain(`FAIL link ${linkPlace(r)} -> ${r.target}: ${r.outcome}, ${r.reason}`)),
    `route-discovery links (${summary.links.mode}): ${totals.occurrences} links, ${totals.ok} ok, ${totals.broken} broken, ` +
      `${totals.unreachable} unreachable, ${totals.redirect} redirect, ${totals['not-checkable']} not checkable, ${totals.excluded} excluded`,
  ];
}
