/**
 * Which discovery rows a check requests without credentials, and what each must answer: one rule
 * for the CLI's plan (`route-discovery smoke`) and the monitor's `content-api` and `admin` targets
 * (docs/monitoring.md, "Targets"; docs/decisions/0242-monitor-content-api-and-admin-targets.md).
 * Pure; reads the server's `skip_reason` strings (docs/api.md, "skip_reason values").
 */
import { SkipReason } from '@route-discovery/contract';
import { answersGet } from './methods';
import type { Expectation } from './outcome';

/** The fields of a content-API (frontend) row the rule reads. */
export interface ContentApiRowFields {
  method: string;
  is_testable: boolean;
  skip_reason: string;
}

/** The fields of an admin (backend) row the rule reads. */
export interface AdminRowFields {
  method: string;
  route: string;
  skip_reason: string;
}

/**
 * What an anonymous GET of a content-API row must answer: `success` when the server marks it
 * testable (`is_testable`: public, parameters filled), `refusal` (401 or 403) when it requires
 * authentication and answers GET (`answersGet`); null for any other row (not requested).
 */
export function contentApiExpectation(row: ContentApiRowFields): Expectation | null {
  if (row.is_testable) return 'success';
  return row.skip_reason === SkipReason.authentication && answersGet(row.method) ? 'refusal' : null;
}

/**
 * What an anonymous GET of an admin row must answer: `refusal` (401 or 403) when its route answers
 * GET, has no regex in its path (no literal request reaches it) and is not open by design; null
 * otherwise (not requested).
 * @param openByDesign whether the route answers anonymous callers on purpose (`publicByDesignAdminRoutes`)
 */
export function adminRowExpectation(row: AdminRowFields, openByDesign: boolean): Expectation | null {
  return answersGet(row.method) && row.skip_reason !== SkipReason.regex && !openByDesign ? 'refusal' : null;
}

/** The fields of an exposure audit's `core_routes` row (docs/api.md, "Exposure audit") the rule reads. */
export interface CoreRouteFields {
  api: string;
  access: string;
  route: string;
}

/**
 * The admin routes that answer anonymous callers on purpose, as the server classifies them: the
 * `core_routes` rows of the `admin` API with access `public-by-design`.
 * @returns exact route paths as mounted, e.g. `/admin/init`
 */
export function publicByDesignAdminRoutes(core: readonly CoreRouteFields[]): string[] {
  return core
    .filter((row) => row.api === 'admin' && row.access === 'public-by-design')
    .map((row) => row.route);
}
