import { adminApiPath, REPORT_ACCESS_HEADER } from '@route-discovery/contract';
import {
  BUILDING_RETRY_MS,
  createReportAccess,
  createReportApi,
  type ReportHttp,
} from '../../admin/src/api/report-client';

const MINT_PATH = adminApiPath('report-access');

/** A fetch client that answers at once: a fresh signed value per mint, `{ path }` for a GET. */
function answeringHttp() {
  let minted = 0;
  const headers: Array<Record<string, string> | undefined> = [];
  const post = jest.fn(async (path: string) => {
    if (path !== MINT_PATH) throw new Error(`unexpected POST ${path}`);
    minted += 1;
    return {
      data: { data: { token: `value-${minted}`, expiresAt: new Date(Date.now() + 300_000).toISOString() } },
    };
  });
  const get = jest.fn(async (path: string, options?: { headers?: Record<string, string> }) => {
    headers.push(options?.headers);
    return { data: { path } };
  });
  return { http: { get, post } as unknown as ReportHttp, post, headers };
}

describe('a report page shares one signed report value (decision 0192)', () => {
  it('signs every component of the page with one mint when they share its access', async () => {
    const { http, post, headers } = answeringHttp();
    const pageAccess = createReportAccess(http.post);
    pageAccess.prime();
    const list = createReportApi(http, pageAccess);
    const panel = createReportApi(http, pageAccess);
    await Promise.all([list.fetchReport('/a'), panel.fetchReport('/b'), list.fetchReportText('/c')]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(headers).toEqual([1, 2, 3].map(() => ({ [REPORT_ACCESS_HEADER]: 'value-1' })));
  });

  it('gives a component outside a report page a value of its own', async () => {
    const { http, post } = answeringHttp();
    await createReportApi(http).fetchReport('/a');
    await createReportApi(http).fetchReport('/b');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed mint, so the next read mints again', async () => {
    const { http, post } = answeringHttp();
    post.mockRejectedValueOnce(new Error('network'));
    const pageAccess = createReportAccess(http.post);
    pageAccess.prime();
    await expect(createReportApi(http, pageAccess).fetchReport('/a')).rejects.toThrow('network');
    await expect(createReportApi(http, pageAccess).fetchReport('/a')).resolves.toEqual({ path: '/a' });
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('a report the server is still building (decision 0245)', () => {
  /** Strapi's admin `FetchError` for the server's 503 while the exposure audit is built. */
  const building = () =>
    Object.assign(new Error('The exposure audit is being built'), {
      status: 503,
      response: {
        data: {
          data: null,
          error: { status: 503, details: { building_since: '2026-11-28T10:00:00.000Z' } },
        },
      },
    });

  afterEach(() => jest.useRealTimers());

  it('asks again after Retry-After while the server answers 503 building, then reads it', async () => {
    jest.useFakeTimers();
    const { http } = answeringHttp();
    const get = http.get as jest.Mock;
    get.mockRejectedValueOnce(building()).mockRejectedValueOnce(building());
    const read = createReportApi(http).fetchReport('/v1/exposure');
    await jest.advanceTimersByTimeAsync(BUILDING_RETRY_MS);
    expect(get).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(BUILDING_RETRY_MS);
    await expect(read).resolves.toEqual({ path: '/v1/exposure' });
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('gives up on any other failure at once', async () => {
    const { http } = answeringHttp();
    const get = http.get as jest.Mock;
    get.mockRejectedValueOnce(Object.assign(new Error('down'), { status: 503, response: { data: {} } }));
    await expect(createReportApi(http).fetchReport('/v1/exposure')).rejects.toThrow('down');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
