import { EmptyStateLayout, Flex, Typography } from '@strapi/design-system';
import { Page } from '@strapi/strapi/admin';
import type { GraphqlEnvelope } from '@route-discovery/contract';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { GraphqlOperationTable } from '../components/graphql/GraphqlOperationTable';
import { ErrorState, errorStatus, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { useT } from '../hooks/useT';

function Graphql({ endpoints }: { endpoints: ReportEndpoints }) {
  const t = useT();
  const { fetchReport } = useReportApi();
  const report = useAsync(
    () => fetchReport<GraphqlEnvelope>(endpoints.graphql),
    [fetchReport, endpoints.graphql],
  );
  if (report.loading) return <Page.Loading />;
  if (report.error && errorStatus(report.error) === 404) {
    return <EmptyStateLayout content={t('graphql.notInstalled')} />;
  }
  if (report.error || !report.data) return <ErrorState message={t('state.error')} onRetry={report.retry} />;
  const { operations, metadata } = report.data;
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Typography>
        {t('graphql.summary', {
          endpoint: metadata.graphql_endpoint,
          total: metadata.total_count,
          testable: metadata.testable_count,
        })}
      </Typography>
      <GraphqlOperationTable rows={operations} endpoint={metadata.graphql_endpoint} />
    </Flex>
  );
}

/** GraphQL report: every root query and mutation with its scope, access and a Test per query. */
export function GraphqlPage() {
  return (
    <ReportFrame titleId="graphql.title" subtitleId="graphql.subtitle">
      {(_config, endpoints) => <Graphql endpoints={endpoints} />}
    </ReportFrame>
  );
}
