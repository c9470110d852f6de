import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ExportFormat, ListCounts, PagedList } from '@route-discovery/contract';
import {
  exportQuery,
  pageQuery,
  readPagedState,
  selectionQuery,
  writePagedState,
  type PagedState,
} from './paged-query';

/** Reads one v1 answer as JSON: the report API's `fetchReport` (admin session + report access value). */
export type FetchJson = (path: string, params: Record<string, string>) => Promise<unknown>;

/** Which list a paged table reads and how its answer is shaped. */
export interface PagedSource {
  /** The list's name in the contract (`PAGED_LISTS`): exports and Test all name it. */
  list: PagedList;
  /** The v1 path (from the report config's endpoints). */
  endpoint: string;
  /** The envelope key holding the rows (`urls`, `links`, `operations`, `routes`...). */
  rowsKey: string;
  /** The list's filter parameters, kept in the URL with the rest of the state. */
  filterKeys: readonly string[];
  /** Parameters always sent (exposure's `list=routes`). */
  fixed?: Record<string, string>;
  /** Prefix of this table's URL params when a page shows two tables. */
  prefix?: string;
}

/** One page of a list as the server answered it. */
export interface ListPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  /** The answer's `metadata` (the list's own fields, such as GraphQL's `graphql_endpoint`). */
  metadata: Record<string, unknown>;
}

/** Rows and the next cursor out of a paged answer (`metadata.page.next_cursor`, contract `pageMetadataSchema`). */
export function readPage<Row>(answer: unknown, rowsKey: string): ListPage<Row> {
  const body = answer as Record<string, unknown> & {
    metadata?: Record<string, unknown> & { page?: { next_cursor?: string | null } };
  };
  const rows = body?.[rowsKey];
  return {
    rows: Array.isArray(rows) ? (rows as Row[]) : [],
    nextCursor: body?.metadata?.page?.next_cursor ?? null,
    metadata: body?.metadata ?? {},
  };
}

/** 1-based number of the page `state` shows: the first page has no cursor, later ones the cursors before. */
export function pageNumber(state: PagedState): number {
  return state.cursor ? state.back.length + 2 : 1;
}

/**
 * The counts out of a `counts=true` answer: `{ counts: ListCounts, metadata }`, or the counts' fields
 * beside `metadata` (`{ total, testable, by, metadata }`); both shapes are read, null when neither.
 */
export function readCounts(answer: unknown): ListCounts | null {
  const body = answer as { counts?: ListCounts } & Partial<ListCounts>;
  const counts = body?.counts ?? body;
  return typeof counts?.total === 'number' && typeof counts.testable === 'number'
    ? { total: counts.total, testable: counts.testable, by: counts.by ?? {} }
    : null;
}

/** How long the search box waits after the last key before it asks the server, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Asks the server for a single-use download URL of a list's export (site-relative). */
export type ExportUrl = (
  list: PagedList,
  query: Record<string, string>,
  format: ExportFormat,
) => Promise<string>;

/** A paged list's state, the page shown, its counts, and the actions of the table's controls. */
export interface PagedTable<Row> {
  state: PagedState;
  /** The search box's text (sent to the server `SEARCH_DEBOUNCE_MS` after the last change). */
  searchInput: string;
  page: ListPage<Row> | null;
  loading: boolean;
  error: unknown;
  /** The selection's counts, or null until they come (the rows never wait for them). */
  counts: ListCounts | null;
  /** 1-based number of the page shown. */
  pageNumber: number;
  /** Filters, search and testable: what counts, exports and Test all send. */
  selection: Record<string, string>;
  /** The selection with the sort: what an export sends. */
  exportSelection: Record<string, string>;
  setSearch(text: string): void;
  setSort(sort: string | null): void;
  setFilter(key: string, value: string | null): void;
  setTestable(testable: boolean): void;
  setPageSize(size: number): void;
  next(): void;
  previous(): void;
  retry(): void;
}

/**
 * One paged v1 list for a table (docs/decisions/0145-paged-admin-tables.md): its state lives in the
 * URL search params (react-router, as Strapi's Content Manager keeps its list state), so a deep link
 * reopens the same page, filters and search; only the page shown is in memory; `counts=true` is
 * asked in parallel with the first page and again only when the selection changes. Changing the
 * search, a filter, the sort or the page size goes back to the first page (a cursor is valid for one
 * selection and sort only).
 */
export function usePagedList<Row>(source: PagedSource, fetchJson: FetchJson): PagedTable<Row> {
  const [params, setParams] = useSearchParams();
  const { filterKeys, prefix = '', fixed, endpoint, rowsKey } = source;
  const state = useMemo(() => readPagedState(params, filterKeys, prefix), [params, filterKeys, prefix]);
  const [searchInput, setSearchInput] = useState(state.q);
  const [page, setPage] = useState<{ key: string; page: ListPage<Row> | null; error: unknown }>({
    key: '',
    page: null,
    error: null,
  });
  const [counts, setCounts] = useState<{ key: string; counts: ListCounts | null }>({ key: '', counts: null });
  const [attempt, setAttempt] = useState(0);

  const pageParams = useMemo(() => pageQuery(state, fixed), [state, fixed]);
  const selection = useMemo(() => selectionQuery(state, fixed), [state, fixed]);
  const pageKey = JSON.stringify(pageParams);
  const selectionKey = JSON.stringify(selection);

  useEffect(() => {
    let current = true;
    fetchJson(endpoint, JSON.parse(pageKey) as Record<string, string>).then(
      (answer) => current && setPage({ key: pageKey, page: readPage<Row>(answer, rowsKey), error: null }),
      (error: unknown) => current && setPage({ key: pageKey, page: null, error }),
    );
    return () => {
      current = false;
    };
  }, [fetchJson, endpoint, rowsKey, pageKey, attempt]);

  useEffect(() => {
    let current = true;
    const query = { ...(JSON.parse(selectionKey) as Record<string, string>), counts: 'true' };
    fetchJson(endpoint, query).then(
      (answer) => current && setCounts({ key: selectionKey, counts: readCounts(answer) }),
      // Counts are extras: the table works without them (the pager then shows no total).
      () => current && setCounts({ key: selectionKey, counts: null }),
    );
    return () => {
      current = false;
    };
  }, [fetchJson, endpoint, selectionKey, attempt]);

  const update = useCallback(
    (change: (previous: PagedState) => PagedState, replace = false) =>
      setParams(
        (previous) => writePagedState(previous, change(readPagedState(previous, filterKeys, prefix)), prefix),
        {
          replace,
        },
      ),
    [setParams, filterKeys, prefix],
  );
  const firstPage = (previous: PagedState): PagedState => ({ ...previous, cursor: null, back: [] });

  // The URL changed under the box (browser back, a deep link): show its search.
  useEffect(() => setSearchInput(state.q), [state.q]);

  useEffect(() => {
    if (searchInput === state.q) return undefined;
    const timer = setTimeout(
      () => update((previous) => ({ ...firstPage(previous), q: searchInput }), true),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchInput, state.q, update]);

  const shown = page.key === pageKey ? page : null;
  const nextCursor = shown?.page?.nextCursor ?? null;
  return {
    state,
    searchInput,
    page: shown?.page ?? null,
    loading: !shown,
    error: shown?.error ?? null,
    counts: counts.key === selectionKey ? counts.counts : null,
    pageNumber: pageNumber(state),
    selection,
    exportSelection: exportQuery(state, fixed),
    setSearch: setSearchInput,
    setSort: (sort) => update((previous) => ({ ...firstPage(previous), sort })),
    setFilter: (key, value) =>
      update((previous) => ({ ...firstPage(previous), filters: { ...previous.filters, [key]: value } })),
    setTestable: (testable) => update((previous) => ({ ...firstPage(previous), testable })),
    setPageSize: (pageSize) => update((previous) => ({ ...firstPage(previous), pageSize })),
    next: () => {
      if (!nextCursor) return;
      update((previous) => ({
        ...previous,
        cursor: nextCursor,
        back: previous.cursor ? [...previous.back, previous.cursor] : previous.back,
      }));
    },
    previous: () =>
      update((previous) => ({
        ...previous,
        cursor: previous.back[previous.back.length - 1] ?? null,
        back: previous.back.slice(0, -1),
      })),
    retry: () => setAttempt((value) => value + 1),
  };
}
