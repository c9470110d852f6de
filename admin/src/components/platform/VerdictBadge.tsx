import { useT } from '../../hooks/useT';
import { ToneBadge } from '../ToneBadge';

/**
 * A yes/no badge (success or danger colours of the design system); nothing for an unknown (null) verdict.
 * @param label translation id of what is judged, with a `{verdict}` placeholder; none for a bare yes/no
 */
export function VerdictBadge({ verdict, label }: { verdict: boolean | null; label?: string }) {
  const t = useT();
  if (verdict === null) return null;
  const text = t(verdict ? 'platform.yes' : 'platform.no');
  return (
    <ToneBadge tone={verdict ? 'success' : 'danger'}>{label ? t(label, { verdict: text }) : text}</ToneBadge>
  );
}
