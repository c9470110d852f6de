/**
 * @jest-environment jsdom
 */
import { renderAdmin } from '../helpers/admin-render';
import { MonitorView } from '../../admin/src/components/monitor/MonitorView';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { run, overview, fakeApi } from '../helpers/monitor-page-fixtures';

/**
 * The Monitoring page (admin): the watched links paged and filtered, a link's timeline, and Check
 * now's progress. Loading, schedule and counts: monitoring-page.test.tsx.
 */
describe('Monitoring page (admin)', () => {
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
