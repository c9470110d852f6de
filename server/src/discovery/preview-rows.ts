import { SkipReason, type PreviewUrlRow } from '@route-discovery/contract';
import type { ContentTypeInfo } from '../model/content-types';
import { listManagedContentTypes } from '../model/content-types';
import { scanPublishedRows, type ScannedRow } from '../model/document-scan';
import { rowsOfDocuments } from '../model/documents-by-id';
import { localeCount } from '../model/locales';
import type { ResolverContext } from '../model/run-context';
import { typeRowNames, type DocumentIdNames } from '../model/row-names';
import { adminUrlOf } from '../model/edit-view';
import { withPosition } from '../streaming/row-position';
import { mainFields } from './public-documents';
import { titleFieldOf, type FrontendOptions } from './page-rows';
import {
  callPreviewHandler,
  previewHandler,
  type PreviewAnswer,
  type PreviewHandler,
} from './preview-handler';
import { maskPreviewSecrets } from './preview-secrets';

/** Where a preview row lies: its content type's UID and its row id (`positionOf`, scans only). */
export interface PreviewRowPosition {
  p: string;
  i: number;
}

/** The `name` of every preview row: the setting whose function made its URL. */
export const PREVIEW_ROW_NAME = 'admin.preview.config.handler';

/** Preview rows per yielded batch: well under a keyset page, a few `encodeRows` slices. */
const ROWS_PER_BATCH = 256;

/** Handler calls awaited together: a handler that reads the database overlaps a few reads, no more. */
const CALLS_AT_ONCE = 8;

/** A preview URL's testability: an absolute http(s) URL, or a path on this server (`/...`). */
function testability(url: string): Pick<PreviewUrlRow, 'resolved_url' | 'is_testable' | 'skip_reason'> {
  let absolute = false;
  try {
    absolute = ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    // not absolute: a path, or not a URL at all
  }
  if (absolute || /^\/(?!\/)/.test(url)) return { resolved_url: url, is_testable: true, skip_reason: '' };
  return { resolved_url: '', is_testable: false, skip_reason: SkipReason.previewNotHttp };
}

/** One row of the table as a preview row, or null when the handler gave no URL (no preview). */
function previewRow(
  type: ContentTypeInfo,
  row: ScannedRow,
  answer: PreviewAnswer,
  title: string,
  siteUrl: boolean,
  namesOf: (documentId: string, locale: string | null) => DocumentIdNames,
): PreviewUrlRow | null {
  if ('none' in answer) return null;
  const { url, masked } = maskPreviewSecrets('url' in answer ? answer.url : '');
  const tested =
    'url' in answer
      ? masked.length > 0
        ? { resolved_url: '', is_testable: false, skip_reason: SkipReason.previewSecret(masked.join(', ')) }
        : testability(url)
      : { resolved_url: '', is_testable: false, skip_reason: answer.failed };
  return {
    url,
    source: 'preview',
    page_type: type.uid,
    page_title: title,
    name: PREVIEW_ROW_NAME,
    query_params: {},
    ...tested,
    method: 'GET',
    locale: type.localized ? (row.locale ?? null) : null,
    ...namesOf(row.documentId, type.localized ? (row.locale ?? null) : null),
    status: statusOf(type, row),
    ...(siteUrl ? { site_url: '', site_url_reason: 'a preview URL, not a page of the website' } : {}),
  };
}

/** The version a row is: a draft (no `publishedAt`) of a draft-and-publish type, else published. */
function statusOf(type: ContentTypeInfo, row: ScannedRow): 'draft' | 'published' {
  return type.draftAndPublish && (row.publishedAt === null || row.publishedAt === undefined)
    ? 'draft'
    : 'published';
}

/**
 * Every row (draft and published version, per locale) of the first `limit` documents of a type,
 * in one batch, or with `limit` 0 every row in keyset pages after `afterId`.
 */
async function* versionBatches(
  context: ResolverContext,
  type: ContentTypeInfo,
  fields: string[],
  limit: number,
  afterId: number,
  scanRows?: number,
): AsyncGenerator<ScannedRow[]> {
  if (limit <= 0) {
    yield* scanPublishedRows(
      context.strapi,
      type,
      fields,
      scanRows,
      undefined,
      scanRows === undefined,
      afterId,
      true,
    );
    return;
  }
  const query = context.strapi.db.query(type.uid as never);
  // A document has at most two rows per locale (draft, published).
  const versions = (type.localized ? Math.max(1, await localeCount(context)) : 1) * 2;
  const first = (await query.findMany({
    select: ['documentId'],
    orderBy: { id: 'asc' },
    limit: limit * versions,
  })) as Array<{ documentId: string }>;
  const documentIds = [...new Set(first.map((row) => String(row.documentId)))].slice(0, limit);
  const select = ['documentId', 'publishedAt', ...(type.localized ? ['locale'] : []), ...fields];
  yield (await rowsOfDocuments(query, select, {}, documentIds)) as ScannedRow[];
}

/**
 * The `preview` rows of `frontend-urls` (docs/decisions/0154-preview-urls.md): where the app
 * configures Strapi's preview (`previewHandler`), one row per version of a document (each locale,
 * draft and published) of each content type the Content Manager shows, the first `pagesPerType`
 * documents of each (0 = all, in keyset pages), for which the handler, called as Strapi calls it,
 * returns a URL; a handler that throws or answers late gives a row with the reason and no URL.
 * Nothing without a handler. For a keyset page (`paging`, in a scan) rows carry their
 * `PreviewRowPosition` and `paging.after` resumes right after one.
 */
export async function* previewRowBatches(
  context: ResolverContext,
  options: FrontendOptions,
  paging: { after: PreviewRowPosition | null; scanRows?: number } | null = null,
): AsyncGenerator<PreviewUrlRow[]> {
  const handler: PreviewHandler | null = previewHandler(context.strapi);
  if (!handler) return;
  const scanned = options.pagesPerType <= 0;
  const after = scanned ? (paging?.after ?? null) : null;
  const types = listManagedContentTypes(context.strapi);
  const resumeAt = after ? types.findIndex((type) => type.uid === after.p) : -1;
  const listed = resumeAt >= 0 ? types.slice(resumeAt) : types;
  const titles = await mainFields(
    context,
    listed.map((type) => type.uid),
  );
  const adminUrl = adminUrlOf(context.strapi);
  for (const type of listed) {
    const titleField = titleFieldOf(context, type.uid, titles.get(type.uid));
    const namesOf = typeRowNames(context.strapi, adminUrl, type);
    const afterId = after && type.uid === after.p ? after.i : 0;
    const fields = titleField ? [titleField] : [];
    const batches = versionBatches(context, type, fields, options.pagesPerType, afterId, paging?.scanRows);
    let rows: PreviewUrlRow[] = [];
    for await (const versions of batches) {
      for (let start = 0; start < versions.length; start += CALLS_AT_ONCE) {
        const group = versions.slice(start, start + CALLS_AT_ONCE);
        const answers = await Promise.all(
          group.map((row) =>
            callPreviewHandler(handler, type.uid, {
              documentId: String(row.documentId),
              locale: type.localized ? (row.locale ?? null) : null,
              status: statusOf(type, row),
            }),
          ),
        );
        group.forEach((version, index) => {
          const title = titleField && version[titleField] != null ? String(version[titleField]) : '';
          const row = previewRow(type, version, answers[index], title, !!options.siteUrl, namesOf);
          if (!row) return;
          rows.push(paging && scanned ? withPosition(row, { p: type.uid, i: Number(version.id) }) : row);
        });
        if (rows.length >= ROWS_PER_BATCH) {
          yield rows;
          rows = [];
        }
      }
    }
    if (rows.length) yield rows;
  }
}
