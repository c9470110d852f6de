import builder from 'junit-report-builder';
import type { CheckResult, Scope } from '../types';
import type { RunSummary } from './summary';

const SUITE_NAMES: Record<Scope, string> = {
  frontend: 'frontend (content API, anonymous)',
  backend: 'backend (admin API, admin token)',
  auth: 'auth (refuses anonymous callers)',
};

/**
 * Writes a JUnit XML report (junit-report-builder): one test suite per scope, one test case per
 * URL, classname from the handler, failures with status, time and a short reason. Baseline
 * regressions and removed routes become test cases of a `baseline` suite.
 * @param removedFails whether removed routes fail (`--fail-on removed`)
 */
export function writeJunit(file: string, summary: RunSummary, removedFails: boolean): void {
  const report = builder.newBuilder();
  for (const scope of ['frontend', 'backend', 'auth'] as const) {
    const results = summary.results.filter((r: CheckResult) => r.scope === scope);
    if (results.length === 0) continue;
    const suite = report.testSuite().name(SUITE_NAMES[scope]);
    for (const result of results) {
      const testCase = suite
        .testCase()
        .className(result.handler || `${scope}.no-handler`)
        .name(`${result.method} ${result.target}`)
        .time(result.ms / 1000);
      if (!result.passed) {
        testCase.failure(
          `${result.reason} (status ${result.status ?? 'none'}, ${result.ms} ms, ${result.attempts} attempt(s))`,
          result.kind,
        );
      }
    }
  }
  if (summary.drift.length > 0) {
    const suite = report.testSuite().name('baseline');
    for (const drift of summary.drift) {
      const testCase = suite.testCase().className(`baseline.${drift.kind}`).name(drift.subject);
      if (drift.kind === 'regression' || (drift.kind === 'removed' && removedFails))
        testCase.failure(drift.message, drift.kind);
    }
  }
  report.writeTo(file);
}
