/** Quotes one CSV field per RFC 4180: fields with comma, quote or line break are quoted, quotes doubled. */
export function csvField(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Serialises rows as CSV (RFC 4180, CRLF line ends) with the given columns in order.
 * Object values (such as `query_params`) are written as JSON.
 */
export function toCsv<Row extends object>(rows: Row[], columns: Array<keyof Row & string>): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers text as a file download in the browser. */
export function downloadText(filename: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Starts a download the server streams: a hidden anchor navigated to `url` (site-relative, from
 * `POST /route-discovery/export-url`). The browser writes the file to disk as it arrives; nothing is
 * built in the tab's memory (docs/decisions/0145-paged-admin-tables.md).
 */
export function navigateToDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
