/**
 * The smoke-check engine shared by the admin panel's Test all and the `route-discovery` CLI
 * (docs/decisions/0044-one-check-engine.md), and what both write alike (the content-links Markdown
 * tables). It imports only its own modules, the contract's skip reasons and WHATWG globals, so the
 * browser bundle and Node both load it.
 */
export { classify, type Expectation, type ObservedResponse, type Verdict, type VerdictKind } from './outcome';
export { RETRYABLE_STATUSES, retryDelayMs, shouldRetry } from './retry';
export {
  fetchWithRetries,
  type FetchLike,
  type RetriedResponse,
  type RetryOptions,
} from './fetch-with-retries';
export {
  backendTarget,
  frontendTarget,
  joinUrl,
  withQuery,
  type BackendTargetFields,
  type FrontendTargetFields,
} from './target';
export { answersGet, mayWrite, SAFE_METHODS } from './methods';
export {
  adminRowExpectation,
  contentApiExpectation,
  publicByDesignAdminRoutes,
  type AdminRowFields,
  type ContentApiRowFields,
  type CoreRouteFields,
} from './anonymous-checks';
export {
  classifyGraphql,
  graphqlErrorSummary,
  GRAPHQL_REFUSAL_CODES,
  type ObservedGraphqlAnswer,
} from './graphql-outcome';
export { DEFAULT_HOST_LIMITS, HostLimiter, type HostLimits } from './host-limiter';
export {
  DEFAULT_ACCEPT,
  FAILING_LINK_OUTCOMES,
  HEAD_REFUSED_STATUSES,
  linkOutcome,
  NOT_CHECKABLE_STATUSES,
  parseStatusRanges,
  type LinkAnswer,
  type LinkOutcome,
  type StatusRanges,
} from './link-outcome';
export { checkLink, networkErrorCause, type LinkCheckOptions, type LinkCheckResult } from './check-link';
export {
  absoluteEditUrl,
  linkTablesMarkdown,
  markdownCell,
  type LinkPlaceFields,
  type LinkTableOptions,
} from './link-markdown';
export {
  backendColumns,
  backendLabel,
  frontendLabel,
  contentTypeAccess,
  contentTypeColumns,
  exposureRouteColumns,
  frontendColumns,
  graphqlColumns,
  matchesSearch,
  matchesSearchWords,
  searchText,
  searchWords,
  type SearchColumns,
} from './search';
export {
  INTERNAL_LINK_KINDS,
  isBrokenInternalLink,
  linkSearchText,
  type LinkSearchFields,
} from './link-search';
export { csvField, csvLine, csvRecord, toCsv } from './csv';
export { provesMove, type MovedExpectation, type MovedProof, type MoveVerdict } from './moved-proof';
