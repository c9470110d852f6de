import { linkSearchText, matchesSearchWords } from '@route-discovery/check-engine';
import type { ListCounts } from '@route-discovery/contract';
import { countRows, TopK } from '../paging';
import { TextBatchEncoder, type EncodedBatch } from '../streaming/encoded-batches';
import { comparePositions, type LinkPosition, type LinkRecord } from './link-records';
import type { ContentLinkRow } from './types';

/**
 * Pages, sorted pages and counts of the content-links list (docs/api.md, "Pages"), over the rows
 * of a scan (`linkRecords`) as they come: none of them holds more than a page's rows (twice that
 * while a sorted page is chosen), whatever the number of documents.
 */

/** Which rows a request keeps besides the scan's own filters: `q`'s words and `testable=true`. */
export interface RowKeep {
  /** The search's words (`searchWords`), [] for no search. */
  words: readonly string[];
  testableOnly: boolean;
}

/** Whether `row` is kept: testable if asked, and its search text (`linkSearchText`) holds every word. */
export function keepsRow(keep: RowKeep, row: ContentLinkRow): boolean {
  if (keep.testableOnly && !row.is_testable) return false;
  return keep.words.length === 0 || matchesSearchWords(linkSearchText(row), keep.words);
}

/** A page: its rows, and whether any kept row follows the last. */
export interface LinkPage {
  records: LinkRecord[];
  more: boolean;
}

/**
 * The first `size` kept rows of the scan, in natural order. The scan stops at the first kept row
 * after them (which says there is a next page), so a page reads a few keyset pages of documents
 * when the filters keep most rows.
 */
export async function naturalPage(
  scan: AsyncIterable<LinkRecord[]>,
  keep: RowKeep,
  size: number,
): Promise<LinkPage> {
  const records: LinkRecord[] = [];
  for await (const batch of scan)
    for (const record of batch) {
      if (!keepsRow(keep, record.row)) continue;
      if (records.length === size) return { records, more: true };
      records.push(record);
    }
  return { records, more: false };
}

/** A sort: the row member (`SORT_KEYS['content-links']`) and the direction, 1 ascending, -1 descending. */
export interface LinkSort {
  key: keyof ContentLinkRow;
  direction: 1 | -1;
}

/** A row's sort value: its member as text, '' for null (a row without locale or status). */
export function sortValue(row: ContentLinkRow, sort: LinkSort): string {
  const value = row[sort.key];
  return value === null || value === undefined ? '' : String(value);
}

/** UTF-16 code unit order (what JavaScript's `<` gives): the same on every server and database. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A place in a sorted list: a row's sort value and its natural position. */
export interface SortPoint {
  value: string;
  at: LinkPosition;
}

/** A sorted entry: the row beside its place. */
interface Sorted extends SortPoint {
  record: LinkRecord;
}

const sortedOrder =
  (direction: 1 | -1) =>
  (a: SortPoint, b: SortPoint): number =>
    direction * compareText(a.value, b.value) || comparePositions(a.at, b.at);

/**
 * The `size` kept rows that come first in `(sort value, natural position)` order after `after`
 * (the last row of the page before, null for the first page): a bounded top-k over the whole
 * scan (`TopK` of `server/src/paging/top-k.ts`, holding `size + 1` rows).
 * Rows with equal values keep their natural order, whatever the direction.
 */
export async function sortedPage(
  scan: AsyncIterable<LinkRecord[]>,
  keep: RowKeep,
  size: number,
  sort: LinkSort,
  after: SortPoint | null,
): Promise<LinkPage> {
  const order = sortedOrder(sort.direction);
  const top = new TopK<Sorted>(size + 1, order);
  for await (const batch of scan)
    for (const record of batch) {
      if (!keepsRow(keep, record.row)) continue;
      const entry = { value: sortValue(record.row, sort), at: record.at, record };
      if (after && order(entry, after) <= 0) continue;
      top.offer(entry);
    }
  const best = top.sorted();
  return { records: best.slice(0, size).map((entry) => entry.record), more: best.length > size };
}

/** The facets `counts=true` counts per value; a null value (no locale, no status) counts as `none`. */
export const LINK_FACETS = ['kind', 'status', 'content_type', 'locale'] as const;

/** The key a null facet value is counted under. */
export const NO_VALUE = 'none';

/** The counts of the kept rows (`ListCounts`, `countRows`): total, testable, and per facet value (`LINK_FACETS`). */
export function linkCounts(scan: AsyncIterable<LinkRecord[]>, keep: RowKeep): Promise<ListCounts> {
  return countRows(scan, {
    keep: (record: LinkRecord) => keepsRow(keep, record.row),
    testable: (record) => record.row.is_testable,
    facets: Object.fromEntries(
      LINK_FACETS.map((facet) => [facet, (record: LinkRecord) => record.row[facet] ?? NO_VALUE]),
    ),
  });
}

/**
 * The kept rows in encoded batches (the whole list with `q` or `testable=true`, streamed in the
 * envelope the whole list always had): one batch per scan page that keeps any row.
 */
export async function* keptBatches(
  scan: AsyncIterable<LinkRecord[]>,
  keep: RowKeep,
): AsyncGenerator<EncodedBatch> {
  const encoder = new TextBatchEncoder();
  for await (const batch of scan) {
    for (const { row } of batch) if (keepsRow(keep, row)) encoder.add(JSON.stringify(row), row.is_testable);
    if (encoder.size) yield encoder.finish();
  }
}
