/**
 * The Markdown of content links, written by the admin's Links export and the CLI's report alike:
 * one table per linking document, under a heading that links to the document's edit view.
 */

/**
 * Text as one GitHub-flavoured Markdown table cell: `|` escaped, each line break (LF or CRLF) made
 * a space, so a value never ends its row early.
 */
export function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/**
 * The Content Manager edit view as an absolute URL: a path (`/admin/content-manager/...`, what
 * `v1/content-links` rows carry) is put on `origin`, an absolute URL is kept as it is.
 * @param origin the CMS origin, trailing slashes ignored
 */
export function absoluteEditUrl(origin: string, editUrl: string): string {
  return editUrl.startsWith('/') ? `${origin.replace(/\/+$/, '')}${editUrl}` : editUrl;
}

/** Where a link sits: the fields of a `v1/content-links` row (docs/api.md, "Content link rows") the tables show. */
export interface LinkPlaceFields {
  content_type: string;
  document_id: string;
  locale: string | null;
  field_path: string;
  link_text: string;
  target: string;
  /** The Content Manager edit view: a path on the CMS origin, or an absolute URL. */
  edit_url: string;
}

/** How the tables are written: where they sit in the document, and what follows the link's place. */
export interface LinkTableOptions<Row> {
  /** Heading level of each document's heading (2 in the admin's export, 4 under the CLI's `### Links`). */
  headingLevel: number;
  /** The CMS origin the edit views' paths are put on (`absoluteEditUrl`). */
  origin: string;
  /** Columns after field, link text and target: the header, and the cell as Markdown (escape text with `markdownCell`). */
  columns: ReadonlyArray<readonly [header: string, cell: (row: Row) => string]>;
}

/**
 * Markdown lines of the rows, grouped by linking document (content type, documentId, locale) in
 * the order the documents first appear: per document a blank line, the heading
 * `[<type> <documentId> (<locale>)](<edit view>)`, a blank line, then the table (field and target
 * as code, link text, then `columns`). No trailing blank line; [] for no rows.
 */
export function linkTablesMarkdown<Row extends LinkPlaceFields>(
  rows: readonly Row[],
  options: LinkTableOptions<Row>,
): string[] {
  const documents = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.content_type} ${row.document_id}${row.locale ? ` (${row.locale})` : ''}`;
    const group = documents.get(key);
    if (group) group.push(row);
    else documents.set(key, [row]);
  }
  const headers = ['field', 'link text', 'target', ...options.columns.map(([header]) => header)];
  const lines: string[] = [];
  for (const [document, group] of documents) {
    const edit = absoluteEditUrl(options.origin, group[0].edit_url);
    lines.push('', `${'#'.repeat(options.headingLevel)} [${markdownCell(document)}](${edit})`, '');
    lines.push(`| ${headers.join(' | ')} |`, `|${' --- |'.repeat(headers.length)}`);
    for (const row of group) {
      const cells = [
        `\`${markdownCell(row.field_path)}\``,
        markdownCell(row.link_text),
        `\`${markdownCell(row.target)}\``,
        ...options.columns.map(([, cell]) => cell(row)),
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  return lines;
}
