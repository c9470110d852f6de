import { Flex } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { formatDuration, runTrend } from '../../lib/run-trend';
import type { StoredRun } from '../../lib/types';
import { ColumnChart } from '../charts/ColumnChart';
import { LineChart } from '../charts/LineChart';

/**
 * The runs' trend drawn, oldest first: passed and failed checks per run (stacked columns) and each
 * run's duration (a line), each chart with its screen-reader table (components/charts).
 */
export function RunTrendCharts({ runs }: { runs: StoredRun[] }) {
  const t = useT();
  const points = runTrend(runs);
  const { formatDate, locale } = useIntl();
  const label = (at: number) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Flex direction="column" alignItems="stretch" gap={4} data-testid="runs-trend-charts">
      <ColumnChart
        title={t('runs.chart.checks')}
        pointHeader={t('runs.column.time')}
        points={points.map((point) => ({
          key: String(point.id),
          label: label(point.at),
          values: { passed: point.checks - point.failed, failed: point.failed },
        }))}
        series={[
          { key: 'passed', label: t('runs.verdict.passed'), color: 'success600' },
          { key: 'failed', label: t('runs.verdict.failed'), color: 'danger600' },
        ]}
        testId="runs-chart-checks"
      />
      <LineChart
        title={t('runs.chart.duration')}
        pointHeader={t('runs.column.time')}
        valueHeader={t('runs.column.duration')}
        points={points.map((point) => ({
          key: String(point.id),
          label: label(point.at),
          value: point.durationMs,
        }))}
        format={(ms) => formatDuration(ms, locale)}
        testId="runs-chart-duration"
      />
    </Flex>
  );
}
