import picomatch from 'picomatch';
import semver from 'semver';
import type { CheckResult, KnownBehaviourNote } from '../types';
import { KNOWN_STRAPI_BEHAVIOUR, type KnownStrapiBehaviour } from './known-strapi-behaviour';

/** Whether `entry` applies to Strapi `version` (semver-coerced, e.g. `5.54.0`): below its fix, or always when unfixed. */
function appliesTo(entry: KnownStrapiBehaviour, version: string): boolean {
  if (entry.fixed_in === null) return true;
  const running = semver.coerce(version);
  return running !== null && semver.lt(running, entry.fixed_in);
}

/**
 * The known Strapi behaviour (`KNOWN_STRAPI_BEHAVIOUR`) that explains a failed check on a server
 * running Strapi `version` (`platform.runtime.cms_version` of `v1/platform`), or null: a passed
 * check, an unknown version, or no entry whose method, route glob and status match.
 */
export function knownBehaviourOf(
  result: Pick<CheckResult, 'passed' | 'method' | 'path' | 'status'>,
  version: string | null,
  table: readonly KnownStrapiBehaviour[] = KNOWN_STRAPI_BEHAVIOUR,
): KnownBehaviourNote | null {
  if (result.passed || version === null || result.status === null) return null;
  const entry = table.find(
    (e) =>
      e.matches.methods.includes(result.method.toUpperCase()) &&
      e.matches.statuses.includes(result.status as number) &&
      picomatch.isMatch(result.path, e.matches.paths, { dot: true }) &&
      appliesTo(e, version),
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

/** The result with `known_strapi_behaviour` when a known Strapi bug of `version` explains its failure; else as it is. */
export function withKnownBehaviour(result: CheckResult, version: string | null): CheckResult {
  const known = knownBehaviourOf(result, version);
  return known ? { ...result, known_strapi_behaviour: known } : result;
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
