/**
 * Exit codes of `route-discovery smoke` and what each says of a run, in one place: the CLI exits
 * with them and writes its Markdown verdict from them, the server stores a published run's
 * verdict from its `exit_code`, the admin colours its run cards by that verdict.
 */

/** Exit codes of `route-discovery smoke`, documented in `--help`, the README and docs/ci.md. */
export const EXIT = {
  /** Everything tested passed (and no baseline regression). */
  passed: 0,
  /** At least one failure, or a baseline regression. */
  failed: 1,
  /** Could not run: bad arguments, discovery API unreachable or refusing (401/403/500). */
  couldNotRun: 2,
  /** Nothing was tested. */
  nothingTested: 3,
} as const;

/** Every verdict a stored run carries (`GET v1/runs` `verdict`, docs/openapi.json `StoredRun`). */
export const RUN_VERDICTS = ['passed', 'failed', 'nothing-tested', 'could-not-run'] as const;

/** What the exit code says of a run, in a word. */
export type RunVerdict = (typeof RUN_VERDICTS)[number];

/**
 * The verdict of an exit code: 0 passed, 1 failed, 3 nothing tested, and any other code (2, or
 * one no release of the CLI exits with) could not run.
 */
export function verdictOf(exitCode: number): RunVerdict {
  if (exitCode === EXIT.passed) return 'passed';
  if (exitCode === EXIT.failed) return 'failed';
  if (exitCode === EXIT.nothingTested) return 'nothing-tested';
  return 'could-not-run';
}
