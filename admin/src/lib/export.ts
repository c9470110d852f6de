import { csvField } from '@route-discovery/check-engine';

/** One CSV field per RFC 4180 (the rule the server's streamed exports share). */
export { csvField };

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
