import type { ReactNode } from 'react';
import { Layouts, Page } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { ReportAccessProvider } from '../api/ReportAccess';
import { useReportsData } from '../api/reports-data-context';
import { useReportApi } from '../api/useReportApi';
import type { ReportConfig } from '../lib/types';
import { useT } from '../hooks/useT';
import { errorStatus } from '../lib/error-status';
import { ErrorState, ReportsDisabled, SuperAdminsOnly } from './ReportStates';

/** Endpoint paths of the newest stable API version. */
export type ReportEndpoints = NonNullable<ReportConfig['endpoints']>;

export { errorStatus, ErrorState };

/**
 * Frame of every plugin page (reports and settings): title, and the states that come before the
 * page's content: loading, error with retry, and not a super admin. Among the plugin's pages the
 * config is the one their layout read (`ReportsDataProvider`); the settings page reads its own.
 */
export function ConfigFrame({
  titleId,
  subtitleId,
  children,
}: {
  titleId: string;
  subtitleId: string;
  children: (config: ReportConfig) => ReactNode;
}) {
  const t = useT();
  const shared = useReportsData();
  const { fetchConfig } = useReportApi();
  const own = useAsync(async () => (shared ? null : fetchConfig()), [fetchConfig, shared === null]);
  const config = shared?.config ?? own;

  let body: ReactNode;
  if (config.loading) body = <Page.Loading />;
  else if (config.error && errorStatus(config.error) === 403) {
    body = <SuperAdminsOnly />;
  } else if (config.error || !config.data) {
    body = <ErrorState message={t('state.error')} onRetry={config.retry} />;
  } else body = children(config.data);

  return (
    <Page.Main>
      <Page.Title>{t(titleId)}</Page.Title>
      <Layouts.Header title={t(titleId)} subtitle={t(subtitleId)} />
      <Layouts.Content>{body}</Layouts.Content>
    </Page.Main>
  );
}

/**
 * Frame of a report page: `ConfigFrame`, plus the reports-disabled state before the report. The
 * page's signed report value is minted beside its config request (`ReportAccessProvider`).
 */
export function ReportFrame({
  titleId,
  subtitleId,
  children,
}: {
  titleId: string;
  subtitleId: string;
  children: (config: ReportConfig, endpoints: ReportEndpoints) => ReactNode;
}) {
  return (
    <ReportAccessProvider>
      <ConfigFrame titleId={titleId} subtitleId={subtitleId}>
        {(config) =>
          config.reportsEnabled && config.endpoints ? children(config, config.endpoints) : <ReportsDisabled />
        }
      </ConfigFrame>
    </ReportAccessProvider>
  );
}
