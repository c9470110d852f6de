import builder from 'junit-report-builder';
import { reasonWithKnown } from '../known/known-behaviour';
import { addJunitIntegrity } from './integrity';
import { addJunitLinks } from './links';
import { SCOPES, SCOPE_TITLES } from '../scopes';
import { requestLabel, type RunSummary } from './summary';

/**
 * Formats a JUnit XML report (junit-report-builder; `schema/junit.xsd`): one test suite per scope,
 * one test case per URL, classname from the handler, failures with status, time and a short
 * reason. Baseline drift becomes test cases of a `baseline` suite, failed where the drift fails
 * the run. Pure: the writer (`writer.ts`) does the I/O.
 */
export function formatJunit(summary: RunSummary): string {
  const report = builder.newBuilder();
  for (const scope of SCOPES) {
    const results = summary.results.filter((r) => r.scope === scope);
    if (results.length === 0) continue;
    const suite = report.testSuite().name(SCOPE_TITLES[scope]);
    for (const result of results) {
      const testCase = suite
        .testCase()
        .className(result.handler || `${scope}.no-handler`)
        .name(requestLabel(result))
        .time(result.ms / 1000);
      if (!result.passed) {
        testCase.failure(
          `${reasonWithKnown(result)} (status ${result.status ?? 'none'}, ${result.ms} ms, ${result.attempts} attempt(s))`,
          result.kind,
        );
      }
    }
  }
  if (summary.drift.length > 0) {
    const suite = report.testSuite().name('baseline');
    for (const drift of summary.drift) {
      const testCase = suite.testCase().className(`baseline.${drift.kind}`).name(drift.subject);
      if (drift.fails) testCase.failure(drift.message, drift.kind);
    }
  }
  if (summary.sitemap) {
    const suite = report.testSuite().name('sitemap');
    for (const finding of summary.sitemap.findings) {
      const testCase = suite.testCase().className(`sitemap.${finding.kind}`).name(finding.url);
      if (finding.fails) testCase.failure(finding.message, finding.kind);
    }
  }
  addJunitLinks(report, summary);
  addJunitIntegrity(report, summary);
  return report.build();
}
