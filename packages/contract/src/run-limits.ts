/**
 * Size limits of a published run (docs/api.md, "Runs"). Plain constants, no imports: the server's
 * schema, the body-size guard and the CLI (which trims its summary to fit) all read them from here.
 */

/** Largest accepted `POST v1/runs` body, in bytes (128 KiB); a larger `Content-Length` answers 413. */
export const RUN_BODY_LIMIT_BYTES = 128 * 1024;

/** Most failures one run carries; the CLI sends the first ones and counts the rest in `failures_omitted`. */
export const MAX_RUN_FAILURES = 200;

/** Most drift entries one run carries; the rest are counted in `drift_omitted`. */
export const MAX_RUN_DRIFT = 200;

/** Longest failure reason or drift message, in characters. */
export const MAX_RUN_TEXT = 1000;

/** Longest URL, path, handler or subject, in characters. */
export const MAX_RUN_URL = 2048;

/** Default and bounds of the `runsKept` setting: runs kept in the database, newest first. */
export const RUNS_KEPT_DEFAULT = 100;
export const RUNS_KEPT_MAX = 10_000;
