import picomatch from 'picomatch';
import semver from 'semver';
import type { CheckResult, KnownBehaviourNote } from '../types';
import type { AdminCaller } from './admin-caller';
import { KNOWN_STRAPI_BEHAVIOUR, type KnownStrapiBehaviour } from './known-strapi-behaviour';

/** Whether `entry` applies to Strapi `version` (semver-coerced, e.g. `5.54.0`): below its fix, or always when unfixed. */
function appliesTo(entry: KnownStrapiBehaviour, version: string): boolean {
  if (entry.fixed_in === null) return true;
  const running = semver.coerce(version);
  return running !== null && semver.lt(running, entry.fixed_in);
}

/**
 * What a known-behaviour rule needs to know of the run besides the result: the server's Strapi
 * version (`platform.runtime.cms_version` of `v1/platform`, null when unknown) and who the admin
 * credentials are (`adminCallerOf`; null when the run has none).
 */
export interface KnownContext {
  version: string | null;
  adminCaller: AdminCaller | null;
}

type Matchable = Pick<CheckResult, 'passed' | 'method' | 'path' | 'target' | 'status' | 'withAdminToken'>;

/**
 * The value of route parameter `name` (`:name` in `path`, e.g. `/relations/:model/:targetField`) in
 * the requested `target` (URL-decoded, query left out), or null when the two do not line up.
 */
function routeParam(path: string, target: string, name: string): string | null {
  const pattern = path.split('/');
  const values = target.split(/[?#]/)[0].split('/');
  const at = pattern.indexOf(`:${name}`);
  if (at < 0 || pattern.length !== values.length) return null;
  try {
    return decodeURIComponent(values[at]);
  } catch {
    return null;
  }
}

/** Whether the entry's method, route glob, status and version fit a failed result (not its caller). */
function fits(entry: KnownStrapiBehaviour, result: Matchable, version: string): boolean {
  return (
    entry.matches.methods.includes(result.method.toUpperCase()) &&
    entry.matches.statuses.includes(result.status as number) &&
    picomatch.isMatch(result.path, entry.matches.paths, { dot: true }) &&
    appliesTo(entry, version)
  );
}

/**
 * Why the entry's conditions on the request rule the result out, or null when it can hold
 * (docs/decisions/0196-known-behaviour-only-where-it-can-hold.md): a `refusable-admin` bug needs
 * admin credentials that are not a super admin's session; a `content_type_param` must name a
 * content type, not a component.
 */
function callerRulesOut(
  entry: KnownStrapiBehaviour,
  result: Matchable,
  caller: AdminCaller | null,
): string | null {
  const { matches } = entry;
  if (matches.caller === 'refusable-admin') {
    if (!result.withAdminToken || caller === null)
      return 'Strapi answers a request without admin credentials 401 before the controller';
    if (caller === 'super-admin') return 'a super admin is never refused a field';
  }
  if (matches.content_type_param) {
    const uid = routeParam(result.path, result.target, matches.content_type_param);
    if (uid !== null && !uid.includes('::'))
      return `${uid} is a component, whose fields Strapi does not check there`;
  }
  return null;
}

/**
 * The known Strapi behaviour (`KNOWN_STRAPI_BEHAVIOUR`) that explains a failed check, or null: a
 * passed check, an unknown version, no entry whose method, route glob and status match, or an
 * entry whose caller condition the request does not meet.
 */
export function knownBehaviourOf(
  result: Matchable,
  context: KnownContext,
  table: readonly KnownStrapiBehaviour[] = KNOWN_STRAPI_BEHAVIOUR,
): KnownBehaviourNote | null {
  const { version } = context;
  if (result.passed || version === null || result.status === null) return null;
  const entry = table.find(
    (e) => fits(e, result, version) && callerRulesOut(e, result, context.adminCaller) === null,
  );
  if (!entry) return null;
  return {
    issue: entry.issue,
    url: entry.url,
    summary: entry.summary,
    fixed_in: entry.fixed_in,
    strapi_version: version,
  };
}

/**
 * The words that say a failure is the app's although its route and status look like a known Strapi
 * bug the request could not meet, e.g. `the app's failure, not strapi/strapi#28194 (relation reads
 * answer 500 instead of 403): a super admin is never refused a field`; null when no entry fits.
 */
export function ruledOutText(
  result: Matchable,
  context: KnownContext,
  table: readonly KnownStrapiBehaviour[] = KNOWN_STRAPI_BEHAVIOUR,
): string | null {
  if (result.passed || context.version === null || result.status === null) return null;
  for (const entry of table) {
    if (!fits(entry, result, context.version)) continue;
    const why = callerRulesOut(entry, result, context.adminCaller);
    if (why) return `the app's failure, not ${entry.issue} (${entry.summary}): ${why}`;
  }
  return null;
}

/**
 * The result with `known_strapi_behaviour` when a known Strapi bug explains its failure; with its
 * reason saying the failure is the app's when a bug's route and status fit but the request could
 * not meet it (`ruledOutText`); else as it is.
 */
export function withKnownBehaviour(result: CheckResult, context: KnownContext): CheckResult {
  const known = knownBehaviourOf(result, context);
  if (known) return { ...result, known_strapi_behaviour: known };
  const ruledOut = ruledOutText(result, context);
  return ruledOut ? { ...result, reason: `${result.reason}; ${ruledOut}` } : result;
}

/**
 * The words every report format appends to a failure a known Strapi bug explains, e.g.
 * `known Strapi behaviour strapi/strapi#28194 (relation reads answer 500 instead of 403) on Strapi
 * 5.54.0: upgrade to 5.61.0 or later`; '' for other results.
 */
export function knownBehaviourText(result: Pick<CheckResult, 'known_strapi_behaviour'>): string {
  const known = result.known_strapi_behaviour;
  if (!known) return '';
  const upgrade = known.fixed_in
    ? `upgrade to ${known.fixed_in} or later`
    : 'no fixed Strapi release is recorded yet';
  return `known Strapi behaviour ${known.issue} (${known.summary}) on Strapi ${known.strapi_version}: ${upgrade}`;
}

/** A failure's reason with the known-behaviour words appended (`reason; known Strapi behaviour ...`). */
export function reasonWithKnown(result: Pick<CheckResult, 'reason' | 'known_strapi_behaviour'>): string {
  const known = knownBehaviourText(result);
  return known ? `${result.reason}; ${known}` : result.reason;
}
