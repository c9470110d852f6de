import type { FindingSeverity } from '../../lib/types';
import { useT } from '../../hooks/useT';
import { ToneBadge, type BadgeTone } from '../ToneBadge';

const TONES: Record<FindingSeverity, BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
  info: 'primary',
};

/** A coloured badge naming a finding's severity. */
export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const t = useT();
  return <ToneBadge tone={TONES[severity]}>{t(`exposure.severity.${severity}`)}</ToneBadge>;
}
