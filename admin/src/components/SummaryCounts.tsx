import { Flex, Typography } from '@strapi/design-system';
import { useAsync } from '../api/useAsync';
import { useReportApi } from '../api/useReportApi';
import { countHigh } from '../lib/exposure';
import { countBrokenInternal, type ContentLinkRow } from '../lib/links';
import type { ExposureResponse, PlatformResponse, ReportConfig, UrlEnvelope } from '../lib/types';
import { useT } from '../hooks/useT';
import { SummaryCharts } from './charts/SummaryCharts';

interface Counts {
  backend: UrlEnvelope<unknown>['metadata'];
  frontend: UrlEnvelope<unknown>['metadata'];
  warnings: number;
  highFindings: number;
  brokenLinks: number;
  findings: ExposureResponse['findings'];
}

/** Loads the reports and returns their counts. */
export function useSummaryCounts(config: ReportConfig | null) {
  const { fetchReport } = useReportApi();
  return useAsync(async (): Promise<Counts | null> => {
    if (!config?.endpoints) return null;
    const [backend, frontend, platform, exposure, links] = await Promise.all([
      fetchReport<UrlEnvelope<unknown>>(config.endpoints.backendUrls),
      fetchReport<UrlEnvelope<unknown>>(config.endpoints.frontendUrls),
      fetchReport<PlatformResponse>(config.endpoints.platform),
      fetchReport<ExposureResponse>(config.endpoints.exposure),
      // Only the broken rows: the whole list of a large site is hundreds of MiB.
      fetchReport<{ links: ContentLinkRow[] }>(config.endpoints.contentLinks, { status: 'broken' }),
    ]);
    return {
      backend: backend.metadata,
      frontend: frontend.metadata,
      warnings: platform.platform.warnings.length,
      highFindings: countHigh(exposure.findings),
      brokenLinks: countBrokenInternal(links.links),
      findings: exposure.findings,
    };
  }, [fetchReport, config]);
}

/**
 * Counts: backend and frontend URLs with testable/untestable, dependency warnings, high exposure
 * findings; then the same as charts (testable split per report, findings per severity).
 */
export function SummaryCounts({ config, compact = false }: { config: ReportConfig; compact?: boolean }) {
  const t = useT();
  const counts = useSummaryCounts(config);
  if (counts.loading) return <Typography>{t('state.loading')}</Typography>;
  if (counts.error || !counts.data) return <Typography textColor="danger600">{t('state.error')}</Typography>;
  const { backend, frontend, warnings, highFindings, brokenLinks, findings } = counts.data;
  return (
    <Flex direction="column" alignItems="stretch" gap={compact ? 3 : 4}>
      <Flex direction="column" alignItems="flex-start" gap={1} data-testid="summary-counts">
        <Typography data-testid="count-backend">
          {t('summary.backend', {
            total: backend.total_count,
            testable: backend.testable_count,
            untestable: backend.untestable_count,
          })}
        </Typography>
        <Typography data-testid="count-frontend">
          {t('summary.frontend', {
            total: frontend.total_count,
            testable: frontend.testable_count,
            untestable: frontend.untestable_count,
          })}
        </Typography>
        <Typography data-testid="count-warnings">{t('summary.warnings', { count: warnings })}</Typography>
        <Typography data-testid="count-exposure-high" textColor={highFindings ? 'danger600' : undefined}>
          {t('summary.exposure', { count: highFindings })}
        </Typography>
        <Typography data-testid="count-broken-links" textColor={brokenLinks ? 'danger600' : undefined}>
          {t('summary.links', { count: brokenLinks })}
        </Typography>
      </Flex>
      <SummaryCharts backend={backend} frontend={frontend} findings={findings} compact={compact} />
    </Flex>
  );
}
