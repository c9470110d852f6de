import { Grid } from '@strapi/design-system';
import type { ListCounts } from '@route-discovery/contract';
import {
  facetSlices,
  NO_CONTENT_TYPE_KEY,
  OTHER_KEY,
  testableSplit,
  walkOutcomes,
  type Slice,
} from '../../lib/chart-data';
import type { WalkProgress } from '../../lib/page-walker';
import { useT } from '../../hooks/useT';
import { urlGroupLabel } from '../../lib/url-groups';
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
 * The charts over a URL report, drawn from the server's counts (`counts=true`: no rows are read
 * for them): the testable split, rows per group (namespace or source) and per content type
 * (`page_type`), and, once Test all ran, its outcomes (passed, failed, not tested yet).
 */
export function ReportCharts({
  counts,
  progress,
}: {
  counts: ListCounts | null;
  progress: WalkProgress | null;
}) {
  const t = useT();
  const split = useSplitData({
    testable: counts?.testable ?? 0,
    untestable: counts ? counts.total - counts.testable : 0,
  });
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
            title={t('chart.groups.title')}
            data={rawLabels(facetSlices(counts?.by.group), t, 'neutral500').map((datum) => ({
              ...datum,
              label: urlGroupLabel(t, datum.key, datum.label),
            }))}
            {...common}
            emptyText={t('chart.groups.none')}
            testId="chart-groups"
          />
        </Grid.Item>
        <Grid.Item col={4} s={12} alignItems="stretch" direction="column">
          <BarChart
            title={t('chart.contentTypes.title')}
            data={rawLabels(facetSlices(counts?.by.page_type), t, 'primary600')}
            {...common}
            testId="chart-content-types"
          />
        </Grid.Item>
        {progress && (
          <Grid.Item col={4} s={12} alignItems="flex-start">
            <DonutChart
              title={t('chart.outcome.title')}
              data={walkOutcomes(progress).map((slice) => ({
                ...slice,
                label: t(`chart.outcome.${slice.key}`),
                color: OUTCOME_COLORS[slice.key],
              }))}
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
