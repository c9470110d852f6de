import { Badge } from '@strapi/design-system';
import type { FindingSeverity } from '../../lib/types';
import { useT } from '../../hooks/useT';

const COLOURS: Record<FindingSeverity, { backgroundColor: string; textColor: string }> = {
  high: { backgroundColor: 'danger100', textColor: 'danger700' },
  medium: { backgroundColor: 'warning100', textColor: 'warning700' },
  low: { backgroundColor: 'neutral150', textColor: 'neutral700' },
  info: { backgroundColor: 'primary100', textColor: 'primary700' },
};

/** A coloured badge naming a finding's severity. */
export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const t = useT();
  return <Badge {...COLOURS[severity]}>{t(`exposure.severity.${severity}`)}</Badge>;
}
