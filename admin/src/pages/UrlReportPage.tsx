import { useState } from 'react';
import { useAuth } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { ErrorState, ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { UrlReport } from '../components/UrlReport';
import { Page } from '@strapi/strapi/admin';
import { fromBackendRows, fromFrontendRows } from '../lib/rows';
import type { BackendUrlRow, FrontendUrlRow, UrlEnvelope } from '../lib/types';
import { useT } from '../hooks/useT';

const BACKEND_COLUMNS = [
  'method',
  'route',
  'resolved_route',
  'name',
  'namespace',
  'view_name',
  'page_type',
  'has_parameters',
  'is_testable',
  'skip_reason',
];
const FRONTEND_COLUMNS = [
  'method',
  'url',
  'resolved_url',
  'query_params',
  'source',
  'name',
  'page_type',
  'page_title',
  'is_testable',
  'skip_reason',
  'site_url',
];

function Report({ kind, endpoints }: { kind: 'backend' | 'frontend'; endpoints: ReportEndpoints }) {
  const t = useT();
  const { fetchReport } = useReportApi();
  const token = useAuth('RouteDiscoveryReport', (state) => state.token);
  const [filter, setFilter] = useState<string | null>(null);
  const endpoint = kind === 'backend' ? endpoints.backendUrls : endpoints.frontendUrls;
  const report = useAsync(
    () => fetchReport<UrlEnvelope<BackendUrlRow | FrontendUrlRow>>(endpoint, filter ? { filter } : undefined),
    [fetchReport, endpoint, filter],
  );
  if (report.loading && !report.data) return <Page.Loading />;
  if (report.error || !report.data) return <ErrorState message={t('state.error')} onRetry={report.retry} />;
  const raw = report.data.urls;
  const rows =
    kind === 'backend' ? fromBackendRows(raw as BackendUrlRow[]) : fromFrontendRows(raw as FrontendUrlRow[]);
  const filters =
    kind === 'backend'
      ? [
          { value: 'static', label: t('report.filter.static') },
          { value: 'parameterized', label: t('report.filter.parameterized') },
        ]
      : [
          { value: 'pages', label: t('report.filter.pages') },
          { value: 'resolver', label: t('report.filter.resolver') },
        ];
  return (
    <UrlReport
      rows={rows}
      rawRows={raw}
      rawColumns={kind === 'backend' ? BACKEND_COLUMNS : FRONTEND_COLUMNS}
      exportName={kind === 'backend' ? 'backend-urls' : 'frontend-urls'}
      filters={filters}
      activeFilter={filter}
      onFilterChange={setFilter}
      testMode={kind === 'backend' ? { kind: 'admin', token: token ?? null } : { kind: 'public' }}
    />
  );
}

/** Admin URL discovery report. */
export function BackendUrlsPage() {
  return (
    <ReportFrame titleId="backend.title" subtitleId="backend.subtitle">
      {(_config, endpoints) => <Report kind="backend" endpoints={endpoints} />}
    </ReportFrame>
  );
}

/** Frontend URL discovery report. */
export function FrontendUrlsPage() {
  return (
    <ReportFrame titleId="frontend.title" subtitleId="frontend.subtitle">
      {(_config, endpoints) => <Report kind="frontend" endpoints={endpoints} />}
    </ReportFrame>
  );
}
