import { Flex, Typography } from '@strapi/design-system';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { percent, total } from '../../lib/chart-data';
import {
  ChartFigure,
  ChartLegend,
  ChartTable,
  useColor,
  useFormatNumber,
  useFormatPercent,
  type ChartDatum,
} from './ChartFigure';

export interface DonutChartProps {
  /** Title shown above the chart and used as the caption of its text alternative. */
  title: string;
  /** The parts of the whole, in drawing order (clockwise from the top). */
  data: ChartDatum[];
  /** Header of the category column of the text alternative, e.g. "Rows". */
  categoryHeader: string;
  /** Headers of the count and share columns of the text alternative. */
  valueHeader: string;
  shareHeader: string;
  /** Outer diameter in CSS pixels. */
  size?: number;
  /** Whether the total and legend are drawn beside the donut (false where a shared legend is). */
  legend?: boolean;
  testId?: string;
}

/**
 * Parts of a whole as a donut (visx `Pie`), the total in its middle, a legend and a screen-reader
 * table with each part's count and share. An empty whole draws a neutral ring.
 */
export function DonutChart({
  title,
  data,
  categoryHeader,
  valueHeader,
  shareHeader,
  size = 96,
  legend = true,
  testId,
}: DonutChartProps) {
  const color = useColor();
  const format = useFormatNumber();
  const formatPercent = useFormatPercent();
  const sum = total(data);
  const radius = size / 2;
  const drawn = sum > 0 ? data.filter((datum) => datum.value > 0) : [];
  return (
    <ChartFigure
      title={title}
      testId={testId}
      footer={
        <ChartTable
          caption={title}
          columns={[categoryHeader, valueHeader, shareHeader]}
          rows={data.map((datum) => ({
            key: datum.key,
            cells: [datum.label, format(datum.value), formatPercent(percent(datum.value, sum))],
          }))}
        />
      }
    >
      <Flex gap={4} alignItems="center" wrap="wrap">
        <svg width={size} height={size} aria-hidden="true" focusable="false">
          <Group top={radius} left={radius}>
            <circle r={radius * 0.8} fill="none" stroke={color('neutral150')} strokeWidth={radius * 0.4} />
            <Pie
              data={drawn}
              pieValue={(datum) => datum.value}
              pieSort={null}
              outerRadius={radius}
              innerRadius={radius * 0.6}
              padAngle={drawn.length > 1 ? 0.02 : 0}
            >
              {(pie) =>
                pie.arcs.map((arc) => (
                  <path key={arc.data.key} d={pie.path(arc) ?? ''} fill={color(arc.data.color)}>
                    <title>{`${arc.data.label}: ${format(arc.data.value)}`}</title>
                  </path>
                ))
              }
            </Pie>
          </Group>
        </svg>
        {legend && (
          <Flex direction="column" alignItems="flex-start" gap={2}>
            <Typography variant="beta" tag="p" aria-hidden="true">
              {format(sum)}
            </Typography>
            <ChartLegend
              data={data}
              format={(value) => `${format(value)} (${formatPercent(percent(value, sum))})`}
            />
          </Flex>
        )}
      </Flex>
    </ChartFigure>
  );
}
