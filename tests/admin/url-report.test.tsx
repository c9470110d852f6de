/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UrlReport } from '../../admin/src/components/UrlReport';
import { renderAdmin } from '../helpers/admin-render';
import { fakeListServer } from '../helpers/fake-list-server';
import { frontendUrlRow as row } from '../helpers/report-rows';

/** 120 rows: one only the third page of 50 holds matches "needle". */
const rows = [
  row('/api/fails'),
  row('/api/post-only', { method: 'POST', is_testable: false, skip_reason: 'Requires POST request' }),
  ...Array.from({ length: 117 }, (_, index) => row(`/api/ok-${String(index).padStart(3, '0')}`)),
  row('/api/needle-in-a-haystack'),
];

function serve() {
  return fakeListServer(rows, {
    rowsKey: 'urls',
    filterKeys: ['filter'],
    searchText: (r) => [r.method, r.url, r.name, r.source, r.skip_reason].join(' '),
    isTestable: (r) => r.is_testable,
    facets: ['group', 'page_type'],
    sortValue: (r, key) => (key === 'path' ? r.url : r.method),
  });
}

function renderReport(
  url = '/',
  exportUrl = jest.fn(async () => '/api/route-discovery/v1/frontend-urls?ticket=t'),
) {
  const server = serve();
  renderAdmin(
    <UrlReport
      kind="frontend"
      endpoint="/api/route-discovery/v1/frontend-urls"
      fetchJson={server.fetchJson}
      exportUrl={exportUrl}
      filters={[{ value: 'pages', label: 'Pages' }]}
      testMode={{ kind: 'public' }}
    />,
    url,
  );
  return { server, exportUrl };
}

const shownPaths = () =>
  screen.queryAllByTestId('report-row').map((tr) => tr.querySelectorAll('td')[1].textContent);

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('UrlReport page rows', () => {
  it('names the document of a page row by its title, linked to its edit view, with its type and locale', async () => {
    const page = row('/api/articles/doc1', {
      source: 'page',
      page_type: 'api::article.article',
      page_title: 'Hello world',
      locale: 'fr',
      document_id: 'doc1',
      content_type_name: 'Article',
      edit_url: '/admin/content-manager/collection-types/api::article.article/doc1?plugins[i18n][locale]=fr',
    });
    const server = fakeListServer([page, row('/api/feed')], {
      rowsKey: 'urls',
      filterKeys: [],
      searchText: (r) => r.url,
      isTestable: (r) => r.is_testable,
    });
    renderAdmin(
      <UrlReport
        kind="frontend"
        endpoint="/api/route-discovery/v1/frontend-urls"
        fetchJson={server.fetchJson}
        exportUrl={jest.fn(async () => '/x')}
        filters={[]}
        testMode={{ kind: 'public' }}
      />,
      '/',
    );
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(2));
    const [pageRow, resolverRow] = screen.getAllByTestId('report-row');
    expect(within(pageRow).getByRole('link', { name: 'Hello world' }).getAttribute('href')).toBe(
      '/admin/content-manager/collection-types/api::article.article/doc1?plugins[i18n][locale]=fr',
    );
    expect(within(pageRow).getByText('Article · fr')).toBeTruthy();
    expect(within(pageRow).getByTestId('document-name').getAttribute('title')).toBe(
      'UID: api::article.article · documentId: doc1',
    );
    // A resolver row names no document: its handler, as before.
    expect(within(resolverRow).queryByTestId('document-name')).toBeNull();
    expect(within(resolverRow).getByText('handler /api/feed')).toBeTruthy();
  });
});

describe('UrlReport (paged)', () => {
  it('mounts one page of rows, says which rows of the total, and pages on', async () => {
    renderReport('/?page_size=50');
    await waitFor(() => expect(shownPaths()).toHaveLength(50));
    await waitFor(() => expect(screen.getByTestId('pager-range').textContent).toBe('Rows 1-50 of 120'));
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('pager-range').textContent).toBe('Rows 51-100 of 120'));
    expect(shownPaths()).toHaveLength(50);
  });

  it('finds a row of a later page by searching on the server', async () => {
    const { server } = renderReport('/?page_size=50');
    await waitFor(() => expect(shownPaths()).toHaveLength(50));
    expect(shownPaths()).not.toContain('/api/needle-in-a-haystack');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'needle' } });
    await waitFor(() => expect(shownPaths()).toEqual(['/api/needle-in-a-haystack']));
    expect(server.calls.some((call) => call.q === 'needle' && call.page_size === '50')).toBe(true);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing matches this' } });
    await waitFor(() =>
      expect(screen.getByTestId('report-empty').textContent).toBe('No URLs match the search and filters.'),
    );
  });

  it('sends testable only, the filter chip and the sort to the server', async () => {
    const { server } = renderReport('/?page_size=50');
    await waitFor(() => expect(shownPaths()).toContain('/api/post-only'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide untestable' }));
    await waitFor(() => expect(shownPaths()).not.toContain('/api/post-only'));
    fireEvent.click(screen.getByRole('button', { name: 'URL' }));
    await waitFor(() => expect(shownPaths()[1]).toBe('/api/needle-in-a-haystack'));
    fireEvent.click(screen.getByRole('button', { name: 'URL' }));
    await waitFor(() => expect(shownPaths()[0]).toBe('/api/ok-116'));
    expect(screen.getByText('URL').closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Pages' }));
    await waitFor(() =>
      expect(server.calls.at(-2)).toEqual({
        filter: 'pages',
        testable: 'true',
        page_size: '50',
        sort: 'path:desc',
      }),
    );
  });

  it('tests every testable row of every page without credentials, keeps failures, counts passes', async () => {
    const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
      expect(init?.credentials).toBe('omit');
      const status = url.endsWith('/api/fails') ? 500 : 200;
      return { status, statusText: status === 200 ? 'OK' : 'Internal Server Error' };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { server } = renderReport('/?page_size=50');
    await waitFor(() => expect(screen.getByTestId('pager-range').textContent).toContain('of 120'));
    fireEvent.click(screen.getByRole('button', { name: 'Test all' }));
    await waitFor(() =>
      expect(screen.getByTestId('batch-summary').textContent).toBe(
        'Finished: 119 of 119 tested, 118 passed, 1 failed',
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(119);
    const walked = server.calls.filter((call) => call.testable === 'true');
    expect(walked.map((call) => call.page_size)).toEqual(['500']);
    const failures = within(screen.getByTestId('test-failures')).getAllByTestId('failure-row');
    expect(failures.map((tr) => tr.textContent)).toEqual(['GET/api/fails500 Internal Server Error']);
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('report-row')
          .map((tr) => tr.getAttribute('data-state'))
          .slice(0, 3),
      ).toEqual(['failed', 'untestable', 'passed']),
    );
  });

  it('stops Test all at once with Stop', async () => {
    const pending: Array<() => void> = [];
    globalThis.fetch = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise((resolve, reject) => {
          pending.push(() => resolve({ status: 200, statusText: 'OK' }));
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    ) as unknown as typeof fetch;
    renderReport();
    await waitFor(() => expect(shownPaths().length).toBeGreaterThan(0));
    const testAll = screen.getByRole('button', { name: 'Test all' });
    testAll.focus();
    fireEvent.click(testAll);
    // A disabled button would drop the keyboard focus (HTML focus fixup); aria-disabled keeps it.
    expect(testAll.hasAttribute('disabled')).toBe(false);
    expect(testAll.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(testAll);
    await waitFor(() => expect(pending.length).toBe(4));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByTestId('batch-summary').textContent).toBe(
      'Stopped: 0 of 119 tested, 0 passed, 0 failed',
    );
    pending.forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('batch-summary').textContent).toBe(
      'Stopped: 0 of 119 tested, 0 passed, 0 failed',
    );
    expect(globalThis.fetch).toHaveBeenCalledTimes(4);
    expect(testAll.getAttribute('aria-disabled')).toBe('false');
  });

  it('exports through a single-use URL with the filters, search and sort, navigating to it', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.getAttribute('href')).toBe('/api/route-discovery/v1/frontend-urls?ticket=t');
    });
    const { exportUrl } = renderReport('/?q=ok&filter=pages&sort=path:desc');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(exportUrl).toHaveBeenCalledWith(
      'frontend-urls',
      { filter: 'pages', q: 'ok', sort: 'path:desc' },
      'csv',
    );
  });
});
