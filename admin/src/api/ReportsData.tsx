import { useCallback, type ReactNode } from 'react';
import type { SummaryCountingResponse, SummaryResponse } from '../lib/types';
import { ReportsDataContext } from './reports-data-context';
import { useAsync } from './useAsync';
import { useReportApi } from './useReportApi';
import { useSummaryPoll } from './useSummaryPoll';

/**
 * Reads the report config and, when the reports are open, `v1/summary`, once for all the plugin's
 * pages under it (the layout of `pages/App.tsx`): moving between them asks for neither again.
 * Inside a `ReportAccessProvider`, so the summary is read with the pages' signed value.
 */
export function ReportsDataProvider({ children }: { children: ReactNode }) {
  const api = useReportApi();
  const { fetchReport } = api;
  const config = useAsync(api.fetchConfig, [api]);
  const summaryPath = config.data?.reportsEnabled ? config.data.endpoints?.summary : undefined;
  const fetchSummary = useCallback(
    () => fetchReport<SummaryResponse | SummaryCountingResponse>(summaryPath as string),
    [fetchReport, summaryPath],
  );
  const summary = useSummaryPoll(summaryPath ? fetchSummary : null);
  return <ReportsDataContext.Provider value={{ config, summary }}>{children}</ReportsDataContext.Provider>;
}
