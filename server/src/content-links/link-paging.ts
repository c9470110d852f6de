import { searchWords } from '@route-discovery/check-engine';
import {
  EXPORT_FORMATS,
  PAGE_SIZE_DEFAULT,
  pageQuerySchema,
  SORT_KEYS,
  type ExportFormat,
} from '@route-discovery/contract';
import type { LinkSort, RowKeep } from './link-list';
import type { ContentLinkRow } from './types';

/**
 * What a content-links request asks for beyond its filters (docs/api.md, "Pages"): the whole
 * list (neither `page_size` nor `cursor`), a page, the counts (`counts=true`) or an export
 * (`format=`), in that order of precedence: an export or the counts ignore the paging parameters.
 */
export interface LinkListRequest {
  mode: 'whole' | 'page' | 'counts' | 'export';
  /** Rows per page (`page_size`, `PAGE_SIZE_DEFAULT` when only a cursor is sent). */
  size: number;
  cursor: string | null;
  /** `q` as sent (null when absent or blank). */
  q: string | null;
  /** `sort` as sent, and parsed; null when absent. Pages only: the rest keep the natural order. */
  sortText: string | null;
  sort: LinkSort | null;
  keep: RowKeep;
  format: ExportFormat | null;
}

/** A query parameter's first value as a string, or undefined (absent or empty). */
function first(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Reads the paging, search, sort, counts and export parameters (`pageQuerySchema`,
 * `SORT_KEYS['content-links']`, `EXPORT_FORMATS`).
 * @returns the request, or the message of the 400 a bad value gets (with the parameter's name)
 */
export function parseLinkListQuery(
  query: Record<string, unknown>,
): { request: LinkListRequest } | { error: string; parameter: string } {
  const picked = Object.fromEntries(
    ['page_size', 'cursor', 'q', 'sort', 'testable', 'counts'].map((name) => [name, first(query[name])]),
  );
  const parsed = pageQuerySchema.safeParse(picked);
  if (!parsed.success) {
    const parameter = String(parsed.error.issues[0]?.path[0] ?? 'query');
    return { error: `Invalid ${parameter}: ${parsed.error.issues[0]?.message ?? 'bad value'}`, parameter };
  }
  const { page_size: pageSize, cursor, q, sort: sortText, testable, counts } = parsed.data;
  let sort: LinkSort | null = null;
  if (sortText) {
    const [key, direction] = sortText.split(':');
    if (!SORT_KEYS['content-links'].includes(key))
      return {
        error: `Invalid sort: sort by one of ${SORT_KEYS['content-links'].join(', ')}`,
        parameter: 'sort',
      };
    sort = { key: key as keyof ContentLinkRow, direction: direction === 'desc' ? -1 : 1 };
  }
  const format = first(query.format);
  if (format !== undefined && !(EXPORT_FORMATS as readonly string[]).includes(format))
    return { error: `Invalid format: one of ${EXPORT_FORMATS.join(', ')}`, parameter: 'format' };
  const words = searchWords(q ?? '');
  const mode =
    format !== undefined
      ? 'export'
      : counts === 'true'
        ? 'counts'
        : pageSize !== undefined || cursor !== undefined
          ? 'page'
          : 'whole';
  return {
    request: {
      mode,
      size: pageSize ?? PAGE_SIZE_DEFAULT,
      cursor: cursor ?? null,
      q: words.length ? (q ?? null) : null,
      sortText: sortText ?? null,
      sort,
      keep: { words, testableOnly: testable === 'true' },
      format: (format as ExportFormat | undefined) ?? null,
    },
  };
}
