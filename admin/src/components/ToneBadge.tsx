import type { ReactNode } from 'react';
import { Badge } from '@strapi/design-system';

/** The design system's colour families the plugin's badges use. */
export type BadgeTone = 'success' | 'danger' | 'warning' | 'neutral' | 'secondary' | 'primary';

/**
 * Background and text of each tone, each pair at least 4.5:1 (WCAG 1.4.3) in the light and dark
 * themes as axe-core's color-contrast rule measures it on the plugin's pages (tests/e2e). The
 * family's 700 on its 100 holds for most; warning700 on warning100 is 4.0:1, so warning writes in
 * neutral800 on the warning hue, and neutral sits on neutral150.
 */
const TONES: Record<BadgeTone, { backgroundColor: string; textColor: string }> = {
  success: { backgroundColor: 'success100', textColor: 'success700' },
  danger: { backgroundColor: 'danger100', textColor: 'danger700' },
  warning: { backgroundColor: 'warning100', textColor: 'neutral800' },
  neutral: { backgroundColor: 'neutral150', textColor: 'neutral700' },
  secondary: { backgroundColor: 'secondary100', textColor: 'secondary700' },
  primary: { backgroundColor: 'primary100', textColor: 'primary700' },
};

/**
 * A design-system `Badge` in one tone: the one place the plugin picks a badge's colours, so every
 * badge meets contrast. `testId` becomes `data-testid`.
 */
export function ToneBadge({
  tone,
  testId,
  children,
}: {
  tone: BadgeTone;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Badge {...TONES[tone]} data-testid={testId}>
      {children}
    </Badge>
  );
}
