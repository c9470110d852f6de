import type { Page, Request } from 'playwright-core';

/** What a report page asked the plugin's admin API while it opened. */
export interface ReportPageRequests {
  /** `POST /route-discovery/report-access` requests (mints of the signed report value). */
  mints: number;
  /** Whether the first mint was sent before the `GET /route-discovery/report-config` answer came. */
  mintedBeforeConfig: boolean;
}

const isMint = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/route-discovery/report-access';
const isConfig = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/route-discovery/report-config';

/**
 * Opens `url` in `page`, waits for `ready`, and reports the page's mints of the signed report value
 * (decision 0192: one per page, sent beside the config request). Events come in the browser's
 * order: a request is reported when sent, a response when its headers arrive.
 */
export async function reportPageRequests(
  page: Page,
  url: string,
  ready: () => Promise<void>,
): Promise<ReportPageRequests> {
  let mints = 0;
  let configAnswered = false;
  let mintedBeforeConfig = false;
  const onRequest = (request: Request) => {
    if (!isMint(request)) return;
    if (mints === 0) mintedBeforeConfig = !configAnswered;
    mints += 1;
  };
  const onResponse = (response: { request: () => Request }) => {
    if (isConfig(response.request())) configAnswered = true;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await ready();
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return { mints, mintedBeforeConfig };
}
