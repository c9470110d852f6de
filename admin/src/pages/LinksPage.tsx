import { Page } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { LinksReport } from '../components/links/LinksReport';
import { ErrorState, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { useT } from '../hooks/useT';
import type { ContentLinkRow } from '../lib/links';

function Links({ endpoints }: { endpoints: ReportEndpoints }) {
  const t = useT();
  const { fetchReport } = useReportApi();
  const report = useAsync(
    () => fetchReport<{ links: ContentLinkRow[] }>(endpoints.contentLinks),
    [fetchReport, endpoints.contentLinks],
  );
  if (report.loading) return <Page.Loading />;
  if (report.error || !report.data) return <ErrorState message={t('state.error')} onRetry={report.retry} />;
  return <LinksReport rows={report.data.links} origin={window.location.origin} />;
}

/** Links report: every link inside published content, where it sits and whether it works. */
export function LinksPage() {
  return (
    <ReportFrame titleId="links.title" subtitleId="links.subtitle">
      {(_config, endpoints) => <Links endpoints={endpoints} />}
    </ReportFrame>
  );
}
