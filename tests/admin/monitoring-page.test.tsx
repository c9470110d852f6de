/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  MonitorResponse,
  MonitorRun,
  MonitorTargetEventsEnvelope,
  MonitorTargetRow,
  MonitorTargetsEnvelope,
} from '@route-discovery/contract';
import type { MonitorApi, TargetFilters } from '../../admin/src/api/monitor-client';
import { MonitorView } from '../../admin/src/components/monitor/MonitorView';
import { renderAdmin } from '../helpers/admin-render';

const META = {
  api_version: 'v1',
  api_lifecycle: { status: 'stable' as const, deprecated_on: null, sunset_on: null },
  generated_at: '',
  package_version: '',
};
const page = (next: string | null) => ({ size: 20, sort: 'id:asc', q: null, next_cursor: next });

const run = (id: string, overrides: Partial<MonitorRun> = {}): MonitorRun => ({
  id,
  schedule: 'external-links',
  trigger: 'schedule',
  state: 'done',
  queued_at: '2027-03-01T10:00:00.000Z',
  started_at: '2027-03-01T10:00:00.000Z',
  finished_at: '2027-03-01T10:01:00.000Z',
  budget: 500,
  checked: 12,
  failed: 1,
  broken: 0,
  recovered: 0,
  takeovers: 0,
  alerts: null,
  ...overrides,
});

const target = (id: string, url: string, overrides: Partial<MonitorTargetRow> = {}): MonitorTargetRow => ({
  id,
  kind: 'external',
  url,
  state: 'broken',
  state_since: '2027-03-02T10:00:00.000Z',
  in_content: true,
  first_seen: '2027-02-01T09:00:00.000Z',
  last_checked: '2027-03-02T10:00:00.000Z',
  last_success: null,
  first_failure: '2027-03-01T10:00:00.000Z',
  consecutive_failures: 2,
  last_status: 404,
  last_error: '',
  route: null,
  ...overrides,
});

const overview = (overrides: Partial<MonitorResponse> = {}): MonitorResponse => ({
  schedules: [
    {
      name: 'external-links',
      enabled: true,
      source: 'config',
      every: 'hourly',
      cron: null,
      interval_minutes: 60,
      targets: ['external'],
      checks_per_run: 500,
      broken_after: 2,
      next_run_at: '2027-03-02T11:00:00.000Z',
      lease: null,
    },
  ],
  runs: [run('r2', { broken: 1, finished_at: '2027-03-02T10:01:00.000Z' }), run('r1')],
  counts: { unchecked: 0, ok: 11, failing: 0, broken: 1 },
  alerts: { mode: 'run', channels: [] },
  metadata: META,
  ...overrides,
});

/** A fake monitor API: answers from the given values, records what was asked. */
function fakeApi(answers: { overview?: () => Promise<MonitorResponse> } = {}) {
  const targetCalls: Array<{ filters: TargetFilters; cursor: string | null }> = [];
  const eventCalls: Array<{ id: string; cursor: string | null }> = [];
  const broken = target('a'.repeat(64), 'https://gone.example/page');
  const api: MonitorApi = {
    overview: jest.fn(answers.overview ?? (async () => overview())),
    targets: jest.fn(
      async (filters: TargetFilters, cursor: string | null): Promise<MonitorTargetsEnvelope> => {
        targetCalls.push({ filters, cursor });
        const rows = cursor
          ? [
              target('b'.repeat(64), 'https://ok.example/admin/users', {
                kind: 'admin',
                state: 'ok',
                last_status: 401,
                route: { path: '/admin/users', handler: 'admin::user.find', expect: 'refusal' },
              }),
            ]
          : [broken];
        return {
          targets: filters.state === 'failing' ? [] : rows,
          metadata: {
            ...META,
            state: filters.state,
            kind: null,
            since: filters.since,
            page: page(cursor ? null : 'c2'),
          },
        };
      },
    ),
    targetsOf: jest.fn(),
    events: jest.fn(async (id: string, cursor: string | null): Promise<MonitorTargetEventsEnvelope> => {
      eventCalls.push({ id, cursor });
      const events = cursor
        ? [{ event: 'broken' as const, at: '2027-02-10T10:00:00.000Z', run_id: 'r0', status: 500, error: '' }]
        : [
            {
              event: 'broken' as const,
              at: '2027-03-02T10:00:00.000Z',
              run_id: 'r2',
              status: 404,
              error: '',
            },
            {
              event: 'recovered' as const,
              at: '2027-02-11T10:00:00.000Z',
              run_id: 'r1',
              status: 200,
              error: '',
            },
          ];
      return {
        target: broken,
        events,
        metadata: { ...META, page: { ...page(cursor ? null : 'e2'), sort: 'at:desc' } },
      };
    }),
    checkNow: jest.fn(async () => run('r3', { state: 'queued', checked: 0 })),
  };
  return { api, targetCalls, eventCalls };
}

describe('Monitoring page (admin)', () => {
  it('shows loading, then an error with Retry, then the page once the retry answers', async () => {
    let fail = true;
    const { api } = fakeApi({
      overview: async () => {
        if (fail) throw new Error('down');
        return overview();
      },
    });
    renderAdmin(<MonitorView api={api} canStart />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The report could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('monitor-page')).toBeTruthy();
  });

  it('says the schedule is off and nothing is watched yet, without a chart or a list', async () => {
    const off = overview({ runs: [], counts: { unchecked: 0, ok: 0, failing: 0, broken: 0 } });
    off.schedules[0] = { ...off.schedules[0], enabled: false, next_run_at: null };
    const { api } = fakeApi({ overview: async () => off });
    renderAdmin(<MonitorView api={api} canStart={false} />);
    expect(await screen.findByTestId('monitor-empty')).toBeTruthy();
    expect(screen.getByText(/The schedule is off/)).toBeTruthy();
    expect(screen.queryByTestId('monitor-targets')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(api.targets).not.toHaveBeenCalled();
  });

  it('shows the schedule, counts, broken and recovered per run (oldest first) and the watched links', async () => {
    const { api } = fakeApi();
    renderAdmin(<MonitorView api={api} canStart />);
    const schedule = await screen.findByTestId('monitor-schedule');
    expect(within(schedule).getByTestId('monitor-every').textContent).toContain('every 60 min');
    expect(within(schedule).getByTestId('monitor-next').textContent).toContain('2027');
    expect(screen.getByTestId('monitor-count-broken').textContent).toBe('1');
    const chartRows = within(screen.getByTestId('monitor-chart')).getAllByRole('row').slice(1);
    expect(
      chartRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['0', '0'],
      ['1', '0'],
    ]);
    const row = await screen.findByTestId('monitor-target-row');
    expect(row.textContent).toContain('https://gone.example/page');
    expect(row.textContent).toContain('Broken');
    expect(row.textContent).toContain('404');
  });

  it('pages with the server cursor and filters by state and since, from the first page', async () => {
    const { api, targetCalls } = fakeApi();
    renderAdmin(<MonitorView api={api} canStart />);
    await screen.findByTestId('monitor-target-row');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('monitor-target-row').textContent).toContain('ok.example'));
    // An admin row names its handler and what an anonymous GET must answer.
    expect(screen.getByTestId('monitor-target-row').textContent).toContain(
      'admin::user.find: expects 401 or 403 without credentials',
    );
    expect(targetCalls.at(-1)).toEqual({ filters: { state: null, since: null }, cursor: 'c2' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() =>
      expect(screen.getByTestId('monitor-target-row').textContent).toContain('gone.example'),
    );
    fireEvent.change(screen.getByLabelText('In this state since'), { target: { value: '2027-03-01' } });
    await waitFor(() =>
      expect(targetCalls.at(-1)).toEqual({ filters: { state: null, since: '2027-03-01' }, cursor: null }),
    );
    // State filter: a state no target is in says so.
    // The design system's select (Radix) opens on a key; jsdom lacks the pointer and scroll calls it makes.
    Object.assign(Element.prototype, {
      hasPointerCapture: () => false,
      releasePointerCapture: () => undefined,
      scrollIntoView: () => undefined,
    });
    Object.assign(globalThis, {
      IntersectionObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'State' }), { key: 'Enter' });
    fireEvent.keyDown(await screen.findByRole('option', { name: 'Failing' }), { key: 'Enter' });
    expect(await screen.findByTestId('monitor-targets-empty')).toBeTruthy();
    expect(targetCalls.at(-1)?.filters).toEqual({ state: 'failing', since: '2027-03-01' });
  });

  it("opens a link's timeline newest first, focused, reads older events, and ends with first seen", async () => {
    const { api, eventCalls } = fakeApi();
    renderAdmin(<MonitorView api={api} canStart />);
    await screen.findByTestId('monitor-target-row');
    fireEvent.click(screen.getByRole('button', { name: /History https:\/\/gone\.example\/page/ }));
    const timeline = await screen.findByTestId('monitor-timeline');
    await waitFor(() => expect(within(timeline).getAllByTestId('timeline-event')).toHaveLength(2));
    expect(document.activeElement?.textContent).toBe('History of the link');
    const events = within(timeline).getAllByTestId('timeline-event');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringContaining('broken'),
      expect.stringContaining('recovered'),
    ]);
    expect(events[0].textContent).toContain('HTTP 404');
    expect(within(timeline).queryByTestId('timeline-first-seen')).toBeNull();
    fireEvent.click(within(timeline).getByRole('button', { name: 'Show older events' }));
    await waitFor(() => expect(within(timeline).getAllByTestId('timeline-event')).toHaveLength(3));
    expect(eventCalls).toEqual([
      { id: 'a'.repeat(64), cursor: null },
      { id: 'a'.repeat(64), cursor: 'e2' },
    ]);
    expect(within(timeline).getByTestId('timeline-first-seen').textContent).toContain('First seen');
    fireEvent.click(within(timeline).getByRole('button', { name: 'Close the history' }));
    expect(screen.queryByTestId('monitor-timeline')).toBeNull();
  });

  it('Check now starts a run, then shows its progress (checked of budget) until it is done', async () => {
    jest.useFakeTimers();
    try {
      let reads = 0;
      const running = overview({
        runs: [run('r3', { state: 'running', checked: 120, budget: 500 }), run('r2')],
      });
      const { api } = fakeApi({
        overview: async () => {
          reads += 1;
          if (reads === 1) return overview();
          return reads === 2 ? running : overview({ runs: [run('r3', { checked: 500 }), run('r2')] });
        },
      });
      renderAdmin(<MonitorView api={api} canStart />);
      const button = await screen.findByRole('button', { name: 'Check now' });
      await act(async () => {
        fireEvent.click(button);
      });
      expect(api.checkNow).toHaveBeenCalledTimes(1);
      const progress = await screen.findByTestId('monitor-progress');
      expect(progress.textContent).toContain('120 of 500 links checked');
      expect(screen.getByRole('progressbar')).toBeTruthy();
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      await waitFor(() => expect(screen.queryByTestId('monitor-progress')).toBeNull());
      expect(reads).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
