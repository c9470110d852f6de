/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { readPagedState, writePagedState, type PagedState } from '../../admin/src/api/paged-query';
import {
  readCounts,
  SEARCH_DEBOUNCE_MS,
  usePagedList,
  type PagedSource,
  type PagedTable,
} from '../../admin/src/api/usePagedList';
import { ROUTER_FUTURE } from '../helpers/admin-render';
import { fakeListServer } from '../helpers/fake-list-server';

interface Row {
  path: string;
  kind: string;
}

const rows: Row[] = Array.from({ length: 7 }, (_, index) => ({
  path: `/p${index}`,
  kind: index % 2 ? 'odd' : 'even',
}));

const source: PagedSource = {
  list: 'frontend-urls',
  endpoint: '/v1/list',
  rowsKey: 'urls',
  filterKeys: ['kind'],
};

function serve() {
  return fakeListServer(rows, {
    rowsKey: 'urls',
    filterKeys: ['kind'],
    searchText: (row) => row.path,
    isTestable: () => true,
    facets: ['kind'],
  });
}

let current: PagedTable<Row>;
let search = '';

function Harness({
  fetchJson,
}: {
  fetchJson: (path: string, params: Record<string, string>) => Promise<unknown>;
}) {
  current = usePagedList<Row>(source, fetchJson);
  search = useLocation().search;
  return <div data-testid="rows">{current.page?.rows.map((row) => row.path).join(',') ?? 'loading'}</div>;
}

function mount(url: string, fetchJson: (path: string, params: Record<string, string>) => Promise<unknown>) {
  return render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <Harness fetchJson={fetchJson} />
    </MemoryRouter>,
  );
}

const shown = () => screen.getByTestId('rows').textContent;

describe('paged list state in the URL', () => {
  it('writes and reads back the same state, leaving defaults out of the URL', () => {
    const state: PagedState = {
      pageSize: 50,
      q: 'blog post',
      sort: 'path:desc',
      testable: true,
      filters: { kind: 'odd', locale: null },
      cursor: 'c2',
      back: ['c1'],
    };
    const params = writePagedState(new URLSearchParams('other=kept'), state);
    expect(params.get('other')).toBe('kept');
    expect(params.has('locale')).toBe(false);
    expect(readPagedState(params, ['kind', 'locale'])).toEqual(state);
    const plain = writePagedState(new URLSearchParams(), readPagedState(new URLSearchParams(), ['kind']));
    expect(plain.toString()).toBe('');
    // Prefixed params keep two tables apart on one page.
    const two = writePagedState(params, { ...state, q: 'x', cursor: null, back: [] }, 'types_');
    expect(readPagedState(two, ['kind', 'locale']).q).toBe('blog post');
    expect(readPagedState(two, ['kind', 'locale'], 'types_').q).toBe('x');
  });

  it('rejects bad values: an oversize page, a malformed sort', () => {
    const state = readPagedState(new URLSearchParams('page_size=100000&sort=path;drop'), []);
    expect(state.pageSize).toBe(100);
    expect(state.sort).toBeNull();
  });
});

describe('usePagedList', () => {
  it('asks the first page and the counts in two requests, and keeps only the page shown', async () => {
    const server = serve();
    mount('/list?page_size=3', server.fetchJson);
    await waitFor(() => expect(shown()).toBe('/p0,/p1,/p2'));
    expect(server.calls).toEqual([{ page_size: '3' }, { counts: 'true' }]);
    await waitFor(() => expect(current.counts?.total).toBe(7));
  });

  it('walks next and previous by cursor, keeping the cursors in the URL, and counts only once', async () => {
    const server = serve();
    mount('/list?page_size=3', server.fetchJson);
    await waitFor(() => expect(shown()).toBe('/p0,/p1,/p2'));
    act(() => current.next());
    await waitFor(() => expect(shown()).toBe('/p3,/p4,/p5'));
    act(() => current.next());
    await waitFor(() => expect(shown()).toBe('/p6'));
    expect(current.pageNumber).toBe(3);
    expect(current.page?.nextCursor).toBeNull();
    expect(new URLSearchParams(search).getAll('back')).toEqual(['after-3']);
    expect(new URLSearchParams(search).get('cursor')).toBe('after-6');
    act(() => current.previous());
    await waitFor(() => expect(shown()).toBe('/p3,/p4,/p5'));
    act(() => current.previous());
    await waitFor(() => expect(shown()).toBe('/p0,/p1,/p2'));
    expect(search).toBe('?page_size=3');
    expect(server.calls.filter((call) => call.counts)).toHaveLength(1);
  });

  it('reopens a deep link on the same page, filters and search', async () => {
    const server = serve();
    mount('/list?page_size=2&kind=odd&cursor=after-2', server.fetchJson);
    await waitFor(() => expect(shown()).toBe('/p5'));
    expect(server.calls[0]).toEqual({ kind: 'odd', page_size: '2', cursor: 'after-2' });
    expect(server.calls[1]).toEqual({ kind: 'odd', counts: 'true' });
    expect(current.pageNumber).toBe(2);
  });

  it('sends the search after the pause, from the first page, and counts again', async () => {
    jest.useFakeTimers();
    try {
      const server = serve();
      mount('/list?page_size=2&cursor=after-2', server.fetchJson);
      await act(async () => undefined);
      act(() => current.setSearch('p6'));
      expect(server.calls.some((call) => call.q)).toBe(false);
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      await act(async () => undefined);
      expect(shown()).toBe('/p6');
      expect(server.calls.slice(-2)).toEqual([
        { q: 'p6', page_size: '2' },
        { q: 'p6', counts: 'true' },
      ]);
      expect(new URLSearchParams(search).get('cursor')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the sort and the page size, each from the first page', async () => {
    const server = serve();
    mount('/list?page_size=3&cursor=after-3', server.fetchJson);
    await waitFor(() => expect(shown()).toBe('/p3,/p4,/p5'));
    act(() => current.setSort('path:desc'));
    await waitFor(() => expect(shown()).toBe('/p6,/p5,/p4'));
    act(() => current.setPageSize(50));
    await waitFor(() => expect(shown()).toBe('/p6,/p5,/p4,/p3,/p2,/p1,/p0'));
    expect(server.calls.at(-1)).toEqual({ page_size: '50', sort: 'path:desc' });
  });
});

describe('readCounts', () => {
  it('reads the counts beside the metadata or under `counts`', () => {
    const counts = { total: 3, testable: 2, by: { kind: { a: 3 } } };
    expect(readCounts({ counts, metadata: {} })).toEqual(counts);
    expect(readCounts({ ...counts, metadata: {} })).toEqual(counts);
    expect(readCounts({ metadata: {} })).toBeNull();
  });
});
