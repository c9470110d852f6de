import { Box, Flex, Typography } from '@strapi/design-system';
import { Bar } from '@visx/shape';
import { barLength } from '../../lib/chart-data';
import { ChartFigure, ChartTable, useColor, useFormatNumber, type ChartDatum } from './ChartFigure';

export interface BarChartProps {
  /** Title shown above the chart and used as the caption of its text alternative. */
  title: string;
  /** One bar per datum, top to bottom in the given order. */
  data: ChartDatum[];
  /** Headers of the category and value columns of the text alternative. */
  categoryHeader: string;
  valueHeader: string;
  /** Shown instead of the bars when there is no datum (or every value is 0). */
  emptyText?: string;
  testId?: string;
}

/** Drawing width of a bar's track, in SVG user units (the SVG stretches to its cell). */
const TRACK = 100;

/**
 * Horizontal bars (visx `Bar`), one per category, each with its label and figure written beside
 * it, so long labels (content-type UIDs, skip reasons) stay readable; the longest bar fills its
 * track. A screen-reader table carries the same figures.
 */
export function BarChart({ title, data, categoryHeader, valueHeader, emptyText, testId }: BarChartProps) {
  const color = useColor();
  const format = useFormatNumber();
  const max = data.reduce((largest, datum) => Math.max(largest, datum.value), 0);
  return (
    <ChartFigure
      title={title}
      testId={testId}
      footer={
        <ChartTable
          caption={title}
          columns={[categoryHeader, valueHeader]}
          rows={data.map((datum) => ({ key: datum.key, cells: [datum.label, format(datum.value)] }))}
        />
      }
    >
      {max === 0 && emptyText ? (
        <Typography variant="pi" textColor="neutral600" aria-hidden="true">
          {emptyText}
        </Typography>
      ) : (
        <Box
          tag="ul"
          aria-hidden="true"
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(6rem, max-content) minmax(4rem, 1fr) max-content',
            columnGap: '0.75rem',
            rowGap: '0.25rem',
            alignItems: 'center',
          }}
        >
          {data.map((datum) => (
            <Flex key={datum.key} tag="li" style={{ display: 'contents' }}>
              <Typography variant="pi" textColor="neutral800" ellipsis title={datum.label}>
                {datum.label}
              </Typography>
              <svg
                width="100%"
                height={12}
                viewBox={`0 0 ${TRACK} 12`}
                preserveAspectRatio="none"
                focusable="false"
              >
                {/* Square corners: the drawing stretches to its cell (preserveAspectRatio none),
                    which would skew rounded ones. */}
                <rect width={TRACK} height={12} fill={color('neutral150')} />
                <Bar width={barLength(datum.value, max, TRACK, 1)} height={12} fill={color(datum.color)} />
              </svg>
              <Typography variant="pi" fontWeight="bold" textColor="neutral800">
                {format(datum.value)}
              </Typography>
            </Flex>
          ))}
        </Box>
      )}
    </ChartFigure>
  );
}
