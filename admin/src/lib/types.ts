/**
 * Types of the admin pages. The API contract comes from the server's contract module (types only,
 * nothing of the server is bundled); the rest is the admin's own.
 */
export type {
  ApiLifecycle,
  BackendUrlRow,
  DependencyEntry,
  FrontendUrlRow,
  PlatformResponse,
  ReportConfig,
  SettingDiagnostic,
  UrlEnvelope,
} from '../../../server/src/api/contract';
export type {
  ContentTypeExposure,
  CoreRoute,
  ExposureResponse,
  ExposureRoute,
  Finding,
  FindingSeverity,
  RouteAccess,
} from '../../../server/src/exposure/contract';
export type { RunFailure, RunsEnvelope, RunVerdict, StoredRun } from '../../../server/src/runs/run-schema';

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
  siteUrl?: string;
}

/** Outcome of testing one row. */
export type TestOutcome =
  | { state: 'pending' }
  | { state: 'running' }
  | { state: 'passed'; status: number; ms: number }
  | { state: 'failed'; status: number | null; ms: number; message: string };
