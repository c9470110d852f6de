import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { redactUrlCredentials } from '../redact';
import { formatJson } from './json';
import { formatJunit } from './junit';
import { formatMarkdown } from './markdown';
import type { RunSummary } from './summary';

/** The report formats of `--report FORMAT=FILE`. */
export const REPORT_FORMATS = ['junit', 'json', 'markdown'] as const;

/** One report format. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** One pure formatter per format: the run summary in, the file's text out. */
export const FORMATTERS: Readonly<Record<ReportFormat, (summary: RunSummary) => string>> = {
  junit: formatJunit,
  json: formatJson,
  markdown: (summary) => formatMarkdown(summary),
};

/**
 * Writes `content` to `file` (UTF-8), creating its folder, with URL credentials redacted: the one
 * place the CLI writes files (reports and the baseline).
 * @throws the file system's error when the file cannot be written
 */
export function writeTextFile(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, redactUrlCredentials(content));
}

/** Formats the run summary as `format` and writes it to `file` (`writeTextFile`). */
export function writeReport(file: string, format: ReportFormat, summary: RunSummary): void {
  writeTextFile(file, FORMATTERS[format](summary));
}
