/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import type { ReportApi } from '../../admin/src/api/report-client';
import { MonitorSinceVisit } from '../../admin/src/components/MonitorSinceVisit';
import { lastVisitIn, lastVisitKey } from '../../admin/src/lib/last-visit';
import { renderAdmin } from '../helpers/admin-render';

const RUNS = '/api/route-discovery/v1/runs';
const PREVIOUS = Date.parse('2027-03-01T08:00:00.000Z');

/** A report API answering `v1/monitor` (enabled or not) and one page of broken targets. */
function fakeReports(enabled: boolean, urls: string[], more = false) {
  const fetchReport = jest.fn(async (path: string, _params?: Record<string, string>) => {
    if (path.endsWith('/monitor')) return { schedules: [{ enabled }], runs: [] };
    return {
      targets: urls.map((url) => ({ url })),
      metadata: { page: { next_cursor: more ? 'next' : null } },
    };
  });
  return { api: { fetchReport } as unknown as ReportApi, fetchReport };
}

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
}

describe('homepage widget: what broke since the last visit (decision 0228)', () => {
  it('reads the links broken since the previous visit, names them, then records this visit', async () => {
    const { api, fetchReport } = fakeReports(true, ['https://a.test/', 'https://b.test/']);
    const record = jest.fn();
    renderAdmin(<MonitorSinceVisit api={api} runsEndpoint={RUNS} visit={{ previous: PREVIOUS, record }} />);
    const line = await screen.findByTestId('widget-monitor');
    expect(line.textContent).toContain('Links broken since your last visit (Mar 1, 2027');
    expect(line.textContent).toContain('): 2');
    expect(line.textContent).toContain('https://b.test/');
    expect(fetchReport).toHaveBeenLastCalledWith('/api/route-discovery/v1/monitor/targets', {
      state: 'broken',
      page_size: '100',
      since: '2027-03-01T08:00:00.000Z',
    });
    expect(record).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Open Monitoring' }).getAttribute('href')).toBe(
      '/admin/plugins/route-discovery/monitoring',
    );
  });

  it('on a first visit says how many are broken now, and more than a page as 100+', async () => {
    const { api, fetchReport } = fakeReports(true, ['https://a.test/'], true);
    renderAdmin(
      <MonitorSinceVisit api={api} runsEndpoint={RUNS} visit={{ previous: null, record: jest.fn() }} />,
    );
    expect((await screen.findByTestId('widget-monitor')).textContent).toContain(
      'Watched links broken now: 1+',
    );
    expect(fetchReport.mock.calls[1][1]).not.toHaveProperty('since');
  });

  it('says nothing and records no visit while the monitor is off and has never run', async () => {
    const { api, fetchReport } = fakeReports(false, []);
    const record = jest.fn();
    renderAdmin(<MonitorSinceVisit api={api} runsEndpoint={RUNS} visit={{ previous: PREVIOUS, record }} />);
    await waitFor(() => expect(fetchReport).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('widget-monitor')).toBeNull();
    expect(record).not.toHaveBeenCalled();
  });

  it('keeps each admin user their own last visit in the browser storage', () => {
    const storage = memoryStorage();
    expect(lastVisitIn(storage, 1).previous).toBeNull();
    lastVisitIn(storage, 1).record(PREVIOUS);
    expect(lastVisitIn(storage, 1).previous).toBe(PREVIOUS);
    expect(lastVisitIn(storage, 2).previous).toBeNull();
    expect(storage.getItem(lastVisitKey(1))).toBe(String(PREVIOUS));
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(lastVisitIn(refusing, 1).previous).toBeNull();
    expect(() => lastVisitIn(refusing, 1).record(PREVIOUS)).not.toThrow();
  });
});
