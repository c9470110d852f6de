import type { ReactNode } from 'react';
import { Box, Flex, Typography, VisuallyHidden } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useTheme, type DefaultTheme } from 'styled-components';

/** A colour of the design system's theme (`theme.colors.success600`, ...), so dark mode follows. */
export type ColorToken = keyof DefaultTheme['colors'];

/** One labelled, coloured value of a chart. */
export interface ChartDatum {
  key: string;
  label: string;
  value: number;
  color: ColorToken;
}

/** The theme's CSS colour of a token, read at render time so a theme switch redraws. */
export function useColor(): (token: ColorToken) => string {
  const theme = useTheme();
  return (token) => theme.colors[token];
}

/** A legend entry: a swatch in the datum's colour, its label and, with `format`, its figure. */
function LegendItem({ datum, format }: { datum: ChartDatum; format?: (value: number) => string }) {
  const color = useColor();
  return (
    <Flex gap={2} alignItems="center">
      <Box
        width="1rem"
        height="1rem"
        hasRadius
        style={{ background: color(datum.color), flexShrink: 0 }}
        aria-hidden="true"
      />
      <Typography variant="pi" textColor="neutral800">
        {format ? `${datum.label}: ${format(datum.value)}` : datum.label}
      </Typography>
    </Flex>
  );
}

/** The legend of a chart (or of several sharing colours), one entry per datum; figures with `format`. */
export function ChartLegend({ data, format }: { data: ChartDatum[]; format?: (value: number) => string }) {
  return (
    <Flex gap={3} wrap="wrap" tag="ul" aria-hidden="true">
      {data.map((datum) => (
        <li key={datum.key}>
          <LegendItem datum={datum} format={format} />
        </li>
      ))}
    </Flex>
  );
}

/**
 * The text alternative of a chart: a table only screen readers see, captioned with the chart's
 * title, one row per category and one column per figure.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** Header of the category column, then of each figure column. */
  columns: string[];
  rows: Array<{ key: string; cells: Array<string | number> }>;
}) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

/**
 * A chart's frame: its title as a visible heading-like caption, the drawing (hidden from assistive
 * technology, which reads the table instead), the legend and the text alternative.
 */
export function ChartFigure({
  title,
  testId,
  children,
  footer,
}: {
  title: string;
  testId?: string;
  /** The SVG drawing and legend, shown to sighted users only. */
  children: ReactNode;
  /** The text alternative (`ChartTable`) and anything read by all. */
  footer: ReactNode;
}) {
  return (
    <Box tag="figure" margin={0} data-testid={testId} style={{ minWidth: 0 }}>
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Typography variant="sigma" textColor="neutral600" tag="figcaption" aria-hidden="true">
          {title}
        </Typography>
        {children}
        {footer}
      </Flex>
    </Box>
  );
}

/** Formats a figure in the admin's locale (grouped thousands), as every chart's labels do. */
export function useFormatNumber(): (value: number) => string {
  const intl = useIntl();
  return (value) => intl.formatNumber(value);
}

/** Formats a whole percentage (`percent` of lib/chart-data: 0 to 100) in the admin's locale: 31%, 31 % (de, fr). */
export function useFormatPercent(): (wholePercent: number) => string {
  const intl = useIntl();
  return (wholePercent) => intl.formatNumber(wholePercent / 100, { style: 'percent' });
}
