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
