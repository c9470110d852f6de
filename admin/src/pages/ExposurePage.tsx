import { Page } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { useListApi } from '../api/useListApi';
import { useReportApi } from '../api/useReportApi';
import { ExposureReport } from '../components/exposure/ExposureReport';
import { useT } from '../hooks/useT';
import { ErrorState, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import type { ExposureResponse } from '../lib/types';

function Exposure({ endpoints }: { endpoints: ReportEndpoints }) {
  const t = useT();
  const { fetchReport } = useReportApi();
  const { fetchJson, exportUrl } = useListApi();
  const report = useAsync(
    () => fetchReport<ExposureResponse>(endpoints.exposure),
    [fetchReport, endpoints.exposure],
  );
  if (report.loading) return <Page.Loading />;
  if (report.error || !report.data) return <ErrorState message={t('state.error')} onRetry={report.retry} />;
  return (
    <ExposureReport
      report={report.data}
      endpoint={endpoints.exposure}
      fetchJson={fetchJson}
      exportUrl={exportUrl}
    />
  );
}

/** Exposure audit report: findings by severity, routes by access, content types. */
export function ExposurePage() {
  return (
    <ReportFrame titleId="exposure.title" subtitleId="exposure.subtitle">
      {(_config, endpoints) => <Exposure endpoints={endpoints} />}
    </ReportFrame>
  );
}
