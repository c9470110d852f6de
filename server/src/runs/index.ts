/**
 * The public module of `runs/` (docs/decisions/0261-feature-public-modules.md): what other features
 * and the top floor use of it. The published smoke run's content type name, which the plugin's
 * content types register; storing and listing runs, their issues, and the request body limit that
 * `register` mounts on the runs route.
 */
export { listRuns, RUN_CONTENT_TYPE_NAME, runBatches, runPosition, storeRun } from './run-store';
export { createRunBodyLimit } from './body-limit';
export { describeRunIssues } from './run-issues';
