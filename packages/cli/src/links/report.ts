import type builder from 'junit-report-builder';
import type { RunSummary } from '../report/summary';
import { absoluteEditUrl, linkPlace } from './summary';

type ReportBuilder = ReturnType<typeof builder.newBuilder>;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

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
  const documents = new Map<string, typeof notOk>();
  for (const result of notOk) {
    const key = `${result.content_type} ${result.document_id}${result.locale ? ` (${result.locale})` : ''}`;
    documents.set(key, [...(documents.get(key) ?? []), result]);
  }
  for (const [document, group] of documents) {
    lines.push('', `#### [${cell(document)}](${absoluteEditUrl(summary.base_url, group[0].edit_url)})`, '');
    lines.push('| field | link text | target | outcome | reason |', '| --- | --- | --- | --- | --- |');
    for (const r of group) {
      lines.push(
        `| \`${cell(r.field_path)}\` | ${cell(r.link_text)} | \`${cell(r.target)}\` | ${r.outcome} | ${cell(r.reason)} |`,
      );
    }
  }
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
