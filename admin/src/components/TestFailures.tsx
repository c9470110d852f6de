import { Table, Tbody, Tr, Typography } from '@strapi/design-system';
import { useT } from '../hooks/useT';
import type { WalkFailure } from '../lib/page-walker';
import type { ReportRow, TestOutcome } from '../lib/types';
import { Panel } from './Panel';
import { TableHead } from './TableHead';
import { TextCell } from './TextCell';

/** Failures listed on the page; the rest are counted (the export has every row). */
export const FAILURES_SHOWN = 200;

/** Why a URL test failed, in words. */
function reason(outcome: TestOutcome): string {
  if (outcome.state !== 'failed') return '';
  return outcome.status === null ? outcome.message : `${outcome.status} ${outcome.message}`.trim();
}

/**
 * The rows that failed in the last Test all, whatever page they sit on (the walk keeps failures and
 * only counts passes): the first `FAILURES_SHOWN`, then how many more there are.
 */
export function TestFailures({
  failures,
  notKept,
}: {
  failures: Array<WalkFailure<ReportRow, TestOutcome>>;
  notKept: number;
}) {
  const t = useT();
  if (failures.length === 0) return null;
  const shown = failures.slice(0, FAILURES_SHOWN);
  const more = failures.length - shown.length + notKept;
  return (
    <Panel
      title={t('report.failures.title', { count: failures.length + notKept })}
      gap={3}
      testId="test-failures"
    >
      <Table colCount={3} rowCount={shown.length + 1}>
        <TableHead labels={[t('report.column.method'), t('report.column.path'), t('report.column.status')]} />
        <Tbody>
          {shown.map(({ row, outcome }, index) => (
            <Tr key={`${row.key}#${index}`} data-testid="failure-row">
              <TextCell>{row.method}</TextCell>
              <TextCell>{row.target}</TextCell>
              <TextCell>{reason(outcome)}</TextCell>
            </Tr>
          ))}
        </Tbody>
      </Table>
      {more > 0 && (
        <Typography textColor="neutral600">{t('report.failures.more', { count: more })}</Typography>
      )}
    </Panel>
  );
}
