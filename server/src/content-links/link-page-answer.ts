import type { ListCounts, PageMetadata } from '@route-discovery/contract';
import { decodeCursor, encodeCursor, InvalidCursor, queryHash } from './link-cursor';
import { linkCounts, naturalPage, sortedPage, sortValue } from './link-list';
import type { LinkListRequest } from './link-paging';
import type { LinkPosition, LinkRecord } from './link-records';
import { UnknownScanStart } from './link-rows';
import type { ContentLinkRow } from './types';

/** A cursor that cannot be followed: malformed, made for another query, or its content type is gone. */
export class StalePage extends Error {}

/** The answer of a page or of `counts=true`, without the base metadata (the controller's). */
export type LinkPageAnswer =
  | {
      links: ContentLinkRow[];
      count: number;
      metadata: {
        applied_filter: null;
        total_count: number;
        testable_count: number;
        untestable_count: number;
        applied_filters: Record<string, unknown>;
        page: PageMetadata;
      };
    }
  | { counts: ListCounts; metadata: { applied_filters: Record<string, unknown> } };

/**
 * A page of the content-links list, or its counts (docs/api.md, "Pages"). In natural order the
 * scan resumes at the cursor's row (`naturalPage`); sorted, the whole scan is read and the page
 * chosen by a bounded top-k (`sortedPage`). The page's `total_count`, `testable_count` and
 * `untestable_count` count the page's rows (the list's are what `counts=true` answers).
 * @param scan the list's rows from the first after a position (null: from the start)
 * @param filters the applied filters, echoed and bound into the cursors
 * @throws StalePage for a cursor that cannot be followed
 */
export async function linkPageAnswer(
  scan: (after: LinkPosition | null) => AsyncIterable<LinkRecord[]>,
  request: LinkListRequest,
  filters: Record<string, unknown>,
): Promise<LinkPageAnswer> {
  const { keep, sort, size } = request;
  if (request.mode === 'counts')
    return { counts: await linkCounts(scan(null), keep), metadata: { applied_filters: filters } };
  const hash = queryHash([filters, keep.words, keep.testableOnly, request.sortText]);
  try {
    const cursor = request.cursor ? decodeCursor(request.cursor, hash, sort !== null) : null;
    const page = sort
      ? await sortedPage(
          scan(null),
          keep,
          size,
          sort,
          cursor ? { value: cursor.value ?? '', at: cursor.at } : null,
        )
      : await naturalPage(scan(cursor?.at ?? null), keep, size);
    const last = page.records[page.records.length - 1];
    const next =
      page.more && last
        ? encodeCursor({ at: last.at, value: sort ? sortValue(last.row, sort) : null }, hash)
        : null;
    const links = page.records.map((record) => record.row);
    const testable = links.filter((row) => row.is_testable).length;
    return {
      links,
      count: links.length,
      metadata: {
        applied_filter: null,
        total_count: links.length,
        testable_count: testable,
        untestable_count: links.length - testable,
        applied_filters: filters,
        page: { size, sort: request.sortText, q: request.q, next_cursor: next },
      },
    };
  } catch (error) {
    if (error instanceof InvalidCursor || error instanceof UnknownScanStart)
      throw new StalePage(error.message);
    throw error;
  }
}
