import { Table, Tbody, Tr, Typography } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import type { StoredRun } from '../../lib/types';
import { TableHead } from '../TableHead';
import { TextCell } from '../TextCell';

/**
 * A run's failures: suite, request, status and reason. Every value came from a run body and is
 * rendered as React text (escaped), never as HTML.
 */
export function RunFailures({ run }: { run: StoredRun }) {
  const t = useT();
  if (run.failures.length === 0 && run.failures_omitted === 0) return null;
  return (
    <>
      <Table colCount={4} rowCount={run.failures.length + 1} data-testid="run-failures">
        <TableHead
          labels={[
            t('runs.column.suite'),
            t('runs.column.request'),
            t('runs.column.status'),
            t('runs.column.reason'),
          ]}
        />
        <Tbody>
          {run.failures.map((failure, index) => (
            <Tr key={`${index}:${failure.target}`}>
              <TextCell>{failure.suite}</TextCell>
              <TextCell>{`${failure.method} ${failure.target}`}</TextCell>
              <TextCell>{failure.status ?? '—'}</TextCell>
              <TextCell>{failure.reason}</TextCell>
            </Tr>
          ))}
        </Tbody>
      </Table>
      {run.failures_omitted > 0 && (
        <Typography textColor="neutral600">
          {t('runs.failuresOmitted', { count: run.failures_omitted })}
        </Typography>
      )}
    </>
  );
}
