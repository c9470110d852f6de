import { useCallback, useRef } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { adminApiPath, REPORT_ACCESS_HEADER } from '@route-discovery/contract';
import type { ReportConfig } from '../lib/types';

/** Re-mint the signed value when less than this is left of its 5-minute lifetime. */
const REMINT_MARGIN_MS = 60_000;

/**
 * Calls the plugin's API the way the in-admin reports must: the admin session (added by
 * `useFetchClient`) plus a signed `X-Discovery-Report-Access` value minted by
 * `POST /<plugin id>/report-access`, re-minted before it expires. The API key never reaches
 * the browser.
 */
export function useReportApi() {
  const { get, post } = useFetchClient();
  const access = useRef<{ token: string; expiresAt: number } | null>(null);

  const reportToken = useCallback(async () => {
    if (!access.current || access.current.expiresAt - Date.now() < REMINT_MARGIN_MS) {
      const { data } = await post<{ data: { token: string; expiresAt: string } }>(
        adminApiPath('report-access'),
      );
      access.current = { token: data.data.token, expiresAt: Date.parse(data.data.expiresAt) };
    }
    return access.current.token;
  }, [post]);

  const fetchReport = useCallback(
    async <T>(path: string, params?: Record<string, string>): Promise<T> => {
      const token = await reportToken();
      const { data } = await get<T>(path, { params, headers: { [REPORT_ACCESS_HEADER]: token } });
      return data;
    },
    [get, reportToken],
  );

  /** Like `fetchReport`, for a body that is not the JSON envelope (the CycloneDX SBOM): the raw text. */
  const fetchReportText = useCallback(
    async (path: string, params?: Record<string, string>): Promise<string> => {
      const token = await reportToken();
      const { data } = await get<string>(path, {
        params,
        responseType: 'text',
        headers: { [REPORT_ACCESS_HEADER]: token },
      });
      return data;
    },
    [get, reportToken],
  );

  const fetchConfig = useCallback(async (): Promise<ReportConfig> => {
    const { data } = await get<{ data: ReportConfig }>(adminApiPath('report-config'));
    return data.data;
  }, [get]);

  return { fetchReport, fetchReportText, fetchConfig };
}
