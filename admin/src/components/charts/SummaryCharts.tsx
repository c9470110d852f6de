import { Box, Flex } from '@strapi/design-system';
import type { FindingSeverity, Summary } from '../../lib/types';
import { useT } from '../../hooks/useT';
import { ChartLegend } from './ChartFigure';
import { DonutChart } from './DonutChart';
import { useSplitData } from './ReportCharts';
import { SeverityChart } from './SeverityChart';

/** A URL list's totals (`v1/summary`): all rows and the testable ones. */
type Totals = Summary['backend'];

/** One report's testable/untestable split as a small donut. */
function SplitDonut({
  titleId,
  metadata,
  compact,
  testId,
}: {
  titleId: string;
  metadata: Totals;
  compact: boolean;
  testId: string;
}) {
  const t = useT();
  const data = useSplitData({ testable: metadata.testable, untestable: metadata.total - metadata.testable });
  return (
    <DonutChart
      title={t(titleId)}
      data={data}
      categoryHeader={t('chart.category')}
      valueHeader={t('chart.rows')}
      shareHeader={t('chart.share')}
      size={compact ? 56 : 72}
      legend={!compact}
      testId={testId}
    />
  );
}

/**
 * The charts of the homepage widget and the plugin home: the backend and frontend testable split
 * and the exposure findings per severity. `compact` (the widget, a small card beside Strapi's):
 * all three in one row, the donuts without their own legends, one legend of their colours below
 * (the counts are the widget's text lines above).
 */
export function SummaryCharts({
  backend,
  frontend,
  findings,
  compact = false,
}: {
  backend: Totals;
  frontend: Totals;
  findings: Readonly<Record<FindingSeverity, number>>;
  compact?: boolean;
}) {
  const splitLegend = useSplitData({ testable: 0, untestable: 0 });
  const donuts = (
    <>
      <SplitDonut
        titleId="chart.split.backend"
        metadata={backend}
        compact={compact}
        testId="chart-split-backend"
      />
      <SplitDonut
        titleId="chart.split.frontend"
        metadata={frontend}
        compact={compact}
        testId="chart-split-frontend"
      />
    </>
  );
  if (compact) {
    return (
      <Flex direction="column" alignItems="stretch" gap={2} data-testid="summary-charts">
        <Flex gap={4} alignItems="flex-start">
          {donuts}
          <Box style={{ flex: 1, minWidth: 0 }}>
            <SeverityChart findings={findings} />
          </Box>
        </Flex>
        <ChartLegend data={splitLegend} />
      </Flex>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={4} data-testid="summary-charts">
      <Flex gap={6} wrap="wrap" alignItems="flex-start">
        {donuts}
      </Flex>
      <SeverityChart findings={findings} />
    </Flex>
  );
}
