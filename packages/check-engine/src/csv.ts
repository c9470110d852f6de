/**
 * CSV as RFC 4180 writes it (https://www.rfc-editor.org/rfc/rfc4180): CRLF line ends, a field
 * with a comma, a double quote or a line break quoted, quotes doubled. The admin's exports and
 * the server's streamed `format=csv` answers both write through these.
 */

/** One CSV field: null and undefined are empty, objects and arrays are written as JSON. */
export function csvField(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record of `values`, with its CRLF line end. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The rows as CSV with the given columns in order, a header line first. */
export function toCsv<Row extends object>(
  rows: readonly Row[],
  columns: ReadonlyArray<keyof Row & string>,
): string {
  let text = csvLine(columns);
  for (const row of rows) text += csvLine(columns.map((column) => row[column]));
  return text;
}

/** One CSV record: the fields of `row` in `columns` order, ended by CRLF (RFC 4180 rule 1). */
export function csvRecord<Row extends object>(row: Row, columns: ReadonlyArray<keyof Row & string>): string {
  return csvLine(columns.map((column) => row[column]));
}
