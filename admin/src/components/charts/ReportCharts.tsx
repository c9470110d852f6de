import { Grid } from '@strapi/design-system';
import {
  countTestable,
  NO_CONTENT_TYPE_KEY,
  NO_REASON_KEY,
  OTHER_KEY,
  outcomeCounts,
  rowsPerContentType,
  skipReasonCounts,
  testableSplit,
  type Slice,
} from '../../lib/chart-data';
import type { ReportRow, TestOutcome } from '../../lib/types';
import { useT } from '../../hooks/useT';
import { Panel } from '../Panel';
import { BarChart } from './BarChart';
import type { ChartDatum, ColorToken } from './ChartFigure';
import { DonutChart } from './DonutChart';

/** Colours of the testable split and of test outcomes (design-system tokens). */
export const SPLIT_COLORS: Record<string, ColorToken> = { testable: 'success600', untestable: 'neutral500' };
export const OUTCOME_COLORS: Record<string, ColorToken> = {
  passed: 'success600',
  failed: 'danger600',
  waiting: 'neutral500',
};

/** Labels for slices whose key is a raw value, with the shared buckets translated. */
function rawLabels(slices: Slice[], t: ReturnType<typeof useT>, color: ColorToken): ChartDatum[] {
  const special: Record<string, string> = {
    [OTHER_KEY]: t('chart.other'),
    [NO_CONTENT_TYPE_KEY]: t('chart.noContentType'),
    [NO_REASON_KEY]: t('chart.noReason'),
  };
  return slices.map((slice) => ({ ...slice, label: special[slice.key] ?? slice.key, color }));
}

/** The testable/untestable split as chart data, labelled and coloured. */
export function useSplitData(counts: { testable: number; untestable: number }): ChartDatum[] {
  const t = useT();
  return testableSplit(counts).map((slice) => ({
    ...slice,
    label: t(`chart.split.${slice.key}`),
    color: SPLIT_COLORS[slice.key],
  }));
}

/**
 * The charts over a URL report: the testable split, skip reasons, rows per content type, and,
 * once a test has run, the outcomes (passed, failed, waiting).
 */
export function ReportCharts({
  rows,
  outcomes,
  tested,
}: {
  rows: ReportRow[];
  outcomes: Record<string, TestOutcome>;
  /** Whether "Test all" (or a single test) has run: shows the outcome chart. */
  tested: boolean;
}) {
  const t = useT();
  const split = useSplitData(countTestable(rows));
  const outcomeData = outcomeCounts(outcomes).map((slice) => ({
    ...slice,
    label: t(`chart.outcome.${slice.key}`),
    color: OUTCOME_COLORS[slice.key],
  }));
  const common = { categoryHeader: t('chart.category'), valueHeader: t('chart.rows') };
  return (
    <Panel testId="report-charts">
      <Grid.Root gap={6}>
        <Grid.Item col={4} s={12} alignItems="flex-start">
          <DonutChart
            title={t('chart.split.title')}
            data={split}
            {...common}
            shareHeader={t('chart.share')}
            testId="chart-split"
          />
        </Grid.Item>
        <Grid.Item col={4} s={12} alignItems="stretch" direction="column">
          <BarChart
            title={t('chart.skipReasons.title')}
            data={rawLabels(skipReasonCounts(rows), t, 'neutral500')}
            {...common}
            emptyText={t('chart.skipReasons.none')}
            testId="chart-skip-reasons"
          />
        </Grid.Item>
        <Grid.Item col={4} s={12} alignItems="stretch" direction="column">
          <BarChart
            title={t('chart.contentTypes.title')}
            data={rawLabels(rowsPerContentType(rows), t, 'primary600')}
            {...common}
            testId="chart-content-types"
          />
        </Grid.Item>
        {tested && (
          <Grid.Item col={4} s={12} alignItems="flex-start">
            <DonutChart
              title={t('chart.outcome.title')}
              data={outcomeData}
              {...common}
              shareHeader={t('chart.share')}
              testId="chart-outcomes"
            />
          </Grid.Item>
        )}
      </Grid.Root>
    </Panel>
  );
}
