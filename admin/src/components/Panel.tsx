import type { ReactNode } from 'react';
import { Box, Flex, Typography, type FlexProps } from '@strapi/design-system';

/** What a `Panel` holds and how it lays it out. */
export interface PanelProps {
  /** The panel's heading, an `h2`: every panel sits directly under the page's `h1` (axe's heading order). */
  title?: string;
  /** Space between the heading and the children, as a column; without it they sit as they are. */
  gap?: FlexProps['gap'];
  /** Cross-axis alignment of the column (only with `gap`): `stretch` unless told. */
  alignItems?: 'stretch' | 'flex-start';
  /** Without the card shadow: a note inside a report rather than a section of the page. */
  flat?: boolean;
  testId?: string;
  children?: ReactNode;
}

/**
 * One section of a plugin page: the design system's white card (padding 6, radius, table shadow),
 * with an optional `h2` heading, and its content in a column when `gap` is given.
 */
export function Panel({ title, gap, alignItems = 'stretch', flat = false, testId, children }: PanelProps) {
  const heading = title ? (
    <Typography variant="delta" tag="h2">
      {title}
    </Typography>
  ) : null;
  return (
    <Box
      padding={6}
      background="neutral0"
      hasRadius
      shadow={flat ? undefined : 'tableShadow'}
      data-testid={testId}
    >
      {gap === undefined ? (
        <>
          {heading}
          {children}
        </>
      ) : (
        <Flex direction="column" alignItems={alignItems} gap={gap}>
          {heading}
          {children}
        </Flex>
      )}
    </Box>
  );
}
