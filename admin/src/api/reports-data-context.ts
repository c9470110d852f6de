import { createContext, useContext } from 'react';
import type { ReportConfig } from '../lib/types';
import type { AsyncState } from './useAsync';
import type { SummaryPollState } from './useSummaryPoll';

/**
 * What the plugin's pages share while one of them is open (`ReportsDataProvider`): the report
 * config, read once, and `v1/summary` (polled while the server recounts, `useSummaryPoll`), the
 * one answer the side navigation's counts and the overview's cards come from.
 */
export interface ReportsData {
  config: AsyncState<ReportConfig>;
  summary: SummaryPollState;
}

/** The shared data; null outside the plugin's pages (the settings page, the homepage widget). */
export const ReportsDataContext = createContext<ReportsData | null>(null);

/** The shared config and summary of the plugin's pages, or null outside them. */
export function useReportsData(): ReportsData | null {
  return useContext(ReportsDataContext);
}
