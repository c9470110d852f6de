import { useMemo } from 'react';
import { useAuth } from '@strapi/strapi/admin';
import { useListApi } from '../api/useListApi';
import { ReportFrame, type ReportEndpoints } from '../components/ReportFrame';
import { UrlReport } from '../components/UrlReport';
import type { TestMode } from '../lib/url-test';
import { useT } from '../hooks/useT';

function Report({ kind, endpoints }: { kind: 'backend' | 'frontend'; endpoints: ReportEndpoints }) {
  const t = useT();
  const { fetchJson, exportUrl } = useListApi();
  const token = useAuth('RouteDiscoveryReport', (state) => state.token);
  const testMode = useMemo<TestMode>(
    () => (kind === 'backend' ? { kind: 'admin', token: token ?? null } : { kind: 'public' }),
    [kind, token],
  );
  const filters =
    kind === 'backend'
      ? [
          { value: 'static', label: t('report.filter.static') },
          { value: 'parameterized', label: t('report.filter.parameterized') },
        ]
      : [
          { value: 'pages', label: t('report.filter.pages') },
          { value: 'resolver', label: t('report.filter.resolver') },
          { value: 'preview', label: t('report.filter.preview') },
        ];
  return (
    <UrlReport
      // A new list, a new state: the other page's Test all must not carry over.
      key={kind}
      kind={kind}
      endpoint={kind === 'backend' ? endpoints.backendUrls : endpoints.frontendUrls}
      fetchJson={fetchJson}
      exportUrl={exportUrl}
      filters={filters}
      testMode={testMode}
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
