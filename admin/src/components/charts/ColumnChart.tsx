import { Flex, Typography } from '@strapi/design-system';
import { Bar } from '@visx/shape';
import { stackColumns, type SeriesInfo, type SeriesPoint } from '../../lib/chart-series';
import {
  ChartFigure,
  ChartLegend,
  ChartTable,
  useColor,
  useFormatNumber,
  type ColorToken,
} from './ChartFigure';

export interface ColumnChartProps {
  /** Title shown above the chart and used as the caption of its text alternative. */
  title: string;
  /** One column per point, left to right (oldest first for a trend). */
  points: SeriesPoint[];
  /** The stacked series, bottom-up, each with its theme colour. */
  series: Array<SeriesInfo & { color: ColorToken }>;
  /** Header of the point column of the text alternative, e.g. "Run". */
  pointHeader: string;
  /** Height of the drawing in CSS pixels (the width follows the container). */
  height?: number;
  emptyText?: string;
  testId?: string;
}

const WIDTH = 600;

/**
 * Stacked columns over a sequence of points (visx `Bar`), e.g. passed and failed checks per CI run:
 * the first and last point's labels under the drawing, a legend, and a screen-reader table with
 * every point's figures per series.
 */
export function ColumnChart({
  title,
  points,
  series,
  pointHeader,
  height = 120,
  emptyText,
  testId,
}: ColumnChartProps) {
  const color = useColor();
  const format = useFormatNumber();
  const colorOf = new Map(series.map((info) => [info.key, info.color]));
  const labelOf = new Map(points.map((point) => [point.key, point.label]));
  const segments = stackColumns(
    points,
    series.map((info) => info.key),
    { width: WIDTH, height },
  );
  const totals = series.map((info) => ({
    key: info.key,
    label: info.label,
    color: info.color,
    value: points.reduce((sum, point) => sum + (point.values[info.key] ?? 0), 0),
  }));
  return (
    <ChartFigure
      title={title}
      testId={testId}
      footer={
        <ChartTable
          caption={title}
          columns={[pointHeader, ...series.map((info) => info.label)]}
          rows={points.map((point) => ({
            key: point.key,
            cells: [point.label, ...series.map((info) => format(point.values[info.key] ?? 0))],
          }))}
        />
      }
    >
      {segments.length === 0 && emptyText ? (
        <Typography variant="pi" textColor="neutral600" aria-hidden="true">
          {emptyText}
        </Typography>
      ) : (
        <>
          <svg
            width="100%"
            height={height}
            viewBox={`0 0 ${WIDTH} ${height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <line x1={0} x2={WIDTH} y1={height - 0.5} y2={height - 0.5} stroke={color('neutral200')} />
            {segments.map((segment) => (
              <Bar
                key={`${segment.pointKey}:${segment.seriesKey}`}
                x={segment.x}
                y={segment.y}
                width={segment.width}
                height={segment.height}
                fill={color(colorOf.get(segment.seriesKey) ?? 'neutral500')}
              >
                <title>{`${labelOf.get(segment.pointKey) ?? ''}: ${format(segment.value)}`}</title>
              </Bar>
            ))}
          </svg>
          <Flex justifyContent="space-between" aria-hidden="true">
            <Typography variant="pi" textColor="neutral600">
              {points[0]?.label}
            </Typography>
            <Typography variant="pi" textColor="neutral600">
              {points.length > 1 ? points[points.length - 1].label : ''}
            </Typography>
          </Flex>
          <ChartLegend data={totals} format={format} />
        </>
      )}
    </ChartFigure>
  );
}
