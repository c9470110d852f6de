import { Badge } from '@strapi/design-system';
import type { FindingSeverity } from '../../lib/types';
import { useT } from '../../hooks/useT';

// Text on background at least 4.5:1 (WCAG 1.4.3) in the light theme: warning700 on warning100 is
// 4.0:1 (axe-core color-contrast), so medium writes in neutral800 on the warning hue.
const COLOURS: Record<FindingSeverity, { backgroundColor: string; textColor: string }> = {
  high: { backgroundColor: 'danger100', textColor: 'danger700' },
  medium: { backgroundColor: 'warning100', textColor: 'neutral800' },
  low: { backgroundColor: 'neutral150', textColor: 'neutral700' },
  info: { backgroundColor: 'primary100', textColor: 'primary700' },
};

/** A coloured badge naming a finding's severity. */
export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const t = useT();
  return <Badge {...COLOURS[severity]}>{t(`exposure.severity.${severity}`)}</Badge>;
}
