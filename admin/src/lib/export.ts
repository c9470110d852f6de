/** CSV per RFC 4180: the one writer the admin and the server's streamed exports share. */
export { csvField, toCsv } from '@route-discovery/check-engine';

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
