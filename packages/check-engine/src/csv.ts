/**
 * CSV text per RFC 4180 (https://www.rfc-editor.org/rfc/rfc4180): the admin's exports and the
 * server's streamed `format=csv` exports write their fields alike.
 */

/**
 * One CSV field: null and undefined are empty, objects are written as JSON, and a field holding a
 * comma, a quote or a line break is quoted with its quotes doubled (RFC 4180 section 2, rules 6-7).
 */
export function csvField(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record: the fields of `row` in `columns` order, ended by CRLF (RFC 4180 rule 1). */
export function csvRecord<Row extends object>(row: Row, columns: ReadonlyArray<keyof Row & string>): string {
  return `${columns.map((column) => csvField(row[column])).join(',')}\r\n`;
}
