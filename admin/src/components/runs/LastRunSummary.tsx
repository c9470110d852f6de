import { Flex, Typography } from '@strapi/design-system';
import type { StoredRun } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { runAge } from '../../lib/run-age';
import { RunVerdictBadge } from './RunVerdictBadge';

/**
 * The homepage widget's line on CI: the last published run's verdict and age, or that none came
 * yet. The run comes with the summary (`v1/summary` `last_run`), so the widget asks for nothing more.
 */
export function LastRunSummary({ run }: { run: StoredRun | null }) {
  const t = useT();
  const { formatRelativeTime } = useIntl();
  if (!run) return <Typography data-testid="last-run">{t('runs.none')}</Typography>;
  const age = runAge(run.received_at, Date.now());
  return (
    <Flex gap={2} data-testid="last-run">
      <Typography>{t('runs.last')}</Typography>
      <RunVerdictBadge verdict={run.verdict} />
      <Typography textColor="neutral600">
        {formatRelativeTime(age.value, age.unit, { numeric: 'auto' })}
      </Typography>
    </Flex>
  );
}
