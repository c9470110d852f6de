import { Typography } from '@strapi/design-system';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import type { PlatformResponse, ReportConfig, SummaryResponse } from '../lib/types';
import { useT } from '../hooks/useT';
import { SummaryCountsView, type SummaryCountsData } from './SummaryCountsView';

/**
 * Loads the counts: `v1/summary` (counted on the server, a few hundred bytes whatever the site's
 * size: docs/decisions/0131-summary-aggregates.md) and the dependency warnings of `v1/platform`
 * (an inventory of the app's packages, not of its content). No list is downloaded.
 */
export function useSummaryCounts(config: ReportConfig | null) {
  const { fetchReport } = useReportApi();
  return useAsync(async (): Promise<SummaryCountsData | null> => {
    if (!config?.endpoints?.summary) return null;
    const [summary, platform] = await Promise.all([
      fetchReport<SummaryResponse>(config.endpoints.summary),
      fetchReport<PlatformResponse>(config.endpoints.platform),
    ]);
    return { summary: summary.summary, warnings: platform.platform.warnings.length };
  }, [fetchReport, config]);
}

/**
 * The counts of the summary (`SummaryCountsView`), loaded; a line while loading or on error.
 * @param lastRun with the last CI run's line (the homepage widget)
 */
export function SummaryCounts({
  config,
  compact = false,
  lastRun = false,
}: {
  config: ReportConfig;
  compact?: boolean;
  lastRun?: boolean;
}) {
  const t = useT();
  const counts = useSummaryCounts(config);
  if (counts.loading) return <Typography>{t('state.loading')}</Typography>;
  if (counts.error || !counts.data) return <Typography textColor="danger600">{t('state.error')}</Typography>;
  return <SummaryCountsView {...counts.data} compact={compact} lastRun={lastRun} />;
}
