/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { adminApiPath, REPORT_ACCESS_HEADER } from '@route-discovery/contract';
import { createReportApi, type ReportHttp } from '../../admin/src/api/report-client';
import { HomepageWidgetView } from '../../admin/src/components/HomepageWidgetView';
import type { ReportConfig } from '../../admin/src/lib/types';
import en from '../../admin/src/translations/en.json';
import { renderAdmin } from '../helpers/admin-render';
import { SUMMARY } from '../helpers/summary-fixture';

const SUMMARY_PATH = '/api/route-discovery/v1/summary';
const PLATFORM_PATH = '/api/route-discovery/v1/platform';

const config = (reportsEnabled: boolean): ReportConfig => ({
  reportsEnabled,
  environment: 'development',
  isDevelopment: true,
  newestStableVersion: 'v1',
  endpoints: { summary: SUMMARY_PATH, platform: PLATFORM_PATH } as ReportConfig['endpoints'],
  versions: [],
  settings: [],
  curlExample: null,
});

/**
 * The admin fetch client's `get` and `post` as a server whose answers the test releases one by
 * one: each request is logged when sent (`sent`) and answered only when `answer(path)` is called.
 */
function heldServer() {
  const sent: string[] = [];
  const headers: Record<string, Record<string, string> | undefined> = {};
  const pending = new Map<string, { resolve: (body: unknown) => void; reject: (e: unknown) => void }>();
  const hold = (label: string) =>
    new Promise<{ data: unknown }>((resolve, reject) => {
      sent.push(label);
      pending.set(label, { resolve: (body) => resolve({ data: body }), reject });
    });
  const get = jest.fn((path: string, options?: { headers?: Record<string, string> }) => {
    headers[path] = options?.headers;
    return hold(`GET ${path}`);
  });
  const post = jest.fn((path: string) => hold(`POST ${path}`));
  /** Answers the request `label` with `body` (or fails it with `error`), then lets React run. */
  const answer = async (label: string, body: unknown, error?: unknown) => {
    const request = pending.get(label);
    if (!request) throw new Error(`${label} was not sent (sent: ${sent.join(', ')})`);
    pending.delete(label);
    await act(async () => {
      if (error) request.reject(error);
      else request.resolve(body);
    });
  };
  const http = { get, post } as unknown as ReportHttp;
  return { http, sent, headers, answer, post };
}

const CONFIG = `GET ${adminApiPath('report-config')}`;
const MINT = `POST ${adminApiPath('report-access')}`;
const TOKEN = { data: { token: 'signed-value', expiresAt: new Date(Date.now() + 300_000).toISOString() } };

function renderWidget(http: ReportHttp) {
  renderAdmin(
    <HomepageWidgetView
      api={createReportApi(http)}
      loading={<p>widget loading</p>}
      error={<p>widget error</p>}
    />,
  );
}

describe('homepage widget round trips (decision 0191)', () => {
  it('mints the report value beside the config, so the summary is sent as soon as the config comes', async () => {
    const server = heldServer();
    renderWidget(server.http);
    // Both are under way before either answers: the mint does not wait for the config.
    expect(server.sent).toEqual([CONFIG, MINT]);
    await server.answer(MINT, TOKEN);
    await server.answer(CONFIG, { data: config(true) });
    // No third round trip: the summary goes out with the value minted beside the config.
    expect(server.sent).toEqual([CONFIG, MINT, `GET ${SUMMARY_PATH}`, `GET ${PLATFORM_PATH}`]);
    expect(server.headers[SUMMARY_PATH]).toEqual({ [REPORT_ACCESS_HEADER]: 'signed-value' });
    await server.answer(`GET ${SUMMARY_PATH}`, SUMMARY);
    expect((await screen.findByTestId('count-backend')).textContent).toContain('301');
    await server.answer(`GET ${PLATFORM_PATH}`, { platform: { warnings: [] } });
    expect(server.post).toHaveBeenCalledTimes(1);
  });

  it('has the counts wait for the mint under way when the config comes first, not mint again', async () => {
    const server = heldServer();
    renderWidget(server.http);
    await server.answer(CONFIG, { data: config(true) });
    expect(server.sent).toEqual([CONFIG, MINT]);
    await server.answer(MINT, TOKEN);
    expect(server.sent).toEqual([CONFIG, MINT, `GET ${SUMMARY_PATH}`, `GET ${PLATFORM_PATH}`]);
    expect(server.post).toHaveBeenCalledTimes(1);
  });

  it('drops a refused mint while the reports are closed and reads no report', async () => {
    const server = heldServer();
    renderWidget(server.http);
    await server.answer(MINT, null, new Error('404 Not Found'));
    await server.answer(CONFIG, { data: config(false) });
    expect(await screen.findByText(en['state.disabled.title'])).toBeTruthy();
    expect(server.sent).toEqual([CONFIG, MINT]);
  });

  it('mints again for the counts when the early mint failed', async () => {
    const server = heldServer();
    renderWidget(server.http);
    await server.answer(MINT, null, new Error('network'));
    await server.answer(CONFIG, { data: config(true) });
    expect(server.sent).toEqual([CONFIG, MINT, MINT]);
    await server.answer(MINT, TOKEN);
    expect(server.sent.slice(3)).toEqual([`GET ${SUMMARY_PATH}`, `GET ${PLATFORM_PATH}`]);
  });
});
