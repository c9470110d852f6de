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
