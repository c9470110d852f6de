import { Box, Flex, Typography } from '@strapi/design-system';
import { useEffect, type ReactNode } from 'react';
import { useAsync } from '../api/useAsync';
import type { ReportApi } from '../api/report-client';
import { useT } from '../hooks/useT';
import type { LastVisit } from '../lib/last-visit';
import { MonitorSinceVisit } from './MonitorSinceVisit';
import { ReportLinks } from './ReportLinks';
import { SummaryCounts } from './SummaryCounts';

/**
 * The homepage widget's content over `api`. The signed report value is minted beside the report
 * config, not after it, and the counts read with the same `api`: `v1/summary` is sent once the
 * config has come, not after a further round trip (decision 0191: on SQLite each request of the
 * homepage queues behind Strapi's own widgets' queries on the one Node thread).
 * @param loading shown while the config loads (Strapi's `Widget.Loading`)
 * @param error shown when the config fails (Strapi's `Widget.Error`)
 * @param visit the admin's last visit: with it the widget says what broke since (decision 0228)
 */
export function HomepageWidgetView({
  api,
  loading,
  error,
  visit,
}: {
  api: ReportApi;
  loading: ReactNode;
  error: ReactNode;
  visit?: LastVisit;
}) {
  const t = useT();
  const config = useAsync(api.fetchConfig, [api]);
  // Sent with the config, before it answers: while the reports are closed this mint is refused
  // (404) and dropped, and no report is read.
  useEffect(() => api.primeAccess(), [api]);
  if (config.loading) return <>{loading}</>;
  if (config.error || !config.data) return <>{error}</>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-testid="route-discovery-widget">
      {config.data.reportsEnabled ? (
        <SummaryCounts config={config.data} api={api} compact lastRun />
      ) : (
        <Typography>{t('state.disabled.title')}</Typography>
      )}
      {config.data.reportsEnabled && config.data.endpoints && visit ? (
        <MonitorSinceVisit api={api} runsEndpoint={config.data.endpoints.runs} visit={visit} />
      ) : null}
      <Box>
        <ReportLinks />
      </Box>
    </Flex>
  );
}
