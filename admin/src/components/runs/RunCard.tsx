import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { formatDuration } from '../../lib/run-trend';
import type { StoredRun } from '../../lib/types';
import { CiJobLink } from './CiJobLink';
import { RunFailures } from './RunFailures';
import { RunVerdictBadge } from './RunVerdictBadge';

/** One run: verdict, time, duration, totals, CI job, drift and failures. */
export function RunCard({ run }: { run: StoredRun }) {
  const t = useT();
  const { formatDate, locale } = useIntl();
  const failingDrift = run.drift.filter((drift) => drift.fails);
  return (
    <Box padding={4} background="neutral100" hasRadius data-testid="run-card">
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Flex gap={3} wrap="wrap">
          <RunVerdictBadge verdict={run.verdict} />
          <Typography fontWeight="bold">
            {formatDate(run.received_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </Typography>
          <Typography>{formatDuration(run.duration_ms, locale)}</Typography>
          <CiJobLink ci={run.ci} />
          {run.ci?.commit && <Typography textColor="neutral600">{run.ci.commit.slice(0, 12)}</Typography>}
        </Flex>
        <Typography textColor="neutral700">
          {t('runs.totals', {
            checks: run.totals.checks,
            passed: run.totals.passed,
            failed: run.totals.failed,
            url: run.base_url,
          })}
        </Typography>
        {failingDrift.length > 0 && (
          <Typography textColor="danger600">
            {t('runs.drift', { count: failingDrift.length })}{' '}
            {failingDrift.map((drift) => drift.message).join('; ')}
          </Typography>
        )}
        <RunFailures run={run} />
      </Flex>
    </Box>
  );
}
