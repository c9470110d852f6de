/**
 * The response contract of the content API (docs/api.md, docs/openapi.json) and
 * of the admin `report-config` route. Server, admin pages and tests all read these types from here.
 * This module holds types only, so the admin bundle imports nothing from the server.
 */
import type { ENDPOINTS, EndpointName } from '../identity';

/** Key of an endpoint in the admin's endpoint map (`backendUrls`, ...). */
export type EndpointKey = (typeof ENDPOINTS)[EndpointName]['key'];

/** Lifecycle status of an API version (docs/api.md, "Versioning"). */
export type ApiStatus = 'stable' | 'deprecated';

/** `metadata.api_lifecycle` (docs/api.md). */
export interface ApiLifecycle {
  status: ApiStatus;
  deprecated_on: string | null;
  sunset_on: string | null;
}

/** Metadata every response carries (docs/api.md). */
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
  /** `frontend-urls` with page rows only (additive). */
  site_pages?: SitePagesMetadata;
}

/**
 * `metadata.site_pages` of `frontend-urls` when page rows are listed (docs/api.md, "Site pages").
 */
export interface SitePagesMetadata {
  default_locale: string | null;
  /** Locale codes, the default first; empty without i18n. */
  locales: string[];
  /** Whether strapi-plugin-webtools is installed (its aliases then give `site_url`). */
  webtools_installed: boolean;
  /** Per publicly readable type: where its `site_url` comes from. */
  url_sources: Record<string, 'pattern' | 'webtools' | 'none'>;
  /** Documents published in some locales but not all, over all localized public types. */
  documents_missing_locales: number;
  documents_missing_locales_by_type: Record<string, number>;
}

/** The URL-discovery envelope (docs/api.md, "URL envelope"); count = total_count = testable_count + untestable_count. */
export interface UrlEnvelope<Row> {
  urls: Row[];
  count: number;
  metadata: UrlMetadata;
}

/** A backend URL row (docs/api.md, "Backend rows"), `method` included. */
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

/** A frontend URL row (docs/api.md, "Frontend rows") with the additive `method` and, with `siteUrl` configured, `site_url`. */
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
  /** Page rows: the row's locale, null for a type without i18n (additive). */
  locale?: string | null;
  site_url?: string;
  /** With `siteUrl`: '' when `site_url` is filled, else why it is `""` (additive). */
  site_url_reason?: string;
}

/** Manifest formats of the platform inventory (docs/api.md, "Platform response"). */
export type ManifestFormat =
  | 'package.json'
  | 'pyproject.toml'
  | 'poetry-pyproject'
  | 'requirements.txt'
  | 'unknown';

/** Where a dependency is declared: runtime, an optional extra, or a group (docs/api.md, "Platform response"). */
export type SourceKind = 'runtime' | 'optional' | 'group';

/** One declared dependency (docs/api.md, "Platform response"), with `satisfies` and the plugin compatibility verdicts. */
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
  /**
   * For an installed Strapi plugin: whether its `peerDependencies['@strapi/strapi']` range includes
   * the running Strapi (`runtime.cms_version`); null for other packages or when no range is declared.
   */
  strapi_compatible: boolean | null;
  /** For an installed Strapi plugin: whether its `engines.node` includes the running Node; null otherwise. */
  node_compatible: boolean | null;
}

/** `platform.runtime` (docs/api.md, "Platform response"). */
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

/** The platform response (docs/api.md, "Platform response"): no URL-only metadata. */
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
  /** Path of each endpoint in the newest stable version, keyed by `ENDPOINTS[name].key`. */
  endpoints: Record<EndpointKey, string> | null;
  versions: Array<{ version: string; lifecycle: ApiLifecycle }>;
  settings: SettingDiagnostic[];
  curlExample: string | null;
}
