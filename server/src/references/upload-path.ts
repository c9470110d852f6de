/**
 * The `/uploads/` rule of the Files page (docs/decisions/0185-files-usage-from-the-index.md), in
 * its own module so the index writers (index-writer.ts, the backfill in upload-path-column.ts) and
 * the Files readers use the one definition.
 */

/**
 * The part of a URL from `/uploads/` on, without query or fragment (`https://cdn.example/uploads/a.png?x=1`
 * gives `/uploads/a.png`): how a link in content and a local upload file's `url` are matched.
 * Null when the URL names no `/uploads/` path. `uploadPathSql` (file-usage-sql.ts) is the same
 * rule in SQL, applied to Strapi's files table, whose rows the plugin does not write.
 */
export function uploadPath(url: string): string | null {
  const start = url.indexOf('/uploads/');
  if (start < 0) return null;
  return url.slice(start).split(/[?#]/)[0];
}

/**
 * The `upload_path` an index row stores (docs/decisions/0148-upload-path-column.md): the upload
 * path of a link row's `target_url` (`target_kind` `url`), '' for every other row and for a link
 * naming no `/uploads/` path ('' rather than null, like the index's other absent values).
 */
export function storedUploadPath(row: { target_kind: string; target_url: string }): string {
  return row.target_kind === 'url' ? (uploadPath(row.target_url) ?? '') : '';
}
