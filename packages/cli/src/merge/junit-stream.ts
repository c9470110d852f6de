import { reasonWithKnown } from '../known/known-behaviour';
import type { TextSink } from './line-file';
import { SCOPE_TITLES, type Scope } from '../scopes';
import type { CheckResult } from '../types';

/**
 * XML attribute text (XML 1.0 section 2.4 and 3.3.3): `& < > "` escaped, characters XML 1.0 does
 * not allow (C0 controls but tab, LF, CR; lone surrogates) dropped, tab/LF/CR kept as references.
 */
export function xmlAttribute(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/**
 * One `<testcase>` as `formatJunit` writes it through junit-report-builder (same class name, name,
 * time and failure text), for the streamed merge.
 */
export function junitTestCase(result: CheckResult): string {
  const open = `    <testcase classname="${xmlAttribute(result.handler || `${result.scope}.no-handler`)}" name="${xmlAttribute(`${result.method} ${result.target}`)}" time="${result.ms / 1000}"`;
  if (result.passed) return `${open}/>\n`;
  const message = `${reasonWithKnown(result)} (status ${result.status ?? 'none'}, ${result.ms} ms, ${result.attempts} attempt(s))`;
  return `${open}>\n      <failure message="${xmlAttribute(message)}" type="${xmlAttribute(result.kind)}"/>\n    </testcase>\n`;
}

/** Counts of one streamed test suite. */
export interface SuiteCounts {
  tests: number;
  failures: number;
  seconds: number;
}

/** `<testsuite ...>` opening tag of a merged suite. */
export function junitSuiteOpen(name: string, counts: SuiteCounts): string {
  return `  <testsuite name="${xmlAttribute(name)}" tests="${counts.tests}" failures="${counts.failures}" errors="0" skipped="0" time="${counts.seconds.toFixed(3)}">\n`;
}

/** The JUnit title of a scope, as the unsharded report names it. */
export function suiteTitle(scope: Scope): string {
  return SCOPE_TITLES[scope] ?? scope;
}

/** Writes the `<testsuites>` wrapper around already-written suites: open, then `close` after. */
export async function junitOpen(sink: TextSink, total: SuiteCounts): Promise<void> {
  await sink.write(
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites tests="${total.tests}" failures="${total.failures}" errors="0" skipped="0" time="${total.seconds.toFixed(3)}">\n`,
  );
}
