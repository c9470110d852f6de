import { csvLine, markdownCell } from '@route-discovery/check-engine';
import type { ExportFormat } from '@route-discovery/contract';

/** The media type of each export format (RFC 4180 `text/csv`, RFC 7763 `text/markdown`). */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  markdown: 'text/markdown; charset=utf-8',
};

/** The file name extension of each export format. */
export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = { json: 'json', csv: 'csv', markdown: 'md' };

/** Rows written per chunk: a few hundred rows make a chunk of tens of KiB. */
const ROWS_PER_CHUNK = 256;

/** A cell's text: null and undefined empty, objects and arrays as JSON, the rest as a string. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One row as the format writes it (JSON: the whole row; CSV and Markdown: `columns`). */
function rowText(format: ExportFormat, row: object, columns: readonly string[], first: boolean): string {
  const record = row as Record<string, unknown>;
  if (format === 'json') return `${first ? '' : ',\n'}${JSON.stringify(row)}`;
  if (format === 'csv') return csvLine(columns.map((column) => record[column]));
  return `| ${columns.map((column) => markdownCell(cellText(record[column]))).join(' | ')} |\n`;
}

/**
 * An export's text, in UTF-8 chunks as the rows come (docs/api.md, "Exports"): `json` a JSON
 * array of the rows (one a line), `csv` RFC 4180 with a header line, `markdown` a table whose
 * cells are escaped (`markdownCell`). The opening is yielded before the first row is read, so the
 * download starts at once.
 * @param columns the CSV and Markdown columns, in order
 */
export async function* exportText(
  format: ExportFormat,
  rows: AsyncIterable<object>,
  columns: readonly string[],
): AsyncGenerator<Buffer> {
  if (format === 'json') yield Buffer.from('[\n');
  else if (format === 'csv') yield Buffer.from(csvLine(columns));
  else yield Buffer.from(`| ${columns.join(' | ')} |\n|${' --- |'.repeat(columns.length)}\n`);
  let text = '';
  let pending = 0;
  let first = true;
  for await (const row of rows) {
    text += rowText(format, row, columns, first);
    first = false;
    pending += 1;
    if (pending === ROWS_PER_CHUNK) {
      yield Buffer.from(text);
      text = '';
      pending = 0;
    }
  }
  if (format === 'json') text += first ? ']\n' : '\n]\n';
  if (text) yield Buffer.from(text);
}
