/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { RunsView } from '../../admin/src/components/runs/RunsView';
import type { StoredRun } from '../../admin/src/lib/types';
import en from '../../admin/src/translations/en.json';
import { runBody } from '../helpers/run-fixtures';
import { renderAdmin } from '../helpers/admin-render';
import { fakeListServer } from '../helpers/fake-list-server';
import { RunsReport } from '../../admin/src/components/runs/RunsReport';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

const HOSTILE = '<img src=x onerror="window.__pwned=1"><b>bold</b><script>window.__pwned=2</script>';

const stored = (id: number, receivedAt: string, overrides: Partial<StoredRun> = {}): StoredRun => ({
  ...runBody(),
  id,
  received_at: receivedAt,
  verdict: 'failed',
  ...overrides,
});

function renderRuns(runs: StoredRun[]) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <DesignSystemProvider locale="en">
        <RunsView runs={runs} />
      </DesignSystemProvider>
    </IntlProvider>,
  );
}

describe('Runs page', () => {
  const failing = stored(2, '2026-11-23T12:00:00.000Z', {
    failures: [{ ...runBody().failures[0], reason: HOSTILE, target: '/api/<i>x</i>' }],
    ci: {
      provider: 'github-actions',
      job_url: 'https://github.com/acme/site/actions/runs/42',
      commit: 'abc',
    },
  });
  const passing = stored(1, '2026-11-23T11:00:00.000Z', {
    verdict: 'passed',
    exit_code: 0,
    failures: [],
    duration_ms: 61_000,
    ci: { provider: 'custom', job_url: 'javascript:alert(1)', commit: null },
  });

  it('renders HTML in a failure reason as text, never as markup', () => {
    const { container } = renderRuns([failing, passing]);
    const failures = screen.getByTestId('run-failures');
    expect(within(failures).getByText(HOSTILE)).toBeTruthy();
    expect(within(failures).getByText('GET /api/<i>x</i>')).toBeTruthy();
    expect(container.querySelector('img, script, b, i')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('links only an http(s) CI job; a javascript: URL stays text', () => {
    renderRuns([failing, passing]);
    const links = screen.getAllByTestId('run-ci-link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://github.com/acme/site/actions/runs/42');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('draws the trend oldest first with verdict and duration, and the runs newest first', () => {
    renderRuns([failing, passing]);
    const trendRows = within(screen.getByTestId('runs-trend')).getAllByRole('row').slice(1);
    expect(trendRows.map((row) => within(row).getByTestId('run-verdict').textContent)).toEqual([
      'Passed',
      'Failed',
    ]);
    expect(trendRows[0].textContent).toContain('1 min 01 s');
    expect(screen.getByTestId('runs-trend-summary').textContent).toBe(
      '2 runs, oldest first: 1 passed, 1 did not pass; median duration 32.6 s',
    );
    expect(
      screen.getAllByTestId('run-card').map((card) => within(card).getByTestId('run-verdict').textContent),
    ).toEqual(['Failed', 'Passed']);
  });

  it('charts each run oldest first: passed and failed checks, and the duration, with a text alternative', () => {
    renderRuns([failing, passing]);
    const checks = screen.getByTestId('runs-chart-checks');
    const rows = within(checks).getAllByRole('row').slice(1);
    // The run table: one row per run, oldest first, with its passed and failed checks.
    expect(rows).toHaveLength(2);
    const [oldest, newest] = rows.map((row) => row.textContent ?? '');
    expect(oldest).toContain(String(passing.totals.checks - passing.totals.failed));
    expect(newest).toContain(String(failing.totals.failed));
    const durations = within(screen.getByTestId('runs-chart-duration')).getAllByRole('cell');
    expect(durations.map((cell) => cell.textContent)).toContain('1 min 01 s');
  });

  it('says how to publish when no run came yet', () => {
    renderRuns([]);
    expect(screen.getByTestId('runs-empty').textContent).toContain('--publish');
  });
});

describe('Runs page (paged)', () => {
  const many = Array.from({ length: 120 }, (_, index) =>
    stored(120 - index, new Date(Date.UTC(2026, 10, 1) + (120 - index) * 60_000).toISOString(), {
      verdict: 'passed',
      exit_code: 0,
      failures: [],
    }),
  );

  function renderReport(url = '/') {
    const server = fakeListServer(many, {
      rowsKey: 'runs',
      filterKeys: [],
      searchText: (run) => run.base_url,
      isTestable: () => false,
      facets: ['verdict'],
    });
    renderAdmin(
      <RunsReport
        endpoint="/api/route-discovery/v1/runs"
        fetchJson={server.fetchJson}
        exportUrl={async () => '/x'}
      />,
      url,
    );
    return server;
  }

  it('reads one page of runs, never the whole list, and draws the trend of that page', async () => {
    const server = renderReport('/?page_size=50');
    await waitFor(() => expect(screen.getAllByTestId('run-card')).toHaveLength(50));
    expect(server.calls.every((params) => params.counts === 'true' || params.page_size === '50')).toBe(true);
    expect(within(screen.getByTestId('runs-trend')).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByTestId('runs-trend-summary').textContent).toMatch(/^50 runs, oldest first: 50 passed/);
  });

  it('pages on with Next: the next 50 runs replace the first ones', async () => {
    const server = renderReport('/?page_size=50');
    await waitFor(() => expect(screen.getAllByTestId('run-card')).toHaveLength(50));
    fireEvent.click(within(screen.getByTestId('runs-pager')).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(server.calls.some((params) => params.cursor === 'after-50')).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByTestId('runs-pager')).getByTestId('pager-range').textContent).toContain('51'),
    );
    expect(screen.getAllByTestId('run-card')).toHaveLength(50);
  });

  it('shows an error with Retry when the list cannot be read', async () => {
    renderAdmin(
      <RunsReport
        endpoint="/api/route-discovery/v1/runs"
        fetchJson={async () => {
          throw new Error('boom');
        }}
        exportUrl={async () => '/x'}
      />,
    );
    expect(await screen.findByText('The report could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
