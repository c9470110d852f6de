import { absoluteEditUrl, markdownCell } from '@route-discovery/check-engine';
import type builder from 'junit-report-builder';
import { findingDocument, findingField, findingPlace, findingReason } from '../integrity/run-integrity';
import type { RunSummary } from './summary';

type ReportBuilder = ReturnType<typeof builder.newBuilder>;

/** Console lines of the integrity suite: one `FAIL integrity` line per finding, with its edit link. */
export function consoleIntegrity(summary: RunSummary): string[] {
  if (!summary.integrity) return [];
  return summary.integrity.findings.map(
    (finding) =>
      `FAIL integrity ${finding.kind} ${findingPlace(finding)}: ${findingReason(finding)}; edit: ${absoluteEditUrl(summary.base_url, finding.edit_url)}`,
  );
}

/**
 * The JUnit suite `integrity`: one failing test case per finding, classname
 * `integrity.<kind>`, named by its place; `system-out` holds the edit URL.
 */
export function addJunitIntegrity(report: ReportBuilder, summary: RunSummary): void {
  if (!summary.integrity) return;
  const suite = report.testSuite().name('integrity');
  for (const finding of summary.integrity.findings) {
    suite
      .testCase()
      .className(`integrity.${finding.kind}`)
      .name(findingPlace(finding))
      .standardOutput(`Edit: ${absoluteEditUrl(summary.base_url, finding.edit_url)}`)
      .failure(findingReason(finding), finding.kind);
  }
}

/**
 * Markdown of the integrity suite: the count per kind, then a table of findings with edit links,
 * each document (lost targets included) by its title beside its IDs and each place by its label
 * beside its path.
 */
export function markdownIntegrity(summary: RunSummary, maxRows = 200): string[] {
  if (!summary.integrity) return [];
  const { totals, findings } = summary.integrity;
  const perKind = Object.entries(totals)
    .filter(([kind]) => kind !== 'findings')
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  const lines = ['', '### Integrity', '', `${totals.findings} findings: ${perKind}.`];
  if (findings.length === 0) return lines;
  lines.push('', '| kind | document | field | what | edit |', '| --- | --- | --- | --- | --- |');
  for (const finding of findings.slice(0, maxRows)) {
    lines.push(
      `| ${finding.kind} | ${markdownCell(findingDocument(finding))} | ${markdownCell(findingField(finding))} | ${markdownCell(findingReason(finding, true))} | [edit](${absoluteEditUrl(summary.base_url, finding.edit_url)}) |`,
    );
  }
  return lines;
}
