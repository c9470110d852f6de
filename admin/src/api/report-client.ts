import { adminApiPath, REPORT_ACCESS_HEADER } from '@route-discovery/contract';
import { errorStatus } from '../lib/error-status';
import type { ReportConfig } from '../lib/types';

/** Re-mint the signed value when less than this is left of its 5-minute lifetime. */
const REMINT_MARGIN_MS = 60_000;

/** Ms between asks while the server builds a report (its `Retry-After: 5`, decision 0245). */
export const BUILDING_RETRY_MS = 5_000;

/** Ms a report waits for the server's build before it shows the error (the default limit, 300 s). */
const BUILDING_WAIT_MS = 300_000;

/**
 * Whether a failed fetch is the server's 503 while it builds the answer (`details.building_since`,
 * docs/api.md: `v1/exposure`, `v1/openapi`); Strapi's `FetchError` carries the body in `response.data`.
 */
function isBuilding(error: unknown): boolean {
  type Failed = { response?: { data?: { error?: { details?: { building_since?: unknown } } } } };
  const since = (error as Failed | null)?.response?.data?.error?.details?.building_since;
  return errorStatus(error) === 503 && typeof since === 'string';
}

/**
 * The two calls of Strapi's admin fetch client (`useFetchClient` of `@strapi/strapi/admin`) the
 * reports use, as far as they use them: the answer's parsed body in `data`, a rejection for an
 * error status.
 */
export interface ReportHttp {
  get<T>(
    url: string,
    options?: { params?: Record<string, string>; headers?: Record<string, string>; responseType?: 'text' },
  ): Promise<{ data: T }>;
  post<T>(url: string, data?: unknown, options?: { headers?: Record<string, string> }): Promise<{ data: T }>;
}

/** The plugin's API as the in-admin reports call it (`createReportApi`). */
export interface ReportApi {
  /**
   * `GET <path>` of the content API with the signed header: the JSON body; while the server
   * answers that it is building it (503 with `details.building_since`), asked again every
   * `BUILDING_RETRY_MS` for up to 300 s.
   */
  fetchReport: <T>(path: string, params?: Record<string, string>) => Promise<T>;
  /** Like `fetchReport`, for a body that is not the JSON envelope (the CycloneDX SBOM): the raw text. */
  fetchReportText: (path: string, params?: Record<string, string>) => Promise<string>;
  /** `POST <path>` of the content API with the signed header (an admin's action, such as creating redirects): the JSON body. */
  postReport: <T>(path: string) => Promise<T>;
  /** `GET /<plugin id>/report-config`: its `data`. */
  fetchConfig: () => Promise<ReportConfig>;
  /**
   * Starts minting the signed value now, without waiting for anything (the homepage widget sends
   * it beside the report config, decision 0191); a failure is dropped here and the next call that
   * needs the value mints again and sees it.
   */
  primeAccess: () => void;
}

/** The signed report value of one page or component: read it, or start minting it now. */
export interface ReportAccess {
  /** The current signed value, minted (or re-minted before it expires) when needed. */
  token: () => Promise<string>;
  /** Starts minting now if no value is held or under way; a failure is dropped here. */
  prime: () => void;
}

/**
 * A signed `X-Discovery-Report-Access` value minted by `POST /<plugin id>/report-access` with
 * `post`, re-minted before it expires. It lives in this object only (one per mounted report page
 * or component, decisions 0191 and 0192), never in a module-wide cache or in storage, so it cannot
 * pass to another admin session. Calls made while a mint is under way wait for that mint instead
 * of sending another; a failed mint is forgotten, so the next call mints again.
 */
export function createReportAccess(post: ReportHttp['post']): ReportAccess {
  let access: { token: string; expiresAt: number } | null = null;
  let minting: Promise<string> | null = null;

  const mint = async (): Promise<string> => {
    const { data } = await post<{ data: { token: string; expiresAt: string } }>(
      adminApiPath('report-access'),
    );
    access = { token: data.data.token, expiresAt: Date.parse(data.data.expiresAt) };
    return access.token;
  };

  const token = (): Promise<string> => {
    if (access && access.expiresAt - Date.now() >= REMINT_MARGIN_MS) return Promise.resolve(access.token);
    minting ??= mint().finally(() => {
      minting = null;
    });
    return minting;
  };

  return {
    token,
    prime() {
      token().catch(() => undefined);
    },
  };
}

/**
 * The plugin's API over the admin session (added by Strapi's fetch client) plus the signed report
 * value of `access` (a new one of its own when not given: a report page shares one among its
 * components, `ReportAccessProvider`). The API key never reaches the browser.
 */
export function createReportApi({ get, post }: ReportHttp, access = createReportAccess(post)): ReportApi {
  return {
    async fetchReport<T>(path: string, params?: Record<string, string>): Promise<T> {
      // While the server builds the report (503 building), ask again after its Retry-After.
      const until = Date.now() + BUILDING_WAIT_MS;
      for (;;) {
        try {
          const token = await access.token();
          const { data } = await get<T>(path, { params, headers: { [REPORT_ACCESS_HEADER]: token } });
          return data;
        } catch (error) {
          if (!isBuilding(error) || Date.now() >= until) throw error;
          await new Promise((resolve) => setTimeout(resolve, BUILDING_RETRY_MS));
        }
      }
    },
    async fetchReportText(path, params) {
      const token = await access.token();
      const { data } = await get<string>(path, {
        params,
        responseType: 'text',
        headers: { [REPORT_ACCESS_HEADER]: token },
      });
      return data;
    },
    async postReport<T>(path: string): Promise<T> {
      const token = await access.token();
      const { data } = await post<T>(path, {}, { headers: { [REPORT_ACCESS_HEADER]: token } });
      return data;
    },
    async fetchConfig() {
      const { data } = await get<{ data: ReportConfig }>(adminApiPath('report-config'));
      return data.data;
    },
    primeAccess: access.prime,
  };
}
