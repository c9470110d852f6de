import { Typography } from '@strapi/design-system';
import { useT } from '../hooks/useT';
import type { ReportRow, TestOutcome } from '../lib/types';
import { ToneBadge, type BadgeTone } from './ToneBadge';

const OUTCOME_TONE: Record<TestOutcome['state'], BadgeTone> = {
  passed: 'success',
  failed: 'danger',
  running: 'secondary',
  pending: 'neutral',
};

/** The status cell of a report row: why it cannot be tested, its test outcome, or "untested". */
export function OutcomeCell({ row, outcome }: { row: ReportRow; outcome: TestOutcome | undefined }) {
  const t = useT();
  if (!row.isTestable) {
    return (
      <Typography variant="pi" textColor="neutral600">
        {row.skipReasonId ? t(row.skipReasonId) : row.skipReason}
      </Typography>
    );
  }
  if (!outcome || outcome.state === 'pending') {
    return (
      <Typography variant="pi" textColor="neutral600">
        {t('report.state.untested')}
      </Typography>
    );
  }
  return (
    <ToneBadge tone={OUTCOME_TONE[outcome.state]}>
      {outcome.state === 'passed' || outcome.state === 'failed'
        ? t('report.outcome', {
            state: t(`report.state.${outcome.state}`),
            status: outcome.status ?? t('report.noResponse'),
            ms: outcome.ms,
          })
        : t('report.state.running')}
    </ToneBadge>
  );
}
