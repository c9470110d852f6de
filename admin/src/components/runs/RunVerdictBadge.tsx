import { Badge } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import type { RunVerdict } from '../../lib/types';

const COLOURS: Record<RunVerdict, { background: string; text: string }> = {
  passed: { background: 'success100', text: 'success700' },
  failed: { background: 'danger100', text: 'danger700' },
  'nothing-tested': { background: 'warning100', text: 'warning700' },
  'could-not-run': { background: 'danger100', text: 'danger700' },
};

/** A run's verdict as a badge in the design system's success, danger or warning colours. */
export function RunVerdictBadge({ verdict }: { verdict: RunVerdict }) {
  const t = useT();
  const colours = COLOURS[verdict] ?? COLOURS['could-not-run'];
  return (
    <Badge backgroundColor={colours.background} textColor={colours.text} data-testid="run-verdict">
      {t(`runs.verdict.${verdict}`)}
    </Badge>
  );
}
