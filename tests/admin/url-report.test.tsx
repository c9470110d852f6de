/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { UrlReport } from '../../admin/src/components/UrlReport';
import type { ReportRow } from '../../admin/src/lib/types';
import en from '../../admin/src/translations/en.json';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

const row = (key: string, path: string, isTestable = true): ReportRow => ({
  key,
  method: isTestable ? 'GET' : 'POST',
  path,
  target: path,
  label: `handler ${key}`,
  detail: '',
  group: 'resolver',
  isTestable,
  skipReason: isTestable ? '' : 'Requires POST request',
});

const rows = [
  row('1', '/api/ok-b'),
  row('2', '/api/fails'),
  row('3', '/api/ok-a'),
  row('4', '/api/post-only', false),
];

function renderReport(onFilterChange = jest.fn()) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <DesignSystemProvider locale="en">
        <UrlReport
          rows={rows}
          rawRows={rows}
          rawColumns={['method', 'path']}
          exportName="frontend-urls"
          filters={[{ value: 'pages', label: 'Pages' }]}
          activeFilter={null}
          onFilterChange={onFilterChange}
          testMode={{ kind: 'public' }}
        />
      </DesignSystemProvider>
    </IntlProvider>,
  );
}

const shownPaths = () =>
  screen.getAllByTestId('report-row').map((tr) => tr.querySelectorAll('td')[1].textContent);

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

describe('UrlReport', () => {
  it('searches and hides untestable rows', () => {
    renderReport();
    expect(shownPaths()).toEqual(['/api/fails', '/api/ok-a', '/api/ok-b', '/api/post-only']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ok-' } });
    expect(shownPaths()).toEqual(['/api/ok-a', '/api/ok-b']);
    expect(screen.queryByTestId('report-empty')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing matches this' } });
    expect(screen.queryAllByTestId('report-row')).toHaveLength(0);
    expect(screen.getByTestId('report-empty').textContent).toBe('No URLs match the search and filters.');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide untestable' }));
    expect(shownPaths()).not.toContain('/api/post-only');
  });

  it('reverses the order on a click on the sorted column header, and restores it on a second click', () => {
    renderReport();
    expect(shownPaths()[0]).toBe('/api/fails');
    fireEvent.click(screen.getByRole('button', { name: 'URL' }));
    expect(shownPaths()).toEqual(['/api/post-only', '/api/ok-b', '/api/ok-a', '/api/fails']);
    fireEvent.click(screen.getByRole('button', { name: 'URL' }));
    expect(shownPaths()).toEqual(['/api/fails', '/api/ok-a', '/api/ok-b', '/api/post-only']);
  });

  it('passes the filter chip choice to the page', () => {
    const onFilterChange = jest.fn();
    renderReport(onFilterChange);
    fireEvent.click(screen.getByRole('button', { name: 'Pages' }));
    expect(onFilterChange).toHaveBeenCalledWith('pages');
  });

  it('tests every testable row, without credentials, and lists failures first', async () => {
    const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
      expect(init?.credentials).toBe('omit');
      expect(init?.headers).toEqual({});
      const status = url.endsWith('/api/fails') ? 500 : 200;
      return { status, statusText: status === 200 ? 'OK' : 'Internal Server Error' };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Test all' }));
    await waitFor(() =>
      expect(screen.getByTestId('batch-summary').textContent).toBe(
        'Finished: 3 of 3 tested, 2 passed, 1 failed',
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(shownPaths()[0]).toBe('/api/fails');
    const states = screen.getAllByTestId('report-row').map((tr) => tr.getAttribute('data-state'));
    expect(states).toEqual(['failed', 'passed', 'passed', 'untestable']);
  });

  it('runs Test all once when it is clicked twice', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = jest.fn(async () => {
      await answered;
      return { status: 200, statusText: 'OK' };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderReport();
    const testAll = screen.getByRole('button', { name: 'Test all' });
    fireEvent.click(testAll);
    fireEvent.click(testAll);
    release();
    await waitFor(() =>
      expect(screen.getByTestId('batch-summary').textContent).toBe(
        'Finished: 3 of 3 tested, 3 passed, 0 failed',
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps Test all and a running row test focusable, marked aria-disabled, while they run', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = jest.fn(async () => {
      await answered;
      return { status: 200, statusText: 'OK' };
    }) as unknown as typeof fetch;
    renderReport();
    const testAll = screen.getByRole('button', { name: 'Test all' });
    testAll.focus();
    fireEvent.click(testAll);
    // A disabled button would drop the keyboard focus (HTML focus fixup); aria-disabled keeps it.
    expect(testAll.hasAttribute('disabled')).toBe(false);
    expect(testAll.getAttribute('aria-disabled')).toBe('true');
    const rowTests = screen.getAllByRole('button', { name: 'Test' });
    expect(rowTests[0].hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(rowTests[0].getAttribute('aria-disabled')).toBe('true'));
    release();
    await waitFor(() => expect(testAll.getAttribute('aria-disabled')).toBe('false'));
  });
});
