import { writeTextFile } from '../text-file';
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

/** Formats the run summary as `format` and writes it to `file` (`writeTextFile`). */
export function writeReport(file: string, format: ReportFormat, summary: RunSummary): void {
  writeTextFile(file, FORMATTERS[format](summary));
}
