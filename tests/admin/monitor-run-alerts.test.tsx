/**
 * @jest-environment jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { MonitorDelivery, MonitorResponse, MonitorRun } from '@route-discovery/contract';
import type { MonitorApi } from '../../admin/src/api/monitor-client';
import { MonitorView } from '../../admin/src/components/monitor/MonitorView';
import { RunAlertsPanel } from '../../admin/src/components/monitor/RunAlertsPanel';
import { LOCALE_MESSAGES, renderInLocale, shownTexts, untranslated } from '../helpers/admin-locales';
import { renderAdmin } from '../helpers/admin-render';

/** The Monitoring page's alerts per run: each channel's delivery as `GET v1/monitor` answers it. */

const META = {
  api_version: 'v1',
  api_lifecycle: { status: 'stable' as const, deprecated_on: null, sunset_on: null },
  generated_at: '',
  package_version: '',
};
const delivery = (channel: number, kind: MonitorDelivery['kind'], rest: Partial<MonitorDelivery>) => ({
  channel,
  kind,
  state: 'delivered' as const,
  attempts: 1,
  reason: '',
  ...rest,
});
const run = (id: string, finished: string, channels: MonitorDelivery[]): MonitorRun => ({
  id,
  schedule: 'external-links',
  trigger: 'schedule',
  state: 'done',
  queued_at: finished,
  started_at: finished,
  finished_at: finished,
  budget: 500,
  checked: 3,
  failed: 1,
  broken: 1,
  recovered: 0,
  takeovers: 0,
  alerts: {
    state: channels.some((item) => item.state === 'pending') ? 'sending' : 'sent',
    at: null,
    delivered: channels.filter((item) => item.state === 'delivered').length,
    failed: channels.filter((item) => item.state === 'failed').length,
    channels,
  },
});
const RUNS: MonitorRun[] = [
  run('r2', '2027-03-02T10:01:00.000Z', [
    delivery(1, 'webhook', {}),
    delivery(2, 'slack', { state: 'pending', attempts: 1, reason: 'HTTP 503' }),
    delivery(3, 'teams', { state: 'failed', attempts: 3, reason: 'HTTP 500 after 3 attempts' }),
    delivery(4, 'discord', { state: 'pending', attempts: 0 }),
    delivery(5, 'email', { state: 'skipped', reason: 'no email plugin' }),
  ]),
  { ...run('r1', '2027-03-01T10:01:00.000Z', []), alerts: null },
];
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .slice(1)
    .map((cell) => cell.textContent);

it('lists each channel of each run: delivered, retrying, failed with its reason, waiting, skipped', () => {
  renderAdmin(<RunAlertsPanel runs={RUNS} />);
  const rows = screen.getAllByTestId('monitor-alert-row');
  expect(rows.map(cells)).toEqual([
    ['Webhook (channel 1)', 'Delivered', '1', ''],
    ['Slack (channel 2)', 'Retrying', '1', 'HTTP 503'],
    ['Teams (channel 3)', 'Failed', '3', 'HTTP 500 after 3 attempts'],
    ['Discord (channel 4)', 'Waiting', '0', ''],
    ['E-mail (channel 5)', 'Skipped', '1', 'no email plugin'],
  ]);
  expect(within(rows[0]).getAllByRole('gridcell')[0].textContent).toContain('2027');
});

it('says so when no recent run had an alert to send', () => {
  renderAdmin(<RunAlertsPanel runs={[RUNS[1]]} />);
  expect(screen.getByTestId('monitor-alerts-empty').textContent).toBe('No recent run had an alert to send.');
  expect(screen.queryByTestId('monitor-alert-row')).toBeNull();
});

it('is on the Monitoring page, below the chart', async () => {
  const overview: MonitorResponse = {
    schedules: [],
    runs: RUNS,
    counts: { unchecked: 0, ok: 2, failing: 0, broken: 1 },
    alerts: { mode: 'run', channels: [] },
    metadata: META,
  };
  const api: MonitorApi = {
    overview: async () => overview,
    targets: async () => ({
      targets: [],
      metadata: {
        ...META,
        state: null,
        kind: null,
        since: null,
        page: { size: 20, sort: 'id:asc', q: null, next_cursor: null },
      },
    }),
    targetsOf: jest.fn(),
    events: jest.fn(),
    checkNow: jest.fn(),
  };
  renderAdmin(<MonitorView api={api} canStart={false} />);
  const panel = await screen.findByTestId('monitor-alerts');
  expect(within(panel).getAllByTestId('monitor-alert-row')).toHaveLength(5);
  expect(within(panel).getByText('HTTP 500 after 3 attempts')).toBeTruthy();
});

it.each(Object.keys(LOCALE_MESSAGES))('%s: every label is translated', async (locale) => {
  const messages = LOCALE_MESSAGES[locale];
  const { container } = renderInLocale(locale, messages, <RunAlertsPanel runs={RUNS} />);
  await waitFor(() => expect(screen.getAllByTestId('monitor-alert-row')).toHaveLength(5));
  // The reasons are the server's words (a status, an error code), shown as data.
  const texts = shownTexts(container).filter((text) => !/HTTP|no email plugin/.test(text));
  expect(untranslated(texts, messages)).toEqual([]);
});
