/**
 * Types of the admin pages. The API contract comes from `@route-discovery/contract` (the one the
 * server answers by; types only here); the rest is the admin's own.
 */
export type {
  ApiLifecycle,
  BackendUrlRow,
  ContentTypeExposure,
  CoreRoute,
  DependencyEntry,
  ExposureResponse,
  ExposureRoute,
  Finding,
  FindingSeverity,
  AnyFrontendUrlRow,
  FrontendUrlRow,
  PlatformResponse,
  ReportConfig,
  RouteAccess,
  RunFailure,
  RunsEnvelope,
  Summary,
  SummaryCountingResponse,
  SummaryResponse,
  RunVerdict,
  SettingDiagnostic,
  StoredRun,
  UrlEnvelope,
} from '@route-discovery/contract';
import type { NamedDocument } from '../components/DocumentName';

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
  /** Why the row is not tested: the server's reason (`skip_reason`, English), or empty with `skipReasonId`. */
  skipReason: string;
  /** The admin's own reason, a message id (`translations/en.json`), shown instead of `skipReason`. */
  skipReasonId?: string;
  siteUrl?: string;
  /** The document a page or preview row names (title, type, locale, edit view), when the server names it. */
  document?: NamedDocument;
}

/** Outcome of testing one row. */
export type TestOutcome =
  | { state: 'pending' }
  | { state: 'running' }
  | { state: 'passed'; status: number; ms: number }
  | { state: 'failed'; status: number | null; ms: number; message: string };
