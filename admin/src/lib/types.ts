/** Rows and envelopes of the plugin's content API, as the admin pages read them (docs/api.md). */

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

export interface ApiLifecycle {
  status: 'stable' | 'deprecated';
  deprecated_on: string | null;
  sunset_on: string | null;
}

export interface UrlEnvelope<Row> {
  urls: Row[];
  count: number;
  metadata: {
    api_version: string;
    api_lifecycle: ApiLifecycle;
    generated_at: string;
    applied_filter: string | null;
    total_count: number;
    testable_count: number;
    untestable_count: number;
    package_version: string;
  };
}

export interface DependencyEntry {
  name: string;
  specifier: string;
  installed_version: string;
  is_installed: boolean;
  source_kind: 'runtime' | 'optional' | 'group';
  source_name: string | null;
  satisfies?: boolean | null;
}

export interface PlatformResponse {
  platform: {
    runtime: Record<string, string>;
    dependencies: { source: { path: string; format: string | null }; packages: DependencyEntry[] };
    warnings: string[];
  };
  metadata: { api_version: string; generated_at: string; package_version: string };
}

export interface SettingDiagnostic {
  name: string;
  envVar: string;
  configKey: string;
  source: 'env' | 'config' | 'default';
  value: string;
  warning: string | null;
}

export interface ReportConfig {
  reportsEnabled: boolean;
  environment: string;
  isDevelopment: boolean;
  newestStableVersion: string | null;
  endpoints: { backendUrls: string; frontendUrls: string; platform: string } | null;
  versions: Array<{ version: string; lifecycle: ApiLifecycle }>;
  settings: SettingDiagnostic[];
  curlExample: string | null;
}

/** A URL row normalised for the report table, whichever endpoint it came from. */
export interface ReportRow {
  key: string;
  method: string;
  /** The path as registered. */
  path: string;
  /** What a test requests: the resolved path (with query string for frontend rows). */
  target: string;
  label: string;
  detail: string;
  group: string;
  isTestable: boolean;
  skipReason: string;
  hasParameters: boolean;
  siteUrl?: string;
}

/** Outcome of testing one row. */
export type TestOutcome =
  | { state: 'pending' }
  | { state: 'running' }
  | { state: 'passed'; status: number; ms: number }
  | { state: 'failed'; status: number | null; ms: number; message: string };
