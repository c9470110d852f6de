import { Badge } from '@strapi/design-system';
import { useT } from '../../hooks/useT';

/**
 * A yes/no badge (success or danger colours of the design system); nothing for an unknown (null) verdict.
 * @param label translation id of what is judged, with a `{verdict}` placeholder; none for a bare yes/no
 */
export function VerdictBadge({ verdict, label }: { verdict: boolean | null; label?: string }) {
  const t = useT();
  if (verdict === null) return null;
  const text = t(verdict ? 'platform.yes' : 'platform.no');
  return (
    <Badge
      backgroundColor={verdict ? 'success100' : 'danger100'}
      textColor={verdict ? 'success700' : 'danger700'}
    >
      {label ? t(label, { verdict: text }) : text}
    </Badge>
  );
}
