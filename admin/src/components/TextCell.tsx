import type { ReactNode } from 'react';
import { Td, Typography } from '@strapi/design-system';

/** A table cell holding text: the design system's `Td` with its `Typography`, as every report table draws it. */
export function TextCell({ children }: { children: ReactNode }) {
  return (
    <Td>
      <Typography>{children}</Typography>
    </Td>
  );
}

/**
 * Long free text (URLs, labels) breaks anywhere inside this width instead of widening the table:
 * the Links table's columns then fit a 1,280 px window with the status column shown (decision 0240).
 */
export const WRAPPING_CELL = { whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: '18rem' } as const;

/** A `TextCell` whose text wraps (`WRAPPING_CELL`). */
export function WrappingTextCell({ children }: { children: ReactNode }) {
  return (
    <Td style={WRAPPING_CELL}>
      <Typography>{children}</Typography>
    </Td>
  );
}
