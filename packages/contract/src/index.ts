/**
 * `@route-discovery/contract`: every JSON shape the plugin's server, its admin panel and the
 * `route-discovery` CLI share, as zod schemas with their inferred types, and the constants and
 * rules all three read (identity, skip reasons, exit codes and verdicts, write actions, run
 * limits, link statuses). docs/openapi.json is checked against these schemas by a unit test
 * (tests/unit/contract/openapi-schemas.test.ts). The constants live in modules without zod and
 * the package declares `sideEffects: false`, so a bundle that reads only constants (the CLI)
 * takes no schema and no zod.
 */
export {
  adminApiPath,
  apiPath,
  ENDPOINT_NAMES,
  ENDPOINTS,
  PLUGIN_ID,
  pluginUid,
  REPORT_ACCESS_HEADER,
  REPORTS_READ_ACTION,
  type EndpointKey,
  type EndpointName,
  type EndpointSpec,
} from './identity';
export { SkipReason } from './skip-reasons';
export { EXIT, RUN_VERDICTS, verdictOf, type RunVerdict } from './exit-codes';
export { isWriteAction, WRITE_ACTIONS } from './write-actions';
export {
  MAX_RUN_DRIFT,
  MAX_RUN_FAILURES,
  MAX_RUN_TEXT,
  MAX_RUN_URL,
  RUN_BODY_LIMIT_BYTES,
  RUNS_KEPT_DEFAULT,
  RUNS_KEPT_MAX,
} from './run-limits';
export {
  BROKEN_STATUSES,
  LINK_KINDS,
  LINK_STATUSES,
  MOVED_STATUS,
  type LinkKind,
  type LinkStatus,
} from './link-values';
export {
  apiLifecycleSchema,
  apiStatusSchema,
  baseMetadataSchema,
  countSchema,
  sitePagesMetadataSchema,
  urlMetadataSchema,
  type ApiLifecycle,
  type ApiStatus,
  type BaseMetadata,
  type SitePagesMetadata,
  type UrlMetadata,
} from './metadata';
export { errorBodySchema, type ErrorBody } from './error-body';
export {
  backendEnvelopeSchema,
  backendUrlRowSchema,
  frontendEnvelopeSchema,
  frontendUrlRowSchema,
  previewEnvelopeSchema,
  previewUrlRowSchema,
  type AnyFrontendUrlRow,
  type BackendUrlRow,
  type FrontendUrlRow,
  type PreviewUrlRow,
  type UrlEnvelope,
} from './urls';
export {
  dependencyEntrySchema,
  manifestFormatSchema,
  platformReportSchema,
  platformResponseSchema,
  runtimeInfoSchema,
  sourceKindSchema,
  type DependencyEntry,
  type ManifestFormat,
  type PlatformReport,
  type PlatformResponse,
  type RuntimeInfo,
  type SourceKind,
} from './platform';
export {
  reportConfigSchema,
  settingDiagnosticSchema,
  settingSourceSchema,
  type ReportConfig,
  type SettingDiagnostic,
  type SettingSource,
} from './report-config';
export {
  contentTypeExposureSchema,
  coreRouteAccessSchema,
  coreRouteSchema,
  exposureReportSchema,
  exposureResponseSchema,
  exposureRouteSchema,
  findingSchema,
  findingSeveritySchema,
  routeAccessSchema,
  type ContentTypeExposure,
  type CoreRoute,
  type CoreRouteAccess,
  type ExposureReport,
  type ExposureResponse,
  type ExposureRoute,
  type Finding,
  type FindingSeverity,
  type RouteAccess,
} from './exposure';
export {
  graphqlEnvelopeSchema,
  graphqlMetadataSchema,
  graphqlOperationRowSchema,
  type GraphqlEnvelope,
  type GraphqlMetadata,
  type GraphqlOperationRow,
} from './graphql';
export { maskQueryValues, queryNames, SECRET_MASK, type MaskedUrl } from './secret-query';
export {
  maskSignedUrl,
  maskSignedUrlsIn,
  SIGNED_URL_SCHEMES,
  signedUrlSecrets,
  type SignedUrlScheme,
} from './signed-urls';
export { INTEGRITY_KINDS, MEDIA_STATUSES, type IntegrityKind, type MediaStatus } from './integrity-values';
export {
  integrityEnvelopeSchema,
  integrityFiltersSchema,
  integrityFindingSchema,
  integrityKindSchema,
  integrityTargetDocumentSchema,
  type IntegrityEnvelope,
  type IntegrityFilters,
  type IntegrityFinding,
  type IntegrityTargetDocument,
} from './integrity';
export {
  contentLinkRowSchema,
  contentLinksEnvelopeSchema,
  linkFiltersSchema,
  linkKindSchema,
  linkStatusSchema,
  type ContentLinkRow,
  type ContentLinksEnvelope,
  type LinkFilters,
} from './content-links';
export {
  httpUrlSchema,
  publishedRunSchema,
  runCiSchema,
  runDriftSchema,
  runFailureSchema,
  runsEnvelopeSchema,
  runSummarySchema,
  storedRunSchema,
  type PublishedRun,
  type RunFailure,
  type RunsEnvelope,
  type RunSummaryInput,
  type StoredRun,
} from './runs';
export {
  EXPORT_FORMATS,
  exportUrlRequestSchema,
  exportUrlResponseSchema,
  countsResponseSchema,
  listCountsSchema,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PAGED_LISTS,
  pageMetadataSchema,
  pageQuerySchema,
  SEARCH_MAX_LENGTH,
  SORT_KEYS,
  type ExportFormat,
  type ExportUrlRequest,
  type ExportUrlResponse,
  type CountsResponse,
  type ListCounts,
  type PagedList,
  type PageMetadata,
  type PageQuery,
} from './paging';
export {
  listTotalsSchema,
  summaryCountingResponseSchema,
  summaryResponseSchema,
  summarySchema,
  type Summary,
  type SummaryCountingResponse,
  type SummaryResponse,
} from './summary';
export {
  referenceIndexResponseSchema,
  referenceIndexTypeSchema,
  type ReferenceIndexResponse,
  type ReferenceIndexType,
} from './reference-index';
export {
  INDEX_STATES,
  REFERENCE_DIRECTIONS,
  REFERENCE_KINDS,
  REFERENCE_TARGET_KINDS,
  referenceImpactSchema,
  referenceRebuildResponseSchema,
  referenceRebuildSchema,
  referenceRowSchema,
  referencesEnvelopeSchema,
  referenceSourceSchema,
  referencesMetadataSchema,
  type IndexStateName,
  type ReferenceDirection,
  type ReferenceImpact,
  type ReferenceRebuild,
  type ReferenceRebuildResponse,
  type ReferenceRow,
  type ReferencesEnvelope,
  USED_IN_BREAKS,
  usedInBrokenSchema,
  usedInResponseSchema,
  usedInSourceSchema,
  type UsedInBroken,
  type UsedInResponse,
  type UsedInSource,
} from './references';
export {
  FILE_FILTERS,
  fileUsageRowSchema,
  filesEnvelopeSchema,
  filesMissingPageSchema,
  FILE_LISTS,
  filesMetadataSchema,
  missingFileReferenceSchema,
  type FileUsageRow,
  type FilesEnvelope,
  type FilesMissingPage,
  type MissingFileReference,
} from './files';
export * from './field-label-parts';
export * from './moved-urls';
export * from './url-changes';
export * from './webtools-redirects';
export * from './monitor';
export * from './monitor-alerts';
export * from './monitor-schedule';
