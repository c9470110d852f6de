import type { Finding, FindingSeverity, RouteAccess } from './types';

/** Severities in display order. */
export const SEVERITIES: readonly FindingSeverity[] = ['high', 'medium', 'low', 'info'];

/** Route access values in display order (widest audience first). */
export const ACCESS_VALUES: readonly RouteAccess[] = [
  'public',
  'guarded',
  'authenticated',
  'restricted',
  'disabled',
];

/** Findings grouped by severity, high first; severities without findings are left out. */
export function groupBySeverity(
  findings: Finding[],
): Array<{ severity: FindingSeverity; findings: Finding[] }> {
  return SEVERITIES.map((severity) => ({
    severity,
    findings: findings.filter((finding) => finding.severity === severity),
  })).filter((group) => group.findings.length > 0);
}

/** Number of high-severity findings (shown on the homepage widget). */
export function countHigh(findings: Finding[]): number {
  return findings.filter((finding) => finding.severity === 'high').length;
}
