import { useCallback } from 'react';
import { Page, useFetchClient } from '@strapi/strapi/admin';
import { adminApiPath, type ExportUrlResponse, type FilesEnvelope } from '@route-discovery/contract';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { FilesView } from '../components/files/FilesView';
import { ErrorState, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { useT } from '../hooks/useT';

function Files({ endpoints }: { endpoints: ReportEndpoints }) {
  const t = useT();
  const { fetchReport } = useReportApi();
  const { post } = useFetchClient();
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
  if (report.loading) return <Page.Loading />;
  if (report.error || !report.data) return <ErrorState message={t('state.error')} onRetry={report.retry} />;
  return <FilesView envelope={report.data} onExportCsv={(unused) => void exportCsv(unused)} />;
}

/** Files report: each upload file's usage from the reference index, unused files, missing files. */
export function FilesPage() {
  return (
    <ReportFrame titleId="files.title" subtitleId="files.subtitle">
      {(_config, endpoints) => <Files endpoints={endpoints} />}
    </ReportFrame>
  );
}
