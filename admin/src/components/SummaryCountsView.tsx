import { Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { Summary } from '../lib/types';
import { useT } from '../hooks/useT';
import { SummaryCharts } from './charts/SummaryCharts';
import { LastRunSummary } from './runs/LastRunSummary';

/**
 * What the counts show: the summary (`v1/summary`) and the number of dependency warnings (null
 * while `v1/platform` has not answered: its line shows an ellipsis).
 */
export interface SummaryCountsData {
  summary: Summary;
  warnings: number | null;
}

/**
 * Counts: backend and frontend URLs with testable/untestable, dependency warnings, high exposure
 * findings, broken links into the CMS, unused upload files; then the same as charts (testable split per report,
 * findings per severity); with `lastRun`, the last CI run's line (the homepage widget). Under the
 * counts, when they were counted, and "updating" while the server recounts (decision 0149).
 */
export function SummaryCountsView({
  summary,
  warnings,
  compact = false,
  lastRun = false,
}: SummaryCountsData & { compact?: boolean; lastRun?: boolean }) {
  const t = useT();
  const { formatDate, formatNumber } = useIntl();
  const { backend, frontend } = summary;
  const countedAt = formatDate(summary.counted_at, { dateStyle: 'medium', timeStyle: 'short' });
  const updating = summary.counts_state === 'updating';
  const highFindings = summary.findings.high;
  const brokenLinks = summary.links.broken_internal;
  return (
    <Flex direction="column" alignItems="stretch" gap={compact ? 3 : 4}>
      <Flex direction="column" alignItems="flex-start" gap={1} data-testid="summary-counts">
        <Typography data-testid="count-backend">
          {t('summary.backend', {
            total: backend.total,
            testable: backend.testable,
            untestable: backend.total - backend.testable,
          })}
        </Typography>
        <Typography data-testid="count-frontend">
          {t('summary.frontend', {
            total: frontend.total,
            testable: frontend.testable,
            untestable: frontend.total - frontend.testable,
          })}
        </Typography>
        <Typography data-testid="count-warnings">
          {t('summary.warnings', { count: warnings === null ? '…' : formatNumber(warnings) })}
        </Typography>
        <Typography data-testid="count-exposure-high" textColor={highFindings ? 'danger600' : undefined}>
          {t('summary.exposure', { count: highFindings })}
        </Typography>
        <Typography data-testid="count-broken-links" textColor={brokenLinks ? 'danger600' : undefined}>
          {t('summary.links', { count: brokenLinks })}
        </Typography>
        <Typography data-testid="count-unused-files">
          {t('summary.unusedFiles', { unused: summary.files.unused, total: summary.files.total })}
        </Typography>
        <Typography
          variant="pi"
          textColor="neutral600"
          data-testid="counts-state"
          data-state={updating ? 'updating' : 'current'}
        >
          {t(updating ? 'summary.updating' : 'summary.countedAt', { time: countedAt })}
        </Typography>
      </Flex>
      <SummaryCharts backend={backend} frontend={frontend} findings={summary.findings} compact={compact} />
      {lastRun ? <LastRunSummary run={summary.last_run} /> : null}
    </Flex>
  );
}
