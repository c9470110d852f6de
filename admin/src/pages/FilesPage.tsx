import { useCallback, useMemo } from 'react';
import { Flex } from '@strapi/design-system';
import { Page, useFetchClient } from '@strapi/strapi/admin';
import {
  adminApiPath,
  type ExportUrlResponse,
  type FilesEnvelope,
  type ReferenceIndexResponse,
} from '@route-discovery/contract';
import { useAsync } from '../api/useAsync';
import type { ReferenceIndexClient } from '../api/useReferenceIndex';
import { useReportApi } from '../api/useReportApi';
import { FilesView } from '../components/files/FilesView';
import { ReferenceIndexPanel } from '../components/files/ReferenceIndexPanel';
import { ErrorState, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { useT } from '../hooks/useT';

/** The reference index panel's client: the admin routes, with the session `useFetchClient` adds. */
function useReferenceIndexClient(): ReferenceIndexClient {
  const { get, post } = useFetchClient();
  return useMemo(
    () => ({
      read: async () => (await get<ReferenceIndexResponse>(adminApiPath('reference-index'))).data.data,
      rebuild: async () =>
        (await post<ReferenceIndexResponse>(adminApiPath('reference-index/rebuild'))).data.data,
    }),
    [get, post],
  );
}

function Files({ endpoints }: { endpoints: ReportEndpoints }) {
  const t = useT();
  const { fetchReport } = useReportApi();
  const { post } = useFetchClient();
  const indexClient = useReferenceIndexClient();
  const report = useAsync(() => fetchReport<FilesEnvelope>(endpoints.files), [fetchReport, endpoints.files]);
  // A download cannot carry the admin session's headers: the server mints a single-use URL.
  const exportCsv = useCallback(
    async (unusedOnly: boolean) => {
      const query: Record<string, string> = { format: 'csv', ...(unusedOnly ? { filter: 'unused' } : {}) };
      const { data } = await post<ExportUrlResponse>(adminApiPath('export-url'), { list: 'files', query });
      window.location.assign(data.data.url);
    },
    [post],
  );
  let body;
  if (report.loading) body = <Page.Loading />;
  else if (report.error || !report.data)
    body = <ErrorState message={t('state.error')} onRetry={report.retry} />;
  else body = <FilesView envelope={report.data} onExportCsv={(unused) => void exportCsv(unused)} />;
  // The usage counts are read from the index: once a rebuild ends, they are read again.
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <ReferenceIndexPanel client={indexClient} onBuilt={report.retry} />
      {body}
    </Flex>
  );
}

/** Files report: each upload file's usage from the reference index, unused files, missing files. */
export function FilesPage() {
  return (
    <ReportFrame titleId="files.title" subtitleId="files.subtitle">
      {(_config, endpoints) => <Files endpoints={endpoints} />}
    </ReportFrame>
  );
}
