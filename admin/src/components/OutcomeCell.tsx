import { Badge, Typography } from '@strapi/design-system';
import { useT } from '../hooks/useT';
import type { ReportRow, TestOutcome } from '../lib/types';

const OUTCOME_BADGE: Record<TestOutcome['state'], { color: 'success' | 'danger' | 'secondary' | 'neutral' }> =
  {
    passed: { color: 'success' },
    failed: { color: 'danger' },
    running: { color: 'secondary' },
    pending: { color: 'neutral' },
  };

/** The status cell of a report row: why it cannot be tested, its test outcome, or "untested". */
export function OutcomeCell({ row, outcome }: { row: ReportRow; outcome: TestOutcome | undefined }) {
  const t = useT();
  if (!row.isTestable) {
    return (
      <Typography variant="pi" textColor="neutral600">
        {row.skipReason}
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
  const { color } = OUTCOME_BADGE[outcome.state];
  return (
    <Badge backgroundColor={`${color}100`} textColor={`${color}700`}>
      {outcome.state === 'passed' || outcome.state === 'failed'
        ? t('report.outcome', {
            state: t(`report.state.${outcome.state}`),
            status: outcome.status ?? t('report.noResponse'),
            ms: outcome.ms,
          })
        : t('report.state.running')}
    </Badge>
  );
}
