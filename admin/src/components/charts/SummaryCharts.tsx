import { Flex } from '@strapi/design-system';
import type { Finding, UrlEnvelope } from '../../lib/types';
import { useT } from '../../hooks/useT';
import { DonutChart } from './DonutChart';
import { useSplitData } from './ReportCharts';
import { SeverityChart } from './SeverityChart';

type Metadata = UrlEnvelope<unknown>['metadata'];

/** One report's testable/untestable split as a small donut. */
function SplitDonut({ titleId, metadata, testId }: { titleId: string; metadata: Metadata; testId: string }) {
  const t = useT();
  const data = useSplitData({ testable: metadata.testable_count, untestable: metadata.untestable_count });
  return (
    <DonutChart
      title={t(titleId)}
      data={data}
      categoryHeader={t('chart.category')}
      valueHeader={t('chart.rows')}
      shareHeader={t('chart.share')}
      size={72}
      testId={testId}
    />
  );
}

/**
 * The charts of the homepage widget and the plugin home: the backend and frontend testable split
 * and the exposure findings per severity.
 */
export function SummaryCharts({
  backend,
  frontend,
  findings,
}: {
  backend: Metadata;
  frontend: Metadata;
  findings: Finding[];
}) {
  return (
    <Flex direction="column" alignItems="stretch" gap={4} data-testid="summary-charts">
      <Flex gap={6} wrap="wrap" alignItems="flex-start">
        <SplitDonut titleId="chart.split.backend" metadata={backend} testId="chart-split-backend" />
        <SplitDonut titleId="chart.split.frontend" metadata={frontend} testId="chart-split-frontend" />
      </Flex>
      <SeverityChart findings={findings} />
    </Flex>
  );
}
