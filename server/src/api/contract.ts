/**
 * The response contract of the content API and of the admin `report-config` route, as the server
 * reads it: re-exported from `@route-discovery/contract` (the one definition, shared with the
 * admin and the CLI), so server modules keep importing it from here.
 */
export type {
  ApiLifecycle,
  ApiStatus,
  BackendUrlRow,
  BaseMetadata,
  DependencyEntry,
  EndpointKey,
  FrontendUrlRow,
  ManifestFormat,
  PlatformReport,
  PlatformResponse,
  ReportConfig,
  RuntimeInfo,
  SettingDiagnostic,
  SettingSource,
  SitePagesMetadata,
  SourceKind,
  UrlEnvelope,
  UrlMetadata,
} from '@route-discovery/contract';
