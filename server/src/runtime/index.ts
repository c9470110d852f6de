/**
 * The public module of `runtime/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. Answers built off the request path (the exposure audit, the
 * OpenAPI document), where installed packages are found, and the runtime versions of `v1/platform`.
 */
export {
  BackgroundBuilds,
  BUILDING_RETRY_AFTER_SECONDS,
  UnfinishedBuildError,
  unfinishedBuildMessage,
  type BuildAnswer,
  type BuildLimits,
  type BuildSubject,
  type UnfinishedBuild,
} from './background-build';
export { findPackageDir, packageVersionAt, readRuntimeInfo } from './runtime-info';
