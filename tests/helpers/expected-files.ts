import type { FileUsageRow, MissingFileReference, ReferenceRow } from '@route-discovery/contract';
import type { Playground } from './playground';

const FILE_UID = 'plugin::upload.file';
const REFERENCES_TABLE = 'route_discovery_references';

/** `uploadPath` as the Files page defines it (docs/decisions/0185), written out again as the oracle. */
function uploadPath(url: string): string | null {
  const start = url.indexOf('/uploads/');
  return start < 0 ? null : url.slice(start).split(/[?#]/)[0];
}

/** An index row as `v1/references` answers it. */
function referenceRow(record: Record<string, unknown>): ReferenceRow {
  const orNull = (value: unknown) => (value === '' || value === null ? null : String(value));
  const file = record.target_kind === 'file';
  return {
    content_type: String(record.source_uid),
    document_id: String(record.source_document_id),
    locale: orNull(record.source_locale),
    status: Number(record.source_published) ? 'published' : 'draft',
    field_path: String(record.field_path),
    link_text: String(record.link_text),
    reference_kind: record.reference_kind as ReferenceRow['reference_kind'],
    target_kind: record.target_kind as ReferenceRow['target_kind'],
    target_content_type: orNull(record.target_uid),
    target_document_id: file ? null : orNull(record.target_id),
    target_locale: orNull(record.target_locale),
    target_file_id: file ? Number(record.target_id) : null,
    target_url: orNull(record.target_url),
  };
}

/**
 * Whether a link's URL is this Media Library's (decision 0198), written out again as the oracle:
 * no host, or a host among `libraryOrigins` (compared as the URL parser writes origins).
 */
function isLibraryLink(url: string, libraryOrigins: Set<string>): boolean {
  if (!/^(https?:)?\/\//i.test(url)) return true;
  try {
    return libraryOrigins.has(new URL(url.startsWith('//') ? `https:${url}` : url).origin);
  } catch {
    return false;
  }
}

/**
 * The Files answer computed in memory from the whole tables, the way `v1/files` was built before
 * it read pages (decision 0185): every file by id with its media and `/uploads/` link uses, then
 * the media rows naming no file and this Media Library's `/uploads/` links naming no file's path
 * (decision 0198: relative, or on `cmsOrigins` or an upload file's origin), each by row id. The
 * paged server answer is compared with it, row for row, on every database.
 * @param cmsOrigins the origins the test reached the CMS at
 */
export async function expectedFiles(
  app: Playground,
  cmsOrigins: string[],
): Promise<{ files: FileUsageRow[]; missing: ReferenceRow[] }> {
  const uploads = (await app.strapi.db.query(FILE_UID as never).findMany({
    select: ['id', 'name', 'url', 'size', 'mime'],
    orderBy: { id: 'asc' },
  } as never)) as Array<Record<string, unknown>>;
  const records = (await app.strapi.db.getConnection(REFERENCES_TABLE).orderBy('id', 'asc')) as Array<
    Record<string, unknown>
  >;
  const fileIds = new Set(uploads.map((file) => String(file.id)));
  const filePaths = new Set(uploads.map((file) => uploadPath(String(file.url ?? ''))).filter(Boolean));
  const files = uploads.map((file): FileUsageRow => {
    const path = uploadPath(String(file.url ?? ''));
    const uses = records.filter(
      (record) =>
        (record.target_kind === 'file' && record.target_id === String(file.id)) ||
        (record.target_kind === 'url' && path !== null && uploadPath(String(record.target_url)) === path),
    );
    return {
      id: Number(file.id),
      name: String(file.name ?? ''),
      url: String(file.url ?? ''),
      size: Number(file.size ?? 0),
      mime: String(file.mime ?? ''),
      usage_count: uses.length,
    };
  });
  const missingMedia = records.filter(
    (record) => record.target_kind === 'file' && !fileIds.has(String(record.target_id)),
  );
  const libraryOrigins = new Set(cmsOrigins.map((origin) => new URL(origin).origin));
  for (const file of uploads) {
    if (/^https?:\/\//i.test(String(file.url))) libraryOrigins.add(new URL(String(file.url)).origin);
  }
  const missingLinks = records.filter((record) => {
    const path = record.target_kind === 'url' ? uploadPath(String(record.target_url)) : null;
    return path !== null && !filePaths.has(path) && isLibraryLink(String(record.target_url), libraryOrigins);
  });
  return { files, missing: [...missingMedia, ...missingLinks].map(referenceRow) };
}

/**
 * A missing-file row of `v1/files` without its source's names (decision 0240), as `expectedFiles`
 * computes the rows: the rule keeps rows, the names are checked on their own.
 */
export const referenceOnly = ({
  content_type_name: _type,
  document_title: _title,
  field_label: _label,
  edit_url: _edit,
  ...row
}: MissingFileReference): ReferenceRow => row;
