import { Box, Flex, Typography } from '@strapi/design-system';
import { Widget } from '@strapi/strapi/admin';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { useT } from '../hooks/useT';
import { ReportLinks } from './ReportLinks';
import { SummaryCounts } from './SummaryCounts';

/**
 * Homepage widget "Route discovery": counts and links to the four pages (super admins only). It
 * reads the report config, `v1/summary` and `v1/platform`: a few KiB whatever the site's size.
 */
export function HomepageWidget() {
  const t = useT();
  const { fetchConfig } = useReportApi();
  const config = useAsync(fetchConfig, [fetchConfig]);
  if (config.loading) return <Widget.Loading />;
  if (config.error || !config.data) return <Widget.Error />;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-testid="route-discovery-widget">
      {config.data.reportsEnabled ? (
        <SummaryCounts config={config.data} compact lastRun />
      ) : (
        <Typography>{t('state.disabled.title')}</Typography>
      )}
      <Box>
        <ReportLinks />
      </Box>
    </Flex>
  );
}

export default HomepageWidget;
