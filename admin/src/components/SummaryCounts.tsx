import { Typography } from '@strapi/design-system';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAsync } from '../api/useAsync';
import type { ReportApi } from '../api/report-client';
import { useSummaryPoll } from '../api/useSummaryPoll';
import type { PlatformResponse, ReportConfig, SummaryCountingResponse, SummaryResponse } from '../lib/types';
import { useT } from '../hooks/useT';
import { SummaryCountsView } from './SummaryCountsView';

/**
 * Loads the counts: `v1/summary` (counted on the server, a few hundred bytes whatever the site's
 * size: docs/decisions/0131-summary-aggregates.md), polled while the server recounts (decision
 * 0149, `useSummaryPoll`), and the dependency warnings of `v1/platform` (an inventory of the
 * app's packages, not of its content), read once. No list is downloaded.
 * @param api the caller's (`useReportApi`; the homepage widget's has its signed value already
 *   being minted: decision 0191)
 */
export function useSummaryCounts(config: ReportConfig | null, api: ReportApi) {
  const { fetchReport } = api;
  const summaryPath = config?.endpoints?.summary;
  const platformPath = config?.endpoints?.platform;
  const fetchSummary = useCallback(
    () => fetchReport<SummaryResponse | SummaryCountingResponse>(summaryPath as string),
    [fetchReport, summaryPath],
  );
  const summary = useSummaryPoll(summaryPath ? fetchSummary : null);
  const platform = useAsync(
    async () =>
      platformPath ? (await fetchReport<PlatformResponse>(platformPath)).platform.warnings.length : 0,
    [fetchReport, platformPath],
  );
  // The counts show as soon as the summary answers: `v1/platform` can queue behind a recount on
  // the same server (decision 0149), and only the warnings line waits for it.
  return {
    summary,
    warnings: platform.loading ? null : platform.data,
    loading: summary.loading,
    error: summary.error ?? platform.error,
  };
}

/**
 * The counts of the summary (`SummaryCountsView`), loaded; a line while loading, while the
 * server counts for the first time (202 `counting`), or on error.
 * @param lastRun with the last CI run's line (the homepage widget)
 * @param api the API to read with (`useSummaryCounts`)
 */
export function SummaryCounts({
  config,
  compact = false,
  lastRun = false,
  api,
}: {
  config: ReportConfig;
  compact?: boolean;
  lastRun?: boolean;
  api: ReportApi;
}) {
  const t = useT();
  const { formatTime } = useIntl();
  const counts = useSummaryCounts(config, api);
  if (counts.error || !config.endpoints?.summary)
    return <Typography textColor="danger600">{t('state.error')}</Typography>;
  if (counts.summary.countingSince && !counts.summary.summary)
    return (
      <Typography data-testid="summary-counting">
        {t('summary.counting', { since: formatTime(counts.summary.countingSince) })}
      </Typography>
    );
  if (counts.loading || !counts.summary.summary) return <Typography>{t('state.loading')}</Typography>;
  return (
    <SummaryCountsView
      summary={counts.summary.summary}
      warnings={counts.warnings}
      compact={compact}
      lastRun={lastRun}
    />
  );
}
