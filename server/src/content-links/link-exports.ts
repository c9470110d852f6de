import { csvRecord, linkTablesMarkdown, markdownCell } from '@route-discovery/check-engine';
import type { ExportFormat } from '@route-discovery/contract';
import { keepsRow, type RowKeep } from './link-list';
import type { LinkRecord } from './link-records';
import type { ContentLinkRow } from './types';

/**
 * The streamed exports of the content-links list (`format=json|csv|markdown`; docs/api.md,
 * "Pages"): the rows the filters and `q` keep, in natural order, written as they come from the
 * scan, so the first bytes leave before the walk ends and nothing holds more than a page of rows.
 */

/** The CSV columns: the admin's Links export's, without its test outcome (the server tests nothing). */
export const LINK_EXPORT_COLUMNS = [
  'content_type',
  'content_type_name',
  'document_id',
  'document_title',
  'locale',
  'field_path',
  'field_label',
  'link_text',
  'url',
  'target',
  'kind',
  'status',
  'edit_url',
] as const satisfies ReadonlyArray<keyof ContentLinkRow>;

/** Media type and file name of each export (`Content-Type`, `Content-Disposition`). */
export const LINK_EXPORT_FILES: Record<ExportFormat, { type: string; name: string }> = {
  json: { type: 'application/json; charset=utf-8', name: 'content-links.json' },
  csv: { type: 'text/csv; charset=utf-8', name: 'content-links.csv' },
  markdown: { type: 'text/markdown; charset=utf-8', name: 'content-links.md' },
};

/** The Markdown tables' columns after a link's place: its kind and its offline status. */
const MARKDOWN_COLUMNS = [
  ['kind', (row: ContentLinkRow) => row.kind],
  ['status', (row: ContentLinkRow) => markdownCell(row.status ?? '')],
] as const;

/** The kept rows, a scan page at a time. */
async function* keptRows(scan: AsyncIterable<LinkRecord[]>, keep: RowKeep): AsyncGenerator<ContentLinkRow[]> {
  for await (const batch of scan) {
    const rows = batch.filter((record) => keepsRow(keep, record.row)).map((record) => record.row);
    if (rows.length) yield rows;
  }
}

/** The document a row belongs to, as `linkTablesMarkdown` groups rows. */
const documentKey = (row: ContentLinkRow) => `${row.content_type} ${row.document_id} ${row.locale ?? ''}`;

/**
 * The export's text, piece by piece: JSON an array of the rows (one a line, each the list's row),
 * CSV a header and one record per row (RFC 4180, CRLF), Markdown `# Content links` then one table
 * per linking document (`linkTablesMarkdown`, what the admin's export writes; a document's links
 * are consecutive in natural order, so each table is written once its document ends).
 * @param origin the CMS origin the Markdown headings' edit links are put on
 */
export async function* linkExportText(
  scan: AsyncIterable<LinkRecord[]>,
  keep: RowKeep,
  format: ExportFormat,
  origin: string,
): AsyncGenerator<string> {
  const rows = keptRows(scan, keep);
  if (format === 'json') {
    let written = 0;
    for await (const page of rows)
      for (const row of page) yield `${written++ === 0 ? '[\n' : ',\n'}${JSON.stringify(row)}`;
    yield written ? '\n]\n' : '[]\n';
    return;
  }
  if (format === 'csv') {
    // The header goes out with the first rows: a failure to read them is still an error answer.
    let header = `${LINK_EXPORT_COLUMNS.join(',')}\r\n`;
    for await (const page of rows) {
      yield header + page.map((row) => csvRecord(row, LINK_EXPORT_COLUMNS)).join('');
      header = '';
    }
    if (header) yield header;
    return;
  }
  const options = { headingLevel: 2, origin, columns: MARKDOWN_COLUMNS };
  const table = (group: ContentLinkRow[]) =>
    linkTablesMarkdown(group, options)
      .map((line) => `\n${line}`)
      .join('');
  // The title goes out with the first table, once the first rows were read.
  let title = '# Content links';
  let group: ContentLinkRow[] = [];
  for await (const page of rows) {
    for (const row of page) {
      if (group.length && documentKey(group[0]) !== documentKey(row)) {
        yield title + table(group);
        title = '';
        group = [];
      }
      group.push(row);
    }
  }
  yield `${title}${group.length ? table(group) : ''}\n\n`;
}
