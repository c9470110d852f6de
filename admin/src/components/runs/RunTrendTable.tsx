import { Flex, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import { formatDuration, runTrend, summarizeTrend } from '../../lib/run-trend';
import type { StoredRun } from '../../lib/types';
import { TableHead } from '../TableHead';
import { TextCell } from '../TextCell';
import { RunVerdictBadge } from './RunVerdictBadge';

/**
 * The pass/fail and duration trend, oldest run first, as a sentence and a table (the text a chart
 * of the same points would carry as its alternative).
 */
export function RunTrendTable({ runs }: { runs: StoredRun[] }) {
  const t = useT();
  const { formatDate, formatNumber, locale } = useIntl();
  const points = runTrend(runs);
  const summary = summarizeTrend(points);
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Typography data-testid="runs-trend-summary">
        {t('runs.trend.summary', {
          runs: summary.runs,
          passed: summary.passed,
          notPassed: summary.notPassed,
          median: summary.medianDurationMs === null ? '—' : formatDuration(summary.medianDurationMs, locale),
        })}
      </Typography>
      <Table colCount={5} rowCount={points.length + 1} data-testid="runs-trend">
        <TableHead
          labels={[
            t('runs.column.time'),
            t('runs.column.verdict'),
            t('runs.column.duration'),
            t('runs.column.checks'),
            t('runs.column.failed'),
          ]}
        />
        <Tbody>
          {points.map((point) => (
            <Tr key={point.id}>
              <TextCell>{formatDate(point.at, { dateStyle: 'medium', timeStyle: 'short' })}</TextCell>
              <Td>
                <RunVerdictBadge verdict={point.verdict} />
              </Td>
              <TextCell>{formatDuration(point.durationMs, locale)}</TextCell>
              <TextCell>{formatNumber(point.checks)}</TextCell>
              <TextCell>{formatNumber(point.failed)}</TextCell>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Flex>
  );
}
