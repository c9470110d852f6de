import { Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useAsync } from '../../api/useAsync';
import { useReportApi } from '../../api/useReportApi';
import { useT } from '../../hooks/useT';
import { runAge } from '../../lib/run-age';
import type { ReportConfig, RunsEnvelope } from '../../lib/types';
import { RunVerdictBadge } from './RunVerdictBadge';

/** The homepage widget's line on CI: the last published run's verdict and age, or that none came yet. */
export function LastRunSummary({ config }: { config: ReportConfig }) {
  const t = useT();
  const { formatRelativeTime } = useIntl();
  const { fetchReport } = useReportApi();
  const runsPath = config.endpoints?.runs;
  const last = useAsync(async () => {
    if (!runsPath) return null;
    const envelope = await fetchReport<RunsEnvelope>(runsPath, { limit: '1' });
    return envelope.runs[0] ?? null;
  }, [fetchReport, runsPath]);
  if (last.loading) return null;
  if (last.error) return <Typography textColor="danger600">{t('runs.lastError')}</Typography>;
  if (!last.data) return <Typography data-testid="last-run">{t('runs.none')}</Typography>;
  const age = runAge(last.data.received_at, Date.now());
  return (
    <Flex gap={2} data-testid="last-run">
      <Typography>{t('runs.last')}</Typography>
      <RunVerdictBadge verdict={last.data.verdict} />
      <Typography textColor="neutral600">
        {formatRelativeTime(age.value, age.unit, { numeric: 'auto' })}
      </Typography>
    </Flex>
  );
}
