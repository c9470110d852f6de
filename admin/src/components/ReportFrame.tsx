import type { ReactNode } from 'react';
import { Button, EmptyStateLayout, Typography } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { ReportAccessProvider } from '../api/ReportAccess';
import { useReportApi } from '../api/useReportApi';
import type { ReportConfig } from '../lib/types';
import { useT } from '../hooks/useT';
import { errorStatus } from '../lib/error-status';
import { Panel } from './Panel';

/** Endpoint paths of the newest stable API version. */
export type ReportEndpoints = NonNullable<ReportConfig['endpoints']>;

export { errorStatus };

/** An error state with a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyStateLayout
      content={message}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

/**
 * Frame of every plugin page (reports and settings): title, and the states that come before the
 * page's content: loading, error with retry, and not a super admin.
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
  const { fetchConfig } = useReportApi();
  const config = useAsync(fetchConfig, [fetchConfig]);

  let body: ReactNode;
  if (config.loading) body = <Page.Loading />;
  else if (config.error && errorStatus(config.error) === 403) {
    body = <EmptyStateLayout content={t('state.superAdminsOnly')} />;
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

/** Why the reports are off, and the setting that turns them on outside development. */
function ReportsDisabled() {
  const t = useT();
  return (
    <Panel testId="reports-disabled" title={t('state.disabled.title')} gap={2} alignItems="flex-start">
      <Typography>{t('state.disabled.body')}</Typography>
      <Typography variant="pi" style={{ fontFamily: 'monospace' }}>
        DISCOVERY_ENABLE_PRODUCTION_REPORTS=true
      </Typography>
    </Panel>
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
