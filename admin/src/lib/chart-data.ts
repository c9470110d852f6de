/**
 * Data of the report charts, shaped from the rows, outcomes and findings the pages already hold.
 * Pure functions: no React, no theme; the chart components add labels and colours.
 */
import { SEVERITIES } from './exposure';
import type { Finding, FindingSeverity, ReportRow, TestOutcome } from './types';

/** One category of a chart: a stable key (a translation suffix or a raw value) and its count. */
export interface Slice {
  key: string;
  value: number;
}

/** Key of the bucket that gathers the categories beyond a chart's `limit`. */
export const OTHER_KEY = '__other__';

/** Key of the rows that belong to no content type (routes not expanded per document). */
export const NO_CONTENT_TYPE_KEY = '__none__';

/** Key of untestable rows without a stated reason. */
export const NO_REASON_KEY = '__unknown__';

/**
 * Counts per key, largest first (ties by key, so the order is stable); with more than `limit`
 * keys, the smallest are summed into one `OTHER_KEY` slice, so at most `limit` slices come back.
 * @param keys one key per counted item
 * @param limit maximum number of slices, at least 2
 */
export function countByKey(keys: Iterable<string>, limit: number): Slice[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const sorted = [...counts]
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  if (sorted.length <= limit) return sorted;
  const kept = sorted.slice(0, Math.max(1, limit - 1));
  const rest = sorted.slice(kept.length).reduce((sum, slice) => sum + slice.value, 0);
  return [...kept, { key: OTHER_KEY, value: rest }];
}

/** Testable and untestable rows: `[{ key: 'testable' }, { key: 'untestable' }]`, both always present. */
export function testableSplit(counts: { testable: number; untestable: number }): Slice[] {
  return [
    { key: 'testable', value: counts.testable },
    { key: 'untestable', value: counts.untestable },
  ];
}

/** Testable and untestable counts of report rows. */
export function countTestable(rows: ReportRow[]): { testable: number; untestable: number } {
  const testable = rows.filter((row) => row.isTestable).length;
  return { testable, untestable: rows.length - testable };
}

/** Untestable rows per skip reason (the reason's text is the key), largest first. */
export function skipReasonCounts(rows: ReportRow[], limit = 8): Slice[] {
  return countByKey(
    rows.filter((row) => !row.isTestable).map((row) => row.skipReason || NO_REASON_KEY),
    limit,
  );
}

/**
 * Rows per content type, largest first. A row's content type is its `detail` (the `page_type`
 * column: a content-type UID on expanded and page rows, '' elsewhere, docs/api.md); rows without
 * one count under `NO_CONTENT_TYPE_KEY`.
 */
export function rowsPerContentType(rows: ReportRow[], limit = 8): Slice[] {
  return countByKey(
    rows.map((row) => row.detail || NO_CONTENT_TYPE_KEY),
    limit,
  );
}

/** Outcome keys of a "Test all", in display order. */
export const OUTCOME_KEYS = ['passed', 'failed', 'waiting'] as const;

/**
 * Outcomes of the rows a "Test all" (or single tests) touched: passed, failed, and waiting (pending
 * or running). Rows never tested are not counted.
 */
export function outcomeCounts(outcomes: Record<string, TestOutcome>): Slice[] {
  const counts = { passed: 0, failed: 0, waiting: 0 };
  for (const outcome of Object.values(outcomes)) {
    if (outcome.state === 'passed') counts.passed += 1;
    else if (outcome.state === 'failed') counts.failed += 1;
    else counts.waiting += 1;
  }
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
