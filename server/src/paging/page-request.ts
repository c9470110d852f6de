import {
  EXPORT_FORMATS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  pageQuerySchema,
  SEARCH_MAX_LENGTH,
  SORT_KEYS,
  type ExportFormat,
  type PagedList,
} from '@route-discovery/contract';
import { searchWords } from '@route-discovery/check-engine';
import { firstQueryValue } from './list-filters';
import { decodeCursor, queryBinding, type CursorState } from './cursor';

/**
 * How a list request is answered: `whole` the whole list as before (none of the paging
 * parameters), `page` one keyset page, `counts` the counts without rows, `export` the whole
 * filtered list as a download.
 */
export type PageMode = 'whole' | 'page' | 'counts' | 'export';

/** A sort as applied: the list's column key and the direction (1 ascending, -1 descending). */
export interface AppliedSort {
  key: string;
  direction: 1 | -1;
  /** As sent, `key:asc|desc`, echoed as `metadata.page.sort`. */
  text: string;
}

/** A list request's paging, validated. */
export interface PageRequest {
  mode: PageMode;
  size: number;
  q: string | null;
  /** `q`'s words (`searchWords`); [] keeps every row. */
  words: string[];
  sort: AppliedSort | null;
  testableOnly: boolean;
  format: ExportFormat | null;
  cursor: CursorState | null;
  /** The query's `queryBinding`, which the next page's cursor carries. */
  binding: string;
}

/** A request without paging parameters: answered by the list's whole-list code, as before. */
const WHOLE: PageRequest = Object.freeze({
  mode: 'whole',
  size: PAGE_SIZE_DEFAULT,
  q: null,
  words: [],
  sort: null,
  testableOnly: false,
  format: null,
  cursor: null,
  binding: '',
}) as PageRequest;

/** The query parameters paging reads; any of the first five makes a request a `page` one. */
const PAGE_PARAMS = ['page_size', 'cursor', 'q', 'sort', 'testable', 'counts'] as const;

/** The message of a refused paging parameter (the 400's `error.message`). */
function messageFor(param: string, list: PagedList): string {
  switch (param) {
    case 'page_size':
      return `page_size must be a whole number from 1 to ${PAGE_SIZE_MAX}`;
    case 'cursor':
      return 'cursor is not a cursor of this list: send the next_cursor of the previous page';
    case 'q':
      return `q must be at most ${SEARCH_MAX_LENGTH} characters`;
    case 'sort':
      return `sort must be <key>:asc or <key>:desc with a key of ${SORT_KEYS[list].join(', ')}`;
    default:
      return `${param} must be true or false`;
  }
}

/**
 * Reads the paging parameters of a list request (contract `pageQuerySchema`, docs/api.md "Pages").
 * A request with none of `page_size`, `cursor`, `q`, `sort`, `testable`, `counts`, `format` is a
 * `whole` one, answered exactly as before.
 * @param filters the list's own filters as applied (null when absent): part of the cursor binding
 * @param alwaysPaged a request without paging parameters is the first page (`v1/exposure?list=`)
 * @returns the request, or the message of a 400
 */
export function parsePageRequest(
  list: PagedList,
  query: Record<string, unknown>,
  filters: Record<string, string | null>,
  alwaysPaged = false,
): { ok: true; request: PageRequest } | { ok: false; message: string } {
  const raw: Record<string, string> = {};
  for (const param of PAGE_PARAMS) {
    const value = firstQueryValue(query[param]);
    if (value !== undefined) raw[param] = value;
  }
  const formatText = firstQueryValue(query.format);
  // The whole-list answer (the CLI's, under load) pays for nothing more than these lookups.
  const paged = alwaysPaged || Object.keys(raw).length > 0;
  if (!paged && formatText === undefined) return { ok: true, request: WHOLE };
  const parsed = pageQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const param = String(parsed.error.issues[0]?.path[0] ?? 'page_size');
    return { ok: false, message: messageFor(param, list) };
  }
  let format: ExportFormat | null = null;
  if (formatText !== undefined) {
    if (!(EXPORT_FORMATS as readonly string[]).includes(formatText))
      return { ok: false, message: `format must be one of ${EXPORT_FORMATS.join(', ')}` };
    format = formatText as ExportFormat;
  }
  const { page_size: size, cursor, q, sort: sortText, testable, counts } = parsed.data;
  let sort: AppliedSort | null = null;
  if (sortText) {
    const [key, direction] = sortText.split(':');
    if (!SORT_KEYS[list].includes(key)) return { ok: false, message: messageFor('sort', list) };
    sort = { key, direction: direction === 'desc' ? -1 : 1, text: sortText };
  }
  const words = searchWords(q);
  const testableOnly = testable === 'true';
  const binding = queryBinding(list, {
    ...filters,
    q: words.length ? words.join(' ') : null,
    sort: sort?.text ?? null,
    testable: testableOnly ? 'true' : null,
  });
  let state: CursorState | null = null;
  if (cursor !== undefined) {
    const decoded = decodeCursor(cursor, binding, sort !== null);
    if (!decoded.ok) {
      return {
        ok: false,
        message:
          decoded.refusal === 'other-query'
            ? 'cursor belongs to another query of this list (other filters, q, sort or testable): start again without cursor'
            : messageFor('cursor', list),
      };
    }
    state = decoded.state;
  }
  const mode: PageMode = format !== null ? 'export' : counts === 'true' ? 'counts' : paged ? 'page' : 'whole';
  return {
    ok: true,
    request: {
      mode,
      size: size ?? PAGE_SIZE_DEFAULT,
      q: q && words.length ? q : null,
      words,
      sort,
      testableOnly,
      format,
      cursor: state,
      binding,
    },
  };
}
