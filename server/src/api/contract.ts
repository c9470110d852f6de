/**
 * The response contract of the content API (spec sections 2.1 to 2.5, design sections 5 to 7) and
 * of the admin `report-config` route. Server, admin pages and tests all read these types from here.
 * This module holds types only, so the admin bundle imports nothing from the server.
 */

export type * from '../exposure/contract';

/** Lifecycle status of an API version (spec section 3). */
export type ApiStatus = 'stable' | 'deprecated';

/** `metadata.api_lifecycle` (spec 2.5). */
export interface ApiLifecycle {
  status: ApiStatus;
  deprecated_on: string | null;
  sunset_on: string | null;
}

/** Metadata every response carries (spec 2.5). */
export interface BaseMetadata {
  api_version: string;
  api_lifecycle: ApiLifecycle;
  /** ISO 8601 with offset. */
  generated_at: string;
  package_version: string;
}

/** Metadata of the URL endpoints: the base plus filter and counts. */
export interface UrlMetadata extends BaseMetadata {
  applied_filter: string | null;
  total_count: number;
  testable_count: number;
  untestable_count: number;
}

/** The URL-discovery envelope (spec 2.3); count = total_count = testable_count + untestable_count. */
export interface UrlEnvelope<Row> {
  urls: Row[];
  count: number;
  metadata: UrlMetadata;
}

/** A backend URL row (spec 2.1) plus the additive `method` (design section 5). */
export interface BackendUrlRow {
  route: string;
  name: string;
  namespace: string;
  has_parameters: boolean;
  view_name: string;
  page_type: string;
  is_testable: boolean;
  skip_reason: string;
  resolved_route: string;
  method: string;
}

/** A frontend URL row (spec 2.2) plus the additive `method` and, with `siteUrl` configured, `site_url`. */
export interface FrontendUrlRow {
  url: string;
  source: 'page' | 'resolver';
  page_type: string;
  page_title: string;
  name: string;
  resolved_url: string;
  query_params: Record<string, string>;
  is_testable: boolean;
  skip_reason: string;
  method: string;
  site_url?: string;
}

/** Manifest formats of the platform inventory (spec 2.4 plus `package.json`, design section 7). */
export type ManifestFormat =
  | 'package.json'
  | 'pyproject.toml'
  | 'poetry-pyproject'
  | 'requirements.txt'
  | 'unknown';

/** Where a dependency is declared: runtime, an optional extra, or a group (spec 2.4). */
export type SourceKind = 'runtime' | 'optional' | 'group';

/** One declared dependency (spec 2.4 plus the additive `satisfies`). */
export interface DependencyEntry {
  name: string;
  /** Declared version specifier or source detail, markers kept; '' when none. */
  specifier: string;
  /** '' when not installed. */
  installed_version: string;
  is_installed: boolean;
  source_kind: SourceKind;
  /** Extra, group or package.json field for optional and group entries, else null. */
  source_name: string | null;
  /** Installed version within the declared range; null when unknown. */
  satisfies: boolean | null;
}

/** `platform.runtime` (spec 2.4, design section 7). */
export interface RuntimeInfo {
  node_version: string;
  runtime_implementation: string;
  framework_version: string;
  cms_version: string;
  environment: string;
  database_client: string;
}

/** `platform` of the platform response. */
export interface PlatformReport {
  runtime: RuntimeInfo;
  dependencies: { source: { path: string; format: ManifestFormat | null }; packages: DependencyEntry[] };
  warnings: string[];
}

/** The platform response (spec 2.4): no URL-only metadata. */
export interface PlatformResponse {
  platform: PlatformReport;
  metadata: BaseMetadata;
}

/** Where an effective setting came from. */
export type SettingSource = 'env' | 'config' | 'default';

/** One row of the settings page: where a setting comes from and its effective value, secrets masked. */
export interface SettingDiagnostic {
  name: string;
  envVar: string;
  configKey: string;
  source: SettingSource;
  value: string;
  warning: string | null;
}

/** `data` of `GET /route-discovery/report-config`: what the admin pages need. */
export interface ReportConfig {
  reportsEnabled: boolean;
  environment: string;
  isDevelopment: boolean;
  newestStableVersion: string | null;
  endpoints: { backendUrls: string; frontendUrls: string; platform: string; exposure: string } | null;
  versions: Array<{ version: string; lifecycle: ApiLifecycle }>;
  settings: SettingDiagnostic[];
  curlExample: string | null;
}
