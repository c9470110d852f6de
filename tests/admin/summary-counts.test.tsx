/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { POLL_FIRST_MS, useSummaryPoll } from '../../admin/src/api/useSummaryPoll';
import { SummaryCountsView } from '../../admin/src/components/SummaryCountsView';
import type { SummaryCountingResponse, SummaryResponse } from '../../admin/src/lib/types';
import en from '../../admin/src/translations/en.json';
import { SUMMARY } from '../helpers/summary-fixture';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

describe('SummaryCounts (homepage widget)', () => {
  it('shows the summary counts and the last run', async () => {
    render(
      <IntlProvider locale="en" messages={messages}>
        <DesignSystemProvider locale="en">
          <SummaryCountsView summary={SUMMARY.summary} warnings={3} compact lastRun />
        </DesignSystemProvider>
      </IntlProvider>,
    );
    expect((await screen.findByTestId('count-broken-links')).textContent).toContain('7');
    expect(screen.getByTestId('count-exposure-high').textContent).toContain('2');
    expect(screen.getByTestId('count-backend').textContent).toContain('301');
    expect(screen.getByTestId('count-backend').textContent).toContain('209');
    expect(screen.getByTestId('count-warnings').textContent).toContain('3');
    expect(screen.getByTestId('count-unused-files').textContent).toBe('Unused files: 5 of 12');
    expect(screen.getByTestId('last-run').textContent).toBe(en['runs.none']);
  });
});

/** The widget's counts as `SummaryCounts` shows them, from `useSummaryPoll` over `fetchSummary`. */
function Polled({
  fetchSummary,
}: {
  fetchSummary: () => Promise<SummaryResponse | SummaryCountingResponse>;
}) {
  const state = useSummaryPoll(fetchSummary);
  if (state.countingSince && !state.summary) return <p data-testid="summary-counting">counting</p>;
  if (!state.summary) return <p>loading</p>;
  return <SummaryCountsView summary={state.summary} warnings={0} compact />;
}

const wrap = (node: React.ReactNode) => (
  <IntlProvider locale="en" messages={messages}>
    <DesignSystemProvider locale="en">{node}</DesignSystemProvider>
  </IntlProvider>
);

describe('SummaryCounts while the server recounts (decision 0149)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows when the counts were made and that they are updating, then the new counts', async () => {
    jest.useFakeTimers();
    const answers: Array<SummaryResponse | SummaryCountingResponse> = [
      { ...SUMMARY, summary: { ...SUMMARY.summary, counts_state: 'updating' } },
      {
        ...SUMMARY,
        summary: {
          ...SUMMARY.summary,
          backend: { total: 340, testable: 92 },
          counted_at: '2026-11-26T03:05:00.000Z',
          counts_state: 'current',
        },
      },
    ];
    let calls = 0;
    const fetchSummary = jest.fn(async () => answers[Math.min((calls += 1) - 1, 1)]);
    render(wrap(<Polled fetchSummary={fetchSummary} />));
    const state = await screen.findByTestId('counts-state');
    expect(state.getAttribute('data-state')).toBe('updating');
    expect(state.textContent).toContain('updating');
    expect(screen.getByTestId('count-backend').textContent).toContain('301');
    await act(async () => {
      jest.advanceTimersByTime(POLL_FIRST_MS);
    });
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('count-backend').textContent).toContain('340');
    expect(screen.getByTestId('counts-state').getAttribute('data-state')).toBe('current');
    expect(screen.getByTestId('counts-state').textContent).not.toContain('updating');
    // Current counts: no further poll.
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(fetchSummary).toHaveBeenCalledTimes(2);
  });

  it('shows that the first count runs (202), then the counts', async () => {
    jest.useFakeTimers();
    const counting: SummaryCountingResponse = {
      counting: { started_at: '2026-11-26T03:00:00.000Z' },
      metadata: SUMMARY.metadata,
    };
    let calls = 0;
    const fetchSummary = jest.fn(
      async (): Promise<SummaryResponse | SummaryCountingResponse> =>
        (calls += 1) === 1 ? counting : SUMMARY,
    );
    render(wrap(<Polled fetchSummary={fetchSummary} />));
    expect(await screen.findByTestId('summary-counting')).toBeTruthy();
    await act(async () => {
      jest.advanceTimersByTime(POLL_FIRST_MS);
    });
    expect(screen.getByTestId('count-backend').textContent).toContain('301');
  });
});
