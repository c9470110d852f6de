import { answersGet } from '@route-discovery/check-engine';
import { SkipReason } from '@route-discovery/contract';
import type { PathShape } from '../model/route-types';
import { curatedSkipReason } from './skip-reasons';

/** What decides whether one URL row can be tested with a plain GET. */
export interface TestabilityFacts {
  /** Upper-case HTTP method as declared (`GET`, `POST`, ..., `ALL`). */
  method: string;
  /** Fully qualified handler, '' for function handlers. */
  qualifiedHandler: string;
  shape: PathShape;
  /** The concrete path after parameter resolution, '' when nothing was (or could be) filled. */
  resolvedPath: string;
  /** Whether an anonymous visitor may call the route; undefined where nobody asks (admin routes). */
  isPublic?: boolean;
  /** Whether a required query parameter has no value that can be inferred. */
  queryUnresolved?: boolean;
  /** The route's extra policies and middlewares (`routeGuards`); absent or empty when none. */
  guards?: readonly string[];
  /** The setting that turns the route's feature off (`disabledBy`); absent or null when on. */
  disabledBy?: string | null;
}

/** One rule: the skip reason it finds in the facts, or null when it has nothing to say. */
export type TestabilityRule = (facts: TestabilityFacts) => string | null;

/**
 * A route that does not answer GET needs another request: `Requires POST request`, ... The
 * answers-GET rule (`ALL` included) is the one the CLI and the admin use (`@route-discovery/check-engine`).
 */
export const requiresOtherMethod: TestabilityRule = ({ method }) =>
  answersGet(method) ? null : SkipReason.method(method);

/** A custom pattern or unnamed group in the path cannot be filled with a value. */
export const containsRegex: TestabilityRule = ({ shape }) => (shape.hasRegex ? SkipReason.regex : null);

/** GET routes with side effects or outside calls (`skip-reasons.ts`, keyed by handler). */
export const curatedSkip: TestabilityRule = ({ qualifiedHandler }) => curatedSkipReason(qualifiedHandler);

/** A feature the app's configuration turns off answers an error, whoever asks. */
export const featureTurnedOff: TestabilityRule = ({ disabledBy }) =>
  disabledBy ? SkipReason.featureOff(disabledBy) : null;

/** A route with its own policies or middlewares is not proven to answer the request a check sends. */
export const guardedRoute: TestabilityRule = ({ guards }) =>
  guards && guards.length > 0 ? SkipReason.guarded(guards) : null;

/** A content-API route the Public role may not call needs credentials. */
export const requiresAuthentication: TestabilityRule = ({ isPublic }) =>
  isPublic === false ? SkipReason.authentication : null;

/** A path parameter no resolver could fill. */
export const unresolvedParameters: TestabilityRule = ({ shape, resolvedPath }) =>
  shape.params.length > 0 && !resolvedPath ? SkipReason.parameters : null;

/** A required query parameter without an inferable value. */
export const unresolvedQuery: TestabilityRule = ({ queryUnresolved }) =>
  queryUnresolved ? SkipReason.query : null;

/**
 * The rules in the order they are asked; the first reason found is the row's `skip_reason`.
 * The order puts what no value could fix first (method, regex, curated, the configuration), then
 * what credentials would fix, then the route's own guards (after authentication, so a non-public
 * route keeps `Requires authentication`), then what data would fix.
 */
export const TESTABILITY_RULES: readonly TestabilityRule[] = [
  requiresOtherMethod,
  containsRegex,
  curatedSkip,
  featureTurnedOff,
  requiresAuthentication,
  guardedRoute,
  unresolvedParameters,
  unresolvedQuery,
];

/**
 * Why a row cannot be tested with a plain GET, shared by backend and frontend rows.
 * @returns the first rule's reason (an exact `skip_reason` string of docs/api.md), or '' when testable
 */
export function skipReasonOf(facts: TestabilityFacts): string {
  for (const rule of TESTABILITY_RULES) {
    const reason = rule(facts);
    if (reason) return reason;
  }
  return '';
}
