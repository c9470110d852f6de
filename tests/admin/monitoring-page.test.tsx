/**
 * @jest-environment jsdom
 */
import { renderAdmin } from '../helpers/admin-render';
import { MonitorView } from '../../admin/src/components/monitor/MonitorView';
import { fireEvent, screen, within } from '@testing-library/react';
import { overview, fakeApi } from '../helpers/monitor-page-fixtures';

/**
 * The Monitoring page (admin): loading and retry, the schedule off, and the schedule with its
 * counts per run. Paging, timelines and Check now: monitoring-page-targets.test.tsx.
 */
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

  // Issue 44: a config with a `watch` key but no `every` or `cron` is not "the config".
  it.each([
    ['config', /set in the plugin's config \(config\/plugins, watch\.every or watch\.cron\)/],
    ['settings', /was saved under “Monitor schedule” in the plugin's settings/],
    ['default', /is the plugin's default: neither the plugin's config .* nor “Monitor schedule”/],
  ] as const)('says where the frequency comes from when its source is %s', async (source, text) => {
    const answer = overview();
    answer.schedules[0] = { ...answer.schedules[0], source };
    const { api } = fakeApi({ overview: async () => answer });
    renderAdmin(<MonitorView api={api} canStart />);
    expect((await screen.findByTestId('monitor-source')).textContent).toMatch(text);
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
});
