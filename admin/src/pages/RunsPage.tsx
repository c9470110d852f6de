import { Page } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { ErrorState, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { RunsView } from '../components/runs/RunsView';
import { useT } from '../hooks/useT';
import type { RunsEnvelope } from '../lib/types';

function Runs({ endpoints }: { endpoints: ReportEndpoints }) {
  const t = useT();
  const { fetchReport } = useReportApi();
  const runs = useAsync(() => fetchReport<RunsEnvelope>(endpoints.runs), [fetchReport, endpoints.runs]);
  if (runs.loading) return <Page.Loading />;
  if (runs.error || !runs.data) return <ErrorState message={t('state.error')} onRetry={runs.retry} />;
  return <RunsView runs={runs.data.runs} />;
}

/** CI runs published by `route-discovery smoke --publish`: trend, verdicts, failures, CI job links. */
export function RunsPage() {
  return (
    <ReportFrame titleId="runs.title" subtitleId="runs.subtitle">
      {(_config, endpoints) => <Runs endpoints={endpoints} />}
    </ReportFrame>
  );
}
