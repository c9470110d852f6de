import { useT } from '../../hooks/useT';
import type { RunVerdict } from '../../lib/types';
import { ToneBadge, type BadgeTone } from '../ToneBadge';

const TONES: Record<RunVerdict, BadgeTone> = {
  passed: 'success',
  failed: 'danger',
  'nothing-tested': 'warning',
  'could-not-run': 'danger',
};

/** A run's verdict as a badge in the design system's success, danger or warning colours. */
export function RunVerdictBadge({ verdict }: { verdict: RunVerdict }) {
  const t = useT();
  return (
    <ToneBadge tone={TONES[verdict] ?? 'danger'} testId="run-verdict">
      {t(`runs.verdict.${verdict}`)}
    </ToneBadge>
  );
}
