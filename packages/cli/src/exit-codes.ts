/** Exit codes of `route-discovery smoke`, documented in `--help` and the README. */
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

/** An error that stops the run with exit code 2; its message says what failed and what to check. */
export class CouldNotRunError extends Error {
  override name = 'CouldNotRunError';
}
