/**
 * Data of the report charts, shaped from the rows, outcomes and findings the pages already hold.
 * Pure functions: no React, no theme; the chart components add labels and colours.
 */
import { SEVERITIES } from './exposure';
import type { Finding, FindingSeverity } from './types';

/** One category of a chart: a stable key (a translation suffix or a raw value) and its count. */
export interface Slice {
  key: string;
  value: number;
}

/** Key of the bucket that gathers the categories beyond a chart's `limit`. */
export const OTHER_KEY = '__other__';

/** Key of the rows that belong to no content type (routes not expanded per document). */
export const NO_CONTENT_TYPE_KEY = '__none__';

/** Testable and untestable rows: `[{ key: 'testable' }, { key: 'untestable' }]`, both always present. */
export function testableSplit(counts: { testable: number; untestable: number }): Slice[] {
  return [
    { key: 'testable', value: counts.testable },
    { key: 'untestable', value: counts.untestable },
  ];
}

/**
 * A facet of the server's counts (`ListCounts.by[facet]`: rows per value) as slices, largest first
 * (ties by key, so the order is stable); with more than `limit` values, the smallest are summed into
 * one `OTHER_KEY` slice, so at most `limit` slices come back. An empty value counts under `emptyKey`
 * (rows without a content type); zero counts and a missing facet give no slices.
 * @param limit maximum number of slices, at least 2
 */
export function facetSlices(
  values: Record<string, number> | undefined,
  limit = 8,
  emptyKey = NO_CONTENT_TYPE_KEY,
): Slice[] {
  const sorted = Object.entries(values ?? {})
    .map(([key, value]) => ({ key: key || emptyKey, value }))
    .filter((slice) => slice.value > 0)
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  if (sorted.length <= limit) return sorted;
  const kept = sorted.slice(0, Math.max(1, limit - 1));
  const rest = sorted.slice(kept.length).reduce((sum, slice) => sum + slice.value, 0);
  return [...kept, { key: OTHER_KEY, value: rest }];
}

/** Outcome keys of a "Test all", in display order. */
export const OUTCOME_KEYS = ['passed', 'failed', 'waiting'] as const;

/**
 * Outcomes of a Test all walk: passed, failed, and waiting (rows of the testable total not tested
 * yet; 0 while the total is unknown).
 */
export function walkOutcomes(progress: {
  total: number | null;
  passed: number;
  failed: number;
  tested: number;
}): Slice[] {
  const waiting = Math.max(0, (progress.total ?? progress.tested) - progress.tested);
  const counts = { passed: progress.passed, failed: progress.failed, waiting };
  return OUTCOME_KEYS.map((key) => ({ key, value: counts[key] }));
}

/** Findings per severity, every severity present (high first), zeros included. */
export function severityCounts(
  findings: Finding[] | Readonly<Record<FindingSeverity, number>>,
): Array<Slice & { key: FindingSeverity }> {
  return SEVERITIES.map((severity) => ({
    key: severity,
    value: Array.isArray(findings)
      ? findings.filter((finding) => finding.severity === severity).length
      : (findings[severity] ?? 0),
  }));
}

/** Sum of the slices' values. */
export function total(slices: Slice[]): number {
  return slices.reduce((sum, slice) => sum + slice.value, 0);
}

/**
 * Length of a bar for `value` on a linear scale from 0 to `max` drawn `length` long: 0 for 0 or a
 * non-positive max, at least `minVisible` for any positive value (so 1 of 10,000 still shows).
 */
export function barLength(value: number, max: number, length: number, minVisible = 2): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(length, Math.max(minVisible, (value / max) * length));
}

/** Percentage of `value` in `sum`, rounded to a whole number; 0 when the sum is 0. */
export function percent(value: number, sum: number): number {
  return sum > 0 ? Math.round((value / sum) * 100) : 0;
}
