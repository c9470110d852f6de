import type { ListCounts, PageMetadata } from '@route-discovery/contract';
import type { Context } from 'koa';
import { Readable } from 'node:stream';
import { sendError, startedStream } from '../api';
import { encodeCursor } from './cursor';
import { EXPORT_EXTENSIONS, EXPORT_MEDIA_TYPES, exportText } from './export-text';
import { keysetPage, orderedRows, type RowReading } from './keyset-page';
import { listCounts } from './list-counts';
import type { ListDefinition } from './list-definition';
import { parsePageRequest, type PageRequest } from './page-request';

/** `metadata.page` of a page: the size and sort applied, `q`, and the next page's cursor. */
export function pageMetadata(request: PageRequest, nextCursor: string | null): PageMetadata {
  return { size: request.size, sort: request.sort?.text ?? null, q: request.q, next_cursor: nextCursor };
}

/**
 * The `metadata` of a page, from the list's whole-list metadata: its row counts are the page's
 * (`count` too); `counts=true` gives the list's totals.
 */
export type PageMetadataOf<Row> = (rows: Row[]) => Record<string, unknown>;

/** Counts a list computes without streaming its rows (SQL counts), or null when it cannot for this request. */
export type QuickCounts = (request: PageRequest) => Promise<ListCounts | null>;

/**
 * Answers a paged list request that is not a `whole` one (docs/api.md, "Pages"): a page
 * (`{ <rowsKey>: [...], count, metadata: { ..., page } }`),
 * the counts (`{ counts, metadata }`: contract `countsResponseSchema`),
 * or an export streamed as an attachment named `<exportName>.<ext>`, its first bytes sent before
 * the list is read.
 * @param metadataOf the page's metadata without `page` (base metadata and the list's own members)
 * @param quickCounts counts computed without streaming the rows, when the list can for this request
 */
export async function answerList<Row extends object>(
  ctx: Context,
  definition: ListDefinition<Row>,
  read: RowReading<Row>,
  request: PageRequest,
  metadataOf: PageMetadataOf<Row>,
  exportName: string,
  quickCounts?: QuickCounts,
): Promise<void> {
  if (request.mode === 'counts') {
    const counts = (await quickCounts?.(request)) ?? (await listCounts(definition, read, request));
    const metadata = metadataOf([]);
    // A URL list's metadata counts say the same as the counts (they counted the page's rows).
    if ('total_count' in metadata) {
      Object.assign(metadata, {
        total_count: counts.total,
        testable_count: counts.testable,
        untestable_count: counts.total - counts.testable,
      });
    }
    ctx.body = { counts, metadata };
    return;
  }
  if (request.mode === 'export' && request.format) {
    const text = exportText(request.format, orderedRows(definition, read, request), definition.exportColumns);
    const stream: Readable = await startedStream(text);
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${exportName}.${EXPORT_EXTENSIONS[request.format]}"`,
    );
    ctx.type = EXPORT_MEDIA_TYPES[request.format];
    ctx.body = stream;
    return;
  }
  const page = await keysetPage(definition, read, request);
  const next = page.next ? encodeCursor(request.binding, page.next) : null;
  // The rows' own JSON is written as the whole-list answer writes it (`JSON.stringify`).
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({
    [definition.rowsKey]: page.rows,
    count: page.rows.length,
    metadata: { ...metadataOf(page.rows), page: pageMetadata(request, next) },
  });
}

/**
 * Answers a list request that sends any paging parameter (`parsePageRequest`): a 400 with the
 * error body for a bad one, else `answerList`.
 * @param filters the list's own filters as applied (the cursor is bound to them)
 * @param alwaysPaged a request without paging parameters gets the first page too (a list that
 *   has no whole-list answer of its own: `v1/exposure?list=`)
 * @param quickCounts see `answerList`
 * @returns false when the request is a `whole` one: the caller answers it exactly as before
 */
export async function answerPagedRequest<Row extends object>(
  ctx: Context,
  definition: ListDefinition<Row>,
  filters: Record<string, string | null>,
  read: (request: PageRequest) => RowReading<Row>,
  metadataOf: PageMetadataOf<Row>,
  exportName: string,
  alwaysPaged = false,
  quickCounts?: QuickCounts,
): Promise<boolean> {
  const parsed = parsePageRequest(
    definition.list,
    ctx.query as Record<string, unknown>,
    filters,
    alwaysPaged,
  );
  if (!parsed.ok) {
    sendError(ctx, 400, 'ValidationError', parsed.message);
    return true;
  }
  const { request } = parsed;
  if (request.mode === 'whole') return false;
  await answerList(ctx, definition, read(request), request, metadataOf, exportName, quickCounts);
  return true;
}
