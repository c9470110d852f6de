import { useCallback } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { adminApiPath, type ExportUrlRequest, type ExportUrlResponse } from '@route-discovery/contract';
import { useReportApi } from './useReportApi';
import type { ExportUrl, FetchJson } from './usePagedList';

/**
 * What the paged tables call: `fetchJson` reads a v1 list (through `useReportApi`), `exportUrl`
 * asks `POST /route-discovery/export-url` (admin session) for the URL of a streamed export.
 */
export function useListApi(): { fetchJson: FetchJson; exportUrl: ExportUrl } {
  const { fetchReport } = useReportApi();
  const { post } = useFetchClient();
  const fetchJson = useCallback<FetchJson>(
    (path, params) => fetchReport<unknown>(path, params),
    [fetchReport],
  );
  const exportUrl = useCallback<ExportUrl>(
    async (list, query, format) => {
      const body: ExportUrlRequest = { list, query: { ...query, format } };
      const { data } = await post<ExportUrlResponse>(adminApiPath('export-url'), body);
      return data.data.url;
    },
    [post],
  );
  return { fetchJson, exportUrl };
}
