import { Flex, Typography } from '@strapi/design-system';
import { LinePath } from '@visx/shape';
import { linePoints } from '../../lib/chart-series';
import { ChartFigure, ChartTable, useColor, type ColorToken } from './ChartFigure';

export interface LineChartProps {
  /** Title shown above the chart and used as the caption of its text alternative. */
  title: string;
  /** Points left to right (oldest first for a trend); a null value is a gap in the line. */
  points: Array<{ key: string; label: string; value: number | null }>;
  /** Formats a value with its unit, e.g. `(ms) => '1.2 s'`; also used by the text alternative. */
  format: (value: number) => string;
  /** Headers of the point and value columns of the text alternative, e.g. "Run", "Duration". */
  pointHeader: string;
  valueHeader: string;
  color?: ColorToken;
  /** Height of the drawing in CSS pixels (the width follows the container). */
  height?: number;
  testId?: string;
}

const WIDTH = 600;
const PAD = 4;

/**
 * One value over a sequence of points as a line with dots (visx `LinePath`), e.g. a CI run's
 * duration: the largest value at the top, the first and last labels under the drawing, and a
 * screen-reader table with every point's value.
 */
export function LineChart({
  title,
  points,
  format,
  pointHeader,
  valueHeader,
  color: token = 'primary600',
  height = 120,
  testId,
}: LineChartProps) {
  const color = useColor();
  const drawn = linePoints(
    points.map((point) => point.value),
    { width: WIDTH, height: height - 2 * PAD },
  ).map((point) => ({ ...point, y: point.y + PAD }));
  const max = drawn.reduce((largest, point) => Math.max(largest, point.value), 0);
  return (
    <ChartFigure
      title={title}
      testId={testId}
      footer={
        <ChartTable
          caption={title}
          columns={[pointHeader, valueHeader]}
          rows={points.map((point) => ({
            key: point.key,
            cells: [point.label, point.value === null ? '–' : format(point.value)],
          }))}
        />
      }
    >
      <Typography variant="pi" textColor="neutral600" aria-hidden="true">
        {drawn.length > 0 ? format(max) : ''}
      </Typography>
      <svg
        width="100%"
        height={height}
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={WIDTH} y1={height - 0.5} y2={height - 0.5} stroke={color('neutral200')} />
        <LinePath
          data={drawn}
          x={(point) => point.x}
          y={(point) => point.y}
          stroke={color(token)}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
        {drawn.map((point) => (
          <rect
            key={points[point.index].key}
            x={point.x - 3}
            y={point.y - 3}
            width={6}
            height={6}
            fill={color(token)}
          >
            <title>{`${points[point.index].label}: ${format(point.value)}`}</title>
          </rect>
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
    </ChartFigure>
  );
}
