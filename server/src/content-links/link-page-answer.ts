import type { ListCounts, PageMetadata } from '@route-discovery/contract';
import { decodeCursor, encodeCursor, queryBinding, type CursorState } from '../paging';
import { linkCounts, naturalPage, sortedPage, sortValue, type RowKeep, type SortPoint } from './link-list';
import type { LinkListRequest } from './link-paging';
import { positionFromTuple, positionTuple, type LinkPosition, type LinkRecord } from './link-records';
import { UnknownScanStart } from './link-rows';
import type { ContentLinkRow } from './types';

/** A cursor that cannot be followed: malformed, made for another query, or its content type is gone. */
export class StalePage extends Error {}

/**
 * The binding of a content-links query (`queryBinding`): its filters, search words, testable
 * switch and sort, so a cursor minted for one query is refused for any other.
 */
function linkBinding(filters: Record<string, unknown>, keep: RowKeep, sortText: string | null): string {
  return queryBinding('content-links', {
    filters: JSON.stringify(filters),
    q: keep.words.join(' '),
    testable: String(keep.testableOnly),
    sort: sortText,
  });
}

/** Where a cursor resumes: the last row's place (and sort value when sorted), rows walked so far. */
interface LinkResume {
  point: SortPoint;
  walked: number;
}

/**
 * Reads a content-links cursor (`decodeCursor`; the position rides in `r` as `positionTuple`).
 * @throws StalePage when it is malformed or was minted for another query
 */
function readCursor(text: string, binding: string, sorted: boolean): LinkResume {
  const decoded = decodeCursor(text, binding, sorted);
  if (!decoded.ok)
    throw new StalePage(
      decoded.refusal === 'other-query'
        ? 'The cursor was given for other filters, search or sort'
        : 'The cursor is not one this list gave',
    );
  const at = positionFromTuple(decoded.state.r);
  if (!at) throw new StalePage('The cursor is not one this list gave');
  return { point: { value: decoded.state.v ?? '', at }, walked: decoded.state.n };
}

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
  const binding = linkBinding(filters, keep, request.sortText);
  try {
    const cursor = request.cursor ? readCursor(request.cursor, binding, sort !== null) : null;
    const page = sort
      ? await sortedPage(scan(null), keep, size, sort, cursor?.point ?? null)
      : await naturalPage(scan(cursor?.point.at ?? null), keep, size);
    const last = page.records[page.records.length - 1];
    let next: string | null = null;
    if (page.more && last) {
      const state: CursorState = { n: (cursor?.walked ?? 0) + page.records.length };
      if (sort) state.v = sortValue(last.row, sort);
      state.r = positionTuple(last.at);
      next = encodeCursor(binding, state);
    }
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
    if (error instanceof UnknownScanStart) throw new StalePage(error.message);
    throw error;
  }
}
