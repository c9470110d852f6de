import { severityCounts } from '../../lib/chart-data';
import type { Finding, FindingSeverity } from '../../lib/types';
import { useT } from '../../hooks/useT';
import { BarChart } from './BarChart';
import type { ColorToken } from './ChartFigure';

/** Colour of each severity (design-system tokens, the hues of `SeverityBadge`). */
export const SEVERITY_COLORS: Record<FindingSeverity, ColorToken> = {
  high: 'danger600',
  medium: 'warning600',
  low: 'neutral500',
  info: 'primary600',
};

/**
 * Exposure findings per severity as bars, every severity listed (zeros too).
 * @param findings the findings, or their counts per severity (`v1/summary`)
 */
export function SeverityChart({
  findings,
}: {
  findings: Finding[] | Readonly<Record<FindingSeverity, number>>;
}) {
  const t = useT();
  return (
    <BarChart
      title={t('chart.severity.title')}
      data={severityCounts(findings).map((slice) => ({
        ...slice,
        label: t(`exposure.severity.${slice.key}`),
        color: SEVERITY_COLORS[slice.key],
      }))}
      categoryHeader={t('chart.severity')}
      valueHeader={t('chart.findings')}
      testId="chart-severity"
    />
  );
}
